import { useEffect, type RefObject } from 'react';
import { $nowPlaying } from '../../stores/nowPlaying.ts';
import { $video } from '../../stores/video.ts';
import { listen } from './listen.ts';
import type { Shown } from './player/track.ts';

/** A chunk that could not load (offline, no service worker yet): logged, never an uncaught error. */
const noChunk = (error: unknown) => console.warn('[media] a chunk did not load', error);
const lockScreen = () => import('./player/lockScreen.ts');
/** The screen stays on while the video plays (screenAwake.ts). */
const awake = (on: boolean) => void import('../../lib/screenAwake.ts').then((m) => m.keepAwake('video', on), noChunk);

/**
 * A page's video takes its turn with the media service through the stores, so a page of videos
 * never loads the audio service: it says it plays ($video: the service pauses the audio, another
 * video pauses), pauses when the audio starts, shows itself on the lock screen, and leaves it
 * when its page goes.
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
    const unlisten = listen(el, {
      play: () => {
        $video.get()?.pause();
        $video.set(el);
        awake(true);
        void lockScreen().then((m) => m.showOnLockScreen(shown), noChunk);
      },
      // Not when another video took its turn: that one holds the screen now.
      pause: () => {
        if ($video.get() === el) awake(false);
      },
      // Played to its end: kept for offline watching, as audio files are.
      ended: () => {
        if ($video.get() === el) awake(false);
        void import('../offline/keepPlayedFile.ts').then((m) => m.keepPlayedFile(el.currentSrc), noChunk);
      },
    });
    const unsubscribe = $nowPlaying.listen((now) => now?.playing && el.pause());
    return () => {
      unlisten();
      unsubscribe();
      // Its page is swapped: it must not keep sounding, nor stay on the lock screen.
      if ($video.get() !== el) return;
      $video.set(null);
      awake(false);
      stop();
    };
  }, [ref]);
}
