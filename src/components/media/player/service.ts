import { $nowPlaying } from '../../../stores/nowPlaying.ts';
import { listen } from '../listen.ts';
import { applySpeed, failureOf, reloadIfFailed, resumeWhenReady, seekWhenReady, storedSpeed } from '../playback.ts';
import { soundTurn } from '../turn.ts';
import { Player } from './Player.ts';

/** A chunk that could not load (offline, no service worker yet): logged, never an uncaught error. */
const noChunk = (error: unknown) => console.warn('[media] a chunk did not load', error);

// Loaded on first play only: the lock screen is nothing any page needs at startup. Offline
// without the service worker the chunk may not load: the sound plays on without it.
const lockScreen = () => import('./lockScreen.ts');

/**
 * The app's one media service, for the whole visit: the first player of a visit loads it, and
 * the client router keeps it (and its element, in the layout's persisted #player-host) across
 * page swaps. Players and the now-playing bar are views of $nowPlaying calling what this exports.
 */
export const player = new Player(
  $nowPlaying,
  () => {
    const el = document.createElement('audio');
    el.preload = 'none';
    return el;
  },
  {
    failure: (el) => failureOf(navigator.onLine, el.error),
    prepare: reloadIfFailed,
    seek: (el, time, resume) => (resume ? resumeWhenReady : seekWhenReady)(el, time),
    rate: applySpeed,
    speed: storedSpeed,
    // The build links a file root-relative, the API absolutely: setting the same file again would
    // reload it and abort a play() under way.
    sameFile: (el, src) => el.src === new URL(src, location.href).href,
    ended: (src) => void import('../../offline/keepPlayedFile.ts').then((m) => m.keepPlayedFile(src), noChunk),
    show: (shown) => void lockScreen().then((m) => (shown ? m.showOnLockScreen(shown) : m.clearLockScreen()), noChunk),
    mount: (el, on) => {
      const host = document.getElementById('player-host');
      if (!on) el.remove();
      else if (el.parentElement !== host) host?.append(el);
    },
  },
);

/** Where the one element is, how long its file lasts (NaN until known), and whether it is paused. */
export function position(): { time: number; duration: number; paused: boolean } {
  const el = player.element;
  return { time: el.currentTime, duration: el.duration, paused: el.paused };
}

/** Seeks the one element (from the seek bar), once it can. */
export function seek(time: number): void {
  seekWhenReady(player.element, time);
}

/** The chosen speed, for the track playing now if it is a long recitation. */
export function setRate(rate: number): void {
  player.setRate(rate);
}

/** Events of the one element, for views that show time (seek bar, resume); returns the remover. */
export function onMedia(handlers: Parameters<typeof listen>[1]): () => void {
  return listen(player.element, handlers);
}

/**
 * One sound at a time (turn.ts): the audio takes the turn when it is asked to play, and pauses
 * when a video, an embed or the chime takes it. The online event clears "offline"; the screen
 * stays on while the audio plays (from the tap, while it connects, between tracks).
 */
function installHandOver(): void {
  if (typeof window === 'undefined') return;
  const turn = soundTurn('audio', (to) => player.gaveWayTo(to));
  $nowPlaying.listen((now) => {
    const on = !!now?.playing;
    if (on) turn.take();
    void import('../../../lib/screenAwake.ts').then((m) => m.keepAwake('audio', on), noChunk);
  });
  document.addEventListener('astro:before-swap', () => player.leavePage());
  window.addEventListener('online', () => player.online());
}

installHandOver();

export type { PlayOptions } from './Player.ts';
