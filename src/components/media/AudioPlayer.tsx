import FailureNote from './FailureNote.tsx';
import PlayButton from './PlayButton.tsx';
import { player } from './player/service.ts';
import { here, useClaim, useNowPlaying } from './player/useTrack.ts';
import type { Section } from '../../stores/nowPlaying.ts';

export interface AudioLabels {
  play: string;
  pause: string;
  mediaUnavailable: string;
  mediaError: string;
  mediaOffline: string;
}

/** The strings of AudioLabels, for an island that picks the strings it passes (pickStrings). */
export const AUDIO_LABEL_KEYS = [
  'play',
  'pause',
  'mediaUnavailable',
  'mediaError',
  'mediaOffline',
] as const satisfies readonly (keyof AudioLabels)[];

interface Props {
  src: string | null;
  title: string;
  labels: AudioLabels;
  section: Section;
  size?: 'large' | 'small';
}

/** A play/pause control for one audio file (a view of the media service); with no file, disabled. */
export default function AudioPlayer({ src, title, labels, section, size }: Props) {
  const now = useNowPlaying(src);
  useClaim(src);
  const toggle = () => (now ? player.toggle() : src && player.play([{ key: src, src, title, section, href: here() }]));
  return (
    <div className="audio-player">
      <PlayButton
        playing={!!now?.playing}
        onToggle={toggle}
        labels={labels}
        subject={title}
        disabled={!src}
        size={size}
      />
      {!src ? <span className="media-note">{labels.mediaUnavailable}</span> : null}
      <FailureNote failed={now?.failed ?? null} labels={labels} />
    </div>
  );
}
