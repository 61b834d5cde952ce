import { useRef } from 'react';
import type { Strings } from '../../i18n/index.ts';
import PlayButton from '../media/PlayButton.tsx';
import type { HadithTrack } from './hadithStore.ts';
import { usePlaylist } from './usePlaylist.ts';

interface Props {
  tracks: HadithTrack[];
  t: Strings;
}

/** The hadith player: the current track with play/pause, then the list to choose from. */
export default function Playlist({ tracks, t }: Props) {
  const ref = useRef<HTMLAudioElement>(null);
  const { state, failed, toggle, choose } = usePlaylist(ref, tracks.length);
  const current = tracks[state.index];
  return (
    <div className="playlist">
      <div className="playlist-now">
        <audio ref={ref} src={current.fileSource} preload="none" data-title={current.name} />
        <PlayButton playing={state.playing} onToggle={toggle} labels={t} subject={current.name} />
        <div className="playlist-now-text">
          <p className="playlist-now-name">{current.name}</p>
          <p className="playlist-now-title">{current.title}</p>
          {failed ? (
            <p className="media-note" role="alert">
              {t.mediaError}
            </p>
          ) : null}
        </div>
      </div>
      <h2 className="playlist-heading">{t.playlist}</h2>
      <ol className="playlist-tracks">
        {tracks.map((track, i) => {
          const isCurrent = i === state.index;
          return (
            <li key={`${track.id}-${i}`}>
              <button
                type="button"
                className="playlist-track"
                aria-current={isCurrent ? 'true' : undefined}
                aria-pressed={isCurrent && state.playing}
                onClick={() => choose(i)}
              >
                <span className="playlist-track-name">{track.name}</span>
                <span className="playlist-track-title">{track.title}</span>
                {isCurrent && state.playing ? <span className="playlist-track-state">{t.nowPlaying}</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
