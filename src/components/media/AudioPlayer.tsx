import { Suspense, useRef } from 'react';
import PlaybackExtras from './LazyPlaybackExtras.ts';
import FailureNote from './FailureNote.tsx';
import PlayButton from './PlayButton.tsx';
import { resumeWhenReady } from './playback.ts';
import { useMedia } from './useMedia.ts';
import { useSharedAudio } from './useSharedAudio.ts';
import type { Section } from '../../stores/media.ts';

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
  /** Long recitations: a speed choice and "Resume at …" (labels then include their strings). */
  extras?: { playbackSpeed: string; resumeAt: string };
}

/** A play/pause control for one audio file; with no file it shows a disabled control. */
export default function AudioPlayer({ src, title, labels, section, size, extras }: Props) {
  const slot = useRef<HTMLSpanElement>(null);
  const key = src ?? '';
  const { ref } = useSharedAudio(slot, { key, title, section, src });
  const { playing, failed, toggle } = useMedia(ref);
  return (
    <div className="audio-player">
      {src ? <span ref={slot} className="audio-slot" /> : null}
      <PlayButton playing={playing} onToggle={toggle} labels={labels} subject={title} disabled={!src} size={size} />
      {src && extras ? (
        <Suspense fallback={null}>
          <PlaybackExtras
            audio={ref}
            resumeKey={key}
            labels={extras}
            onResume={({ time }) => {
              if (ref.current) resumeWhenReady(ref.current, time);
              if (ref.current?.paused) toggle();
            }}
          />
        </Suspense>
      ) : null}
      {!src ? <span className="media-note">{labels.mediaUnavailable}</span> : null}
      <FailureNote failed={failed} labels={labels} />
    </div>
  );
}
