import { useState } from 'react';
import type { StringsOf } from '../../i18n/index.ts';
import { isSafeUrl } from '../../lib/safeUrl.ts';
import PlayButton from '../media/PlayButton.tsx';
import { player } from '../media/player/service.ts';
import { here, useClaim, useNowPlaying } from '../media/player/useTrack.ts';
import { attachSource } from '../media/streamSource.ts';
import '../media/media.css';

/** The strings the island uses: only these ride in its props (pickStrings). */
export const LIVE_KEYS = ['liveFromMecca', 'liveConnecting', 'liveFailed', 'retry', 'play', 'pause'] as const;

interface Props {
  src: string;
  t: StringsOf<typeof LIVE_KEYS>;
}

/**
 * The live radio from Mecca, a view of the media service: one play/pause button, a connecting
 * note, a retry on failure. It gives the service the stream's attach (hls.js, imported on first
 * play), so no other page's code refers to hls.js.
 */
export default function LivePlayer({ src, t }: Props) {
  const now = useNowPlaying('live');
  useClaim('live');
  // The live stream URL is a setting: not trusted blindly.
  const [unsafe, setUnsafe] = useState(false);
  const start = () => {
    if (!isSafeUrl(src, 'video', 'stream')) return setUnsafe(true);
    const attach = (el: HTMLMediaElement, onFatal: () => void) => attachSource(el, src, onFatal);
    player.play([{ key: 'live', src, title: t.liveFromMecca, section: 'live', href: here(), attach }]);
  };
  const failed = unsafe || !!now?.failed;
  return (
    <div className="live-player">
      <PlayButton
        playing={!!now?.playing}
        onToggle={() => (now?.playing ? player.pause() : start())}
        labels={t}
        subject={t.liveFromMecca}
      />
      <p className="live-label">
        <span className="live-dot" aria-hidden="true" />
        {t.liveFromMecca}
      </p>
      <p className="media-note" aria-live="polite">
        {now?.playing && now.loading ? t.liveConnecting : ''}
      </p>
      {failed ? (
        <div className="live-failed" role="alert">
          <p>{t.liveFailed}</p>
          <button type="button" className="text-button" onClick={start}>
            {t.retry}
          </button>
        </div>
      ) : null}
    </div>
  );
}
