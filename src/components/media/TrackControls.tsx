import { Suspense, type MouseEvent } from 'react';
import PlaybackExtras from './LazyPlaybackExtras.ts';
import SeekBar, { type SeekLabels } from './SeekBar.tsx';
import type { Resume } from './resume.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import './playback.css';
import './track-controls.css';

/** A step to the previous or next item: a link where that is a page of its own (a dua), else a button. */
export interface Skip {
  href?: string;
  /** Instead of following the link (a dua that plays goes on playing on the next page). */
  go?: () => void;
}

export interface TrackControlLabels extends SeekLabels {
  playbackSpeed: string;
  resumeAt: string;
  previous: string;
  next: string;
}

interface Props {
  /** The media service's key of what plays here (a dua's file, a hadith month). */
  trackKey: string;
  locale: string;
  labels: TrackControlLabels;
  /** Null on the first item (or the last): the button shows, disabled, so nothing moves. */
  previous: Skip | null;
  next: Skip | null;
  onResume: (at: Resume) => void;
}

// Drawn for a left-to-right slider; on an Arabic page, whose slider runs right to left, mirrored (CSS).
const PREVIOUS = 'M6 5h2.2v14H6zM19 5v14L8.8 12z';
const NEXT = 'M15.8 5H18v14h-2.2zM5 5v14l10.2-7z';

function SkipControl({ skip, label, icon }: { skip: Skip | null; label: string; icon: string }) {
  const svg = (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={icon} fill="currentColor" />
    </svg>
  );
  if (skip?.href) {
    const follow = (event: MouseEvent) => {
      if (!skip.go) return;
      event.preventDefault();
      skip.go();
    };
    return (
      <a className="track-skip" href={skip.href} aria-label={label} onClick={follow}>
        {svg}
      </a>
    );
  }
  return (
    <button type="button" className="track-skip" aria-label={label} disabled={!skip?.go} onClick={skip?.go}>
      {svg}
    </button>
  );
}

/**
 * What the surah player has, for the duas and the hadith months: previous and next, the elapsed
 * and total time with a seek slider, the speed and "Resume at". The speed row reads storage, so it
 * comes after hydration, in room the first paint keeps for it.
 */
export default function TrackControls({ trackKey, locale, labels, previous, next, onResume }: Props) {
  const hydrated = useHydrated();
  return (
    <div className="track-controls">
      <div className="track-transport">
        <SkipControl skip={previous} label={labels.previous} icon={PREVIOUS} />
        <SeekBar trackKey={trackKey} locale={locale} labels={labels} />
        <SkipControl skip={next} label={labels.next} icon={NEXT} />
      </div>
      <div className="playback-slot">
        {hydrated ? (
          <Suspense fallback={null}>
            <PlaybackExtras resumeKey={trackKey} labels={labels} onResume={onResume} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
