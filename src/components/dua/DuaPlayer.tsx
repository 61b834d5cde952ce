import { useEffect, useRef } from 'react';
import { navigate } from 'astro:transitions/client';
import FailureNote from '../media/FailureNote.tsx';
import PlayButton from '../media/PlayButton.tsx';
import { useMedia } from '../media/useMedia.ts';
import { useSharedAudio } from '../media/useSharedAudio.ts';
import type { AudioLabels } from '../media/AudioPlayer.tsx';
import { setSequence, type Track } from '../../stores/media.ts';
import { $autoplayDua, takeAutoplay } from './dua.ts';

interface Props {
  index: number;
  src: string | null;
  title: string;
  /** The next dua's page, or null on the last one. */
  nextHref: string | null;
  previousHref: string | null;
  /** The duas that play on after this one while the subscriber is on another page. */
  queue: Track[];
  labels: AudioLabels;
}

/**
 * A dua's recitation. When it ends (so it was playing) the next dua's page is shown and keeps
 * playing: this page hands the next index over, and that page's player starts on mount. Once the
 * subscriber has left the page, the kept audio goes through the queue by itself instead.
 */
export default function DuaPlayer({ index, src, title, nextHref, previousHref, queue, labels }: Props) {
  const slot = useRef<HTMLSpanElement>(null);
  const { ref } = useSharedAudio(slot, { key: src ?? '', title, section: 'duas', src });
  const { playing, failed, toggle } = useMedia(ref);

  useEffect(() => {
    const el = ref.current;
    if (takeAutoplay(index) && el && el.paused) toggle();
    if (!el) return;
    // Auto-advance replaces the page in history: the phone's Back leaves the duas, rather than
    // stepping through each one played. A skip asked for on the lock screen is a visit of its own.
    const go =
      (href: string | null, to: number, history: 'push' | 'replace' = 'push') =>
      () => {
        if (!href) return;
        $autoplayDua.set(to);
        void navigate(href, { history });
      };
    setSequence(el, {
      next: nextHref ? go(nextHref, index + 1) : undefined,
      previous: previousHref ? go(previousHref, index - 1) : undefined,
      away: queue,
    });
    if (!nextHref) return;
    const onEnded = go(nextHref, index + 1, 'replace');
    el.addEventListener('ended', onEnded);
    return () => el.removeEventListener('ended', onEnded);
  }, [ref, index, nextHref, previousHref, queue, toggle]);

  return (
    <div className="audio-player dua-player">
      {src ? <span ref={slot} className="audio-slot" /> : null}
      <PlayButton playing={playing} onToggle={toggle} labels={labels} subject={title} disabled={!src} />
      {!src ? <span className="media-note">{labels.mediaUnavailable}</span> : null}
      <FailureNote failed={failed} labels={labels} />
    </div>
  );
}
