import { atom } from 'nanostores';
import { Coordinator } from '../lib/coordinator.ts';

export interface NowPlaying {
  title: string;
  src: string;
  paused: boolean;
}

/** What the app is playing, for any UI that shows it. */
export const $nowPlaying = atom<NowPlaying | null>(null);

const coordinator = new Coordinator<HTMLMediaElement>();
let installed = false;

/** Decorative media (muted background loops, marked data-ambient) never take part. */
function isAmbient(el: HTMLMediaElement): boolean {
  return el.hasAttribute('data-ambient');
}

function titleOf(el: HTMLMediaElement): string {
  return el.dataset.title || el.title || document.title;
}

/**
 * The one media coordinator. A capturing listener sees every <audio>/<video> that starts
 * (native, hls.js, any page), pauses the one before, and tells the lock screen.
 */
export function installMediaCoordinator(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener(
    'play',
    (event) => {
      const el = event.target as HTMLMediaElement;
      if (isAmbient(el)) return;
      coordinator.started(el);
      $nowPlaying.set({ title: titleOf(el), src: el.currentSrc, paused: false });
      updateMediaSession(el);
    },
    true,
  );
  document.addEventListener(
    'pause',
    (event) => {
      const el = event.target as HTMLMediaElement;
      if (coordinator.current !== el) return;
      $nowPlaying.set({ title: titleOf(el), src: el.currentSrc, paused: true });
      if ('mediaSession' in navigator) navigator.mediaSession.playbackState = 'paused';
    },
    true,
  );
  // A page swap removes its media elements; one that was playing must not keep sounding.
  document.addEventListener('astro:before-swap', () => {
    const el = coordinator.current;
    if (el && !el.closest('[data-astro-transition-persist]')) {
      el.pause();
      coordinator.stopped(el);
    }
  });
}

export function pauseAllMedia(): void {
  coordinator.pauseAll();
}

function updateMediaSession(el: HTMLMediaElement): void {
  if (!('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  session.metadata = new MediaMetadata({
    title: titleOf(el),
    artist: document.documentElement.dataset.appName ?? 'Nour',
  });
  session.playbackState = 'playing';
  session.setActionHandler('play', () => void el.play());
  session.setActionHandler('pause', () => el.pause());
}
