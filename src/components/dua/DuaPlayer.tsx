import { useEffect, useRef } from 'react';
import { navigate } from 'astro:transitions/client';
import PlayButton from '../media/PlayButton.tsx';
import { useMedia } from '../media/useMedia.ts';
import type { AudioLabels } from '../media/AudioPlayer.tsx';
import { $autoplayDua, takeAutoplay } from './dua.ts';

interface Props {
  index: number;
  src: string | null;
  title: string;
  /** The next dua's page, or null on the last one. */
  nextHref: string | null;
  labels: AudioLabels;
}

/**
 * A dua's recitation. When it ends (so it was playing) the next dua's page is shown and keeps
 * playing: this page hands the next index over, and that page's player starts on mount.
 */
export default function DuaPlayer({ index, src, title, nextHref, labels }: Props) {
  const ref = useRef<HTMLAudioElement>(null);
  const { playing, failed, toggle } = useMedia(ref);

  useEffect(() => {
    const el = ref.current;
    if (takeAutoplay(index) && el) toggle();
    if (!el || !nextHref) return;
    const onEnded = () => {
      $autoplayDua.set(index + 1);
      void navigate(nextHref);
    };
    el.addEventListener('ended', onEnded);
    return () => el.removeEventListener('ended', onEnded);
  }, [index, nextHref, toggle]);

  return (
    <div className="audio-player dua-player">
      {src ? <audio ref={ref} src={src} preload="none" data-title={title} /> : null}
      <PlayButton playing={playing} onToggle={toggle} labels={labels} subject={title} disabled={!src} />
      {!src ? <span className="media-note">{labels.mediaUnavailable}</span> : null}
      {failed ? (
        <span className="media-note" role="alert">
          {labels.mediaError}
        </span>
      ) : null}
    </div>
  );
}
