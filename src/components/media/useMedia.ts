import { useCallback, useEffect, useState, type RefObject } from 'react';
import { listen } from './listen.ts';
import { failureOf, reloadIfFailed, type Failure } from './playback.ts';
import { joinPage } from './useSharedAudio.ts';

export interface MediaState {
  playing: boolean;
  /** Why the last play did not happen, until the next try (or the connection comes back). */
  failed: Failure | null;
  toggle: () => void;
}

/** Why `el` did not play, now. */
export function failureNow(el: HTMLMediaElement): Failure {
  return failureOf(navigator.onLine, el.error);
}

/** Forgets an offline failure once the browser is back online: the next tap can play. */
export function useClearWhenOnline(failed: Failure | null, clear: () => void): void {
  useEffect(() => {
    if (failed !== 'offline') return;
    window.addEventListener('online', clear);
    return () => window.removeEventListener('online', clear);
  }, [failed, clear]);
}

/** Playing/paused/failed state of a media element, and a toggle that reports play() errors. */
export function useMedia(ref: RefObject<HTMLMediaElement | null>): MediaState {
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState<Failure | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const sync = () => setPlaying(!el.paused && !el.ended);
    const fail = () => {
      setFailed(failureNow(el));
      setPlaying(false);
    };
    sync();
    return listen(el, { play: sync, pause: sync, ended: sync, emptied: sync, error: fail });
  }, [ref]);

  const clear = useCallback(() => setFailed(null), []);
  useClearWhenOnline(failed, clear);

  const toggle = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    if (!el.paused) return el.pause();
    setFailed(null);
    joinPage(el);
    reloadIfFailed(el);
    el.play().catch((error: unknown) => {
      // AbortError only means a newer load() or pause() interrupted this play(); NotAllowedError, a
      // play the browser wants a tap for (one started by the page itself): the button is there.
      const name = error instanceof DOMException ? error.name : '';
      if (name !== 'AbortError' && name !== 'NotAllowedError') setFailed(failureNow(el));
    });
  }, [ref]);

  return { playing, failed, toggle };
}
