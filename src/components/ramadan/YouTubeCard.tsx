import { useEffect, useRef, useState } from 'react';
import type { Strings } from '../../i18n/index.ts';
import { soundTurn } from '../media/turn.ts';
import type { VideoItem } from './ramadanStore.ts';
import { useThumbnail } from './thumbnail.ts';
import { youtubeId } from './videoKind.ts';

const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

interface Props {
  item: VideoItem;
  name: string;
  t: Pick<Strings, 'play' | 'youtubeNote' | 'youtubeOffline' | 'youtubeOpen'>;
}

/**
 * A YouTube video as a thumbnail button: nothing from YouTube loads until the tap. Its sound is
 * cross-origin, out of the media service's reach: opened, it takes the turn (the app's media
 * pause), and it is told by message to pause when another sound takes it.
 */
export default function YouTubeCard({ item, name, t }: Props) {
  const id = youtubeId(item.link);
  const thumb = useThumbnail(item.link, item.thumbnail);
  const [broken, setBroken] = useState(false);
  const [open, setOpen] = useState(false);
  const [offline, setOffline] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!open) return;
    const turn = soundTurn('embed', () =>
      frame.current?.contentWindow?.postMessage(
        JSON.stringify({ event: 'command', func: 'pauseVideo', args: [] }),
        EMBED_ORIGIN,
      ),
    );
    turn.take();
    return () => turn.leave();
  }, [open]);

  return (
    <figure className="video-card">
      {open && id ? (
        <div className="video-frame">
          <iframe
            ref={frame}
            src={`${EMBED_ORIGIN}/embed/${id}?autoplay=1&playsinline=1&enablejsapi=1`}
            title={name}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      ) : (
        <button
          type="button"
          className="video-frame youtube-thumb"
          aria-label={`${t.play} – ${name}`}
          onClick={() => {
            // Offline, the embed would be the browser's error page: say so, and let a later tap try again.
            setOffline(!navigator.onLine);
            if (!navigator.onLine) return;
            setOpen(true);
          }}
        >
          {thumb && !broken ? (
            <img src={thumb} alt="" width={426} height={240} loading="lazy" onError={() => setBroken(true)} />
          ) : null}
          <span className="youtube-play" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </span>
        </button>
      )}
      <figcaption className="video-caption">
        <span className="video-name">{name}</span>
        <span className="media-note">{t.youtubeNote}</span>
      </figcaption>
      {offline ? (
        <p className="media-note" role="status">
          {t.youtubeOffline}
        </p>
      ) : null}
      {open ? (
        // The embed can fail where YouTube's own page or app works (a blocked frame, an old phone).
        <a className="text-button youtube-open" href={item.link} target="_blank" rel="noopener noreferrer">
          {t.youtubeOpen}
        </a>
      ) : null}
    </figure>
  );
}
