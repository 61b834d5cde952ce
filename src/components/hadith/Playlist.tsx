import { Suspense, useEffect, useRef, useState } from 'react';
import PlaybackExtras from '../media/LazyPlaybackExtras.ts';
import FailureNote from '../media/FailureNote.tsx';
import type { StringsOf } from '../../i18n/index.ts';
import PlayButton from '../media/PlayButton.tsx';
import { resumeWhenReady } from '../media/playback.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { useAudioInfo, useSharedElement } from '../media/useSharedAudio.ts';
import { keptFor, setSequence } from '../../stores/media.ts';
import type { HadithTrack } from './hadithStore.ts';
import { initialPlaylist } from './playlist.ts';
import { usePlaylist } from './usePlaylist.ts';

/** The strings the player and its list use. */
export const PLAYLIST_KEYS = [
  'play',
  'pause',
  'mediaError',
  'mediaOffline',
  'playlist',
  'nowPlaying',
  'playbackSpeed',
  'resumeAt',
] as const;

interface Props {
  monthId: string;
  tracks: HadithTrack[];
  t: StringsOf<typeof PLAYLIST_KEYS>;
}

/** The hadith player: the current track with play/pause, then the list to choose from. */
export default function Playlist({ monthId, tracks, t }: Props) {
  const key = `hadith:${monthId}`;
  // Opened again while this month still plays: carry on from the track that plays.
  const [initial] = useState(() => {
    // Nothing is kept while pre-rendering (no DOM there).
    const el = typeof document === 'undefined' ? null : keptFor(key);
    const index = Number(el?.dataset.index);
    return el && Number.isInteger(index) && index >= 0 && index < tracks.length
      ? { index, playing: !el.paused }
      : initialPlaylist;
  });
  const slot = useRef<HTMLSpanElement>(null);
  const ref = useSharedElement(slot, key);
  const { state, failed, toggle, choose } = usePlaylist(ref, tracks.length, initial);
  const now = tracks[state.index];
  // Hydration shows what the HTML shows (the first track, paused); a track still playing from an
  // earlier visit shows from the next render.
  const hydrated = useHydrated();
  const view = hydrated ? state : initialPlaylist;
  const shown = tracks[view.index];
  useAudioInfo(ref, { key, section: 'hadith', title: now.name, src: now.fileSource, index: state.index });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const href = location.pathname;
    setSequence(el, {
      next: state.index + 1 < tracks.length ? () => choose(state.index + 1) : undefined,
      previous: state.index > 0 ? () => choose(state.index - 1) : undefined,
      away: tracks
        .slice(state.index + 1)
        .map((track, i) => ({ key, src: track.fileSource, title: track.name, href, index: state.index + 1 + i })),
    });
  }, [ref, key, tracks, state.index, choose]);

  return (
    <div className="playlist">
      <div className="playlist-now">
        <span ref={slot} className="audio-slot" />
        <PlayButton playing={view.playing} onToggle={toggle} labels={t} subject={shown.name} />
        <div className="playlist-now-text">
          <p className="playlist-now-name">{shown.name}</p>
          <p className="playlist-now-title">{shown.title}</p>
          <FailureNote failed={failed} labels={t} />
        </div>
      </div>
      {/* The speed row reads storage while rendering, so it is never pre-rendered: its place is
          held from the first paint, so that the playlist below does not move when it comes in. */}
      <div className="playback-slot">
        {hydrated ? (
          <Suspense fallback={null}>
            <PlaybackExtras
              audio={ref}
              resumeKey={key}
              index={state.index}
              labels={t}
              onResume={({ time, index = 0 }) => {
                if (ref.current) resumeWhenReady(ref.current, time);
                if (index !== state.index || !state.playing) choose(index);
              }}
            />
          </Suspense>
        ) : null}
      </div>
      <h2 className="playlist-heading">{t.playlist}</h2>
      <ol className="playlist-tracks">
        {tracks.map((track, i) => {
          const isCurrent = i === view.index;
          return (
            <li key={`${track.id}-${i}`}>
              <button
                type="button"
                className="playlist-track"
                aria-current={isCurrent ? 'true' : undefined}
                aria-pressed={isCurrent && view.playing}
                onClick={() => choose(i)}
              >
                <span className="playlist-track-name">{track.name}</span>
                <span className="playlist-track-title">{track.title}</span>
                {isCurrent && view.playing ? <span className="playlist-track-state">{t.nowPlaying}</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
