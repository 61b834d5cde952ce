import { useRef } from 'react';
import PlayButton from './PlayButton.tsx';
import { useMedia } from './useMedia.ts';

export interface AudioLabels {
  play: string;
  pause: string;
  mediaUnavailable: string;
  mediaError: string;
}

interface Props {
  src: string | null;
  title: string;
  labels: AudioLabels;
  size?: 'large' | 'small';
}

/** A play/pause control for one audio file; with no file it shows a disabled control. */
export default function AudioPlayer({ src, title, labels, size }: Props) {
  const ref = useRef<HTMLAudioElement>(null);
  const { playing, failed, toggle } = useMedia(ref);
  return (
    <div className="audio-player">
      {src ? <audio ref={ref} src={src} preload="none" data-title={title} /> : null}
      <PlayButton playing={playing} onToggle={toggle} labels={labels} subject={title} disabled={!src} size={size} />
      {!src ? <span className="media-note">{labels.mediaUnavailable}</span> : null}
      {failed ? (
        <span className="media-note" role="alert">
          {labels.mediaError}
        </span>
      ) : null}
    </div>
  );
}
