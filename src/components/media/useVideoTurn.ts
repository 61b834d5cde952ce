import { useEffect, type RefObject } from 'react';
import { listen } from './listen.ts';
import type { Shown } from './player/track.ts';
import { soundTurn } from './turn.ts';

/** A chunk that could not load (offline, no service worker yet): logged, never an uncaught error. */
const noChunk = (error: unknown) => console.warn('[media] a chunk did not load', error);
const lockScreen = () => import('./player/lockScreen.ts');
/** The screen stays on while the video plays (screenAwake.ts). */
const awake = (on: boolean) => void import('../../lib/screenAwake.ts').then((m) => m.keepAwake('video', on), noChunk);

/**
 * A page's video takes its turn with the app's other sounds (turn.ts), so a page of videos never
 * loads the audio service: playing, it takes the turn (the audio, another video, an embed pause);
 * it pauses when another sound takes it, shows itself on the lock screen, and leaves it when its
 * page goes.
 */
export function useVideoTurn(ref: RefObject<HTMLVideoElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const clear = () => void lockScreen().then((m) => m.clearLockScreen(), noChunk);
    const stop = () => {
      el.pause();
      clear();
    };
    const shown: Shown = {
      el,
      title: el.dataset.title || document.title,
      section: 'ramadan',
      live: false,
      next: null,
      previous: null,
      stop,
    };
    // The screen is the next video's to keep on, if a video took the turn.
    const turn = soundTurn('video', (to) => {
      el.pause();
      if (to !== 'video') awake(false);
    });
    const unlisten = listen(el, {
      play: () => {
        turn.take();
        awake(true);
        void lockScreen().then((m) => m.showOnLockScreen(shown), noChunk);
      },
      // Paused by its own controls (giving way is seen to above).
      pause: () => {
        if (turn.holds()) awake(false);
      },
      // Played to its end: kept for offline watching, as audio files are.
      ended: () => {
        if (turn.holds()) awake(false);
        void import('../offline/keepPlayedFile.ts').then((m) => m.keepPlayedFile(el.currentSrc), noChunk);
      },
    });
    return () => {
      unlisten();
      const held = turn.holds();
      turn.leave();
      // Its page is swapped: it must not keep sounding, nor stay on the lock screen.
      if (!held) return;
      awake(false);
      stop();
    };
  }, [ref]);
}
