import { useRef } from 'react';
import type { StringsOf } from '../../i18n/index.ts';
import PlayButton from '../media/PlayButton.tsx';
import { useStream } from '../media/useStream.ts';
import { useAudioInfo, useSharedElement } from '../media/useSharedAudio.ts';
import '../media/media.css';

/** The strings the island uses: only these ride in its props (pickStrings). */
export const LIVE_KEYS = ['liveFromMecca', 'liveConnecting', 'liveFailed', 'retry', 'play', 'pause'] as const;

interface Props {
  src: string;
  t: StringsOf<typeof LIVE_KEYS>;
}

/** The live radio from Mecca: one play/pause button, a connecting note, a retry on failure. */
export default function LivePlayer({ src, t }: Props) {
  const slot = useRef<HTMLSpanElement>(null);
  const ref = useSharedElement(slot, 'live');
  useAudioInfo(ref, { key: 'live', title: t.liveFromMecca, section: 'live', src: null });
  const { status, toggle, retry } = useStream(ref, src);
  const playing = status === 'playing' || status === 'connecting';
  return (
    <div className="live-player">
      <span ref={slot} className="audio-slot" />
      <PlayButton playing={playing} onToggle={toggle} labels={t} subject={t.liveFromMecca} />
      <p className="live-label">
        <span className="live-dot" aria-hidden="true" />
        {t.liveFromMecca}
      </p>
      <p className="media-note" aria-live="polite">
        {status === 'connecting' ? t.liveConnecting : ''}
      </p>
      {status === 'failed' ? (
        <div className="live-failed" role="alert">
          <p>{t.liveFailed}</p>
          <button type="button" className="text-button" onClick={() => void retry()}>
            {t.retry}
          </button>
        </div>
      ) : null}
    </div>
  );
}
