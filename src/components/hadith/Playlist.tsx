import { Suspense, useEffect } from 'react';
import FailureNote from '../media/FailureNote.tsx';
import type { StringsOf } from '../../i18n/index.ts';
import PlayButton from '../media/PlayButton.tsx';
import { player, type PlayOptions } from '../media/player/service.ts';
import { here, useClaim, useNowPlaying } from '../media/player/useTrack.ts';
import { setItem } from '../../lib/storage.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { lazyOrNothing } from '../../lib/lazyOrNothing.ts';
import type { HadithTrack } from './hadithStore.ts';

// After hydration, in room the first paint keeps: the page's startup script has a budget.
const TrackControls = lazyOrNothing(() => import('../media/TrackControlsLater.ts'), 'track controls');

/** The wait between a track change and play(), as the spec asks. */
const TRACK_CHANGE_DELAY_MS = 100;

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
  'seekLabel',
  'timeOf',
  'previousTrack',
  'nextTrack',
] as const;

interface Props {
  monthId: string;
  locale: string;
  tracks: HadithTrack[];
  t: StringsOf<typeof PLAYLIST_KEYS>;
}

/**
 * The hadith player, a view of the media service: the current track with play/pause, then the
 * list to choose from. The service goes through the month (and on, once the page is left).
 */
export default function Playlist({ monthId, locale, tracks, t }: Props) {
  const key = `hadith:${monthId}`;
  const now = useNowPlaying(key);
  useClaim(key);
  // Opened again while this month still plays: its track shows (from the render after hydration).
  const index = now?.index ?? 0;
  const view = { index, playing: !!now?.playing };
  const shown = tracks[index] ?? tracks[0];
  const hydrated = useHydrated();

  const play = (at: number, options: PlayOptions = {}) => {
    const href = here();
    const queue = tracks.map((track, i) => ({
      key,
      src: track.fileSource,
      title: track.name,
      section: 'hadith' as const,
      href,
      index: i,
      speed: true,
    }));
    player.play(queue, at, { gap: TRACK_CHANGE_DELAY_MS, ...options });
  };
  // Choosing the current track toggles it (so choosing the playing one pauses it); another one starts.
  const choose = (i: number) => (now && i === index ? player.toggle() : play(i));
  const toggle = () => (now ? player.toggle() : play(index));

  // The track played last, for the spec's stored index.
  useEffect(() => {
    if (now) setItem('currSongInd', index);
  }, [now, index]);

  return (
    <div className="playlist">
      <div className="playlist-now">
        <PlayButton playing={view.playing} onToggle={toggle} labels={t} subject={shown.name} />
        <div className="playlist-now-text">
          <p className="playlist-now-name">{shown.name}</p>
          <p className="playlist-now-title">{shown.title}</p>
          <FailureNote failed={now?.failed ?? null} labels={t} />
        </div>
      </div>
      {/* Their place is held from the first paint, so the playlist below does not move when they come. */}
      <div className="playlist-controls">
        {hydrated ? (
          <Suspense fallback={null}>
            <TrackControls
              trackKey={key}
              locale={locale}
              labels={{ ...t, previous: t.previousTrack, next: t.nextTrack }}
              previous={index > 0 ? { go: () => play(index - 1) } : null}
              next={index < tracks.length - 1 ? { go: () => play(index + 1) } : null}
              onResume={(at) => play(at.index ?? 0, { at: at.time })}
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
