import { useRef, useState } from 'react';
import type { StringsOf } from '../../i18n/index.ts';
import PlayButton from '../media/PlayButton.tsx';
import { useStream } from '../media/useStream.ts';
import type { VideoItem } from './ramadanStore.ts';
import { useThumbnail } from './thumbnail.ts';
import { videoKind } from './videoKind.ts';
import YouTubeCard from './YouTubeCard.tsx';

/** The strings a video card uses. */
export const VIDEO_CARD_KEYS = ['play', 'pause', 'mediaError', 'youtubeNote', 'youtubeOffline', 'youtubeOpen'] as const;
export type VideoLabels = StringsOf<typeof VIDEO_CARD_KEYS>;

interface Props {
  item: VideoItem;
  /** Shown when the API gives the video no name. */
  fallbackName: string;
  t: VideoLabels;
}

/** One Ramadan video: a file or HLS stream in <video> (source attached on first play), or YouTube on tap. */
export default function VideoCard({ item, fallbackName, t }: Props) {
  const name = item.name || fallbackName;
  if (videoKind(item.link) === 'youtube') return <YouTubeCard item={item} name={name} t={t} />;
  return <NativeVideo item={item} name={name} t={t} />;
}

function NativeVideo({ item, name, t }: { item: VideoItem; name: string; t: VideoLabels }) {
  const ref = useRef<HTMLVideoElement>(null);
  const poster = useThumbnail(item.link, item.thumbnail);
  const { status, toggle } = useStream(ref, item.link);
  const [started, setStarted] = useState(false);
  const playing = status === 'playing' || status === 'connecting';
  return (
    <figure className="video-card">
      <div className="video-frame">
        {/* Native controls (seek, full screen) appear once the video has been started. */}
        <video
          ref={ref}
          poster={poster ?? undefined}
          preload="none"
          playsInline
          controls={started}
          data-title={name}
          onPlay={() => setStarted(true)}
          width={426}
          height={240}
        />
      </div>
      <figcaption className="video-caption">
        <PlayButton playing={playing} onToggle={toggle} labels={t} subject={name} size="small" />
        <span className="video-name">{name}</span>
      </figcaption>
      {status === 'failed' ? (
        <p className="media-note" role="alert">
          {t.mediaError}
        </p>
      ) : null}
    </figure>
  );
}
