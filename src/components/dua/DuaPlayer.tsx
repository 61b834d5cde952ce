import { useEffect, useMemo } from 'react';
import { navigate } from 'astro:transitions/client';
import FailureNote from '../media/FailureNote.tsx';
import PlayButton from '../media/PlayButton.tsx';
import TrackControls, { type TrackControlLabels } from '../media/TrackControls.tsx';
import type { AudioLabels } from '../media/AudioPlayer.tsx';
import { player } from '../media/player/service.ts';
import type { Lead, Track } from '../media/player/track.ts';
import { here, useClaim, useNowPlaying } from '../media/player/useTrack.ts';
import { $autoplayDua, takeAutoplay } from './dua.ts';

interface Props {
  index: number;
  src: string | null;
  title: string;
  /** The next dua's page, or null on the last one. */
  nextHref: string | null;
  previousHref: string | null;
  /** The duas that play on after this one while the subscriber is on another page. */
  queue: Omit<Track, 'section'>[];
  locale: string;
  labels: AudioLabels & TrackControlLabels;
}

/**
 * A dua's recitation, a view of the media service. When it ends on this page the next dua's page
 * is shown and keeps playing: this page hands the next index over, and that page's player starts
 * on mount. Once the subscriber has left the page, the service goes through the queue by itself.
 */
export default function DuaPlayer({ index, src, title, nextHref, previousHref, queue, locale, labels }: Props) {
  const now = useNowPlaying(src);
  const lead = useMemo<Lead>(() => {
    // Auto-advance replaces the page in history: the phone's Back leaves the duas, rather than
    // stepping through each one played. A skip asked for on the lock screen is a visit of its own.
    const go = (href: string | null, to: number, history: 'push' | 'replace' = 'push') =>
      href
        ? () => {
            $autoplayDua.set(to);
            void navigate(href, { history });
          }
        : undefined;
    const advance = go(nextHref, index + 1, 'replace');
    const ended = () => {
      advance?.();
      return !!advance;
    };
    return { next: go(nextHref, index + 1), previous: go(previousHref, index - 1), ended };
  }, [index, nextHref, previousHref]);
  useClaim(src, lead);

  const play = (at?: number) => {
    if (!src) return;
    const self = { key: src, src, title, href: here() };
    // Long or not, a dua plays at the chosen speed too: a slower one is how many learn it by heart.
    player.play(
      [self, ...queue].map((track) => ({ ...track, section: 'duas' as const, speed: true })),
      0,
      { at },
    );
  };
  // The previous dua ended on its page and handed over to this one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void (takeAutoplay(index) && play()), []);

  return (
    <div className="audio-player dua-player">
      <PlayButton
        playing={!!now?.playing}
        onToggle={() => (now ? player.toggle() : play())}
        labels={labels}
        subject={title}
        disabled={!src}
      />
      {!src ? <span className="media-note">{labels.mediaUnavailable}</span> : null}
      <FailureNote failed={now?.failed ?? null} labels={labels} />
      {/* Links to the other duas' pages; while this one plays, the next page plays on. */}
      <TrackControls
        trackKey={src ?? ''}
        locale={locale}
        labels={labels}
        previous={previousHref ? { href: previousHref, go: now?.playing ? lead.previous : undefined } : null}
        next={nextHref ? { href: nextHref, go: now?.playing ? lead.next : undefined } : null}
        onResume={({ time }) => play(time)}
      />
    </div>
  );
}
