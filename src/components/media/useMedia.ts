import { useCallback, useEffect, useState, type RefObject } from 'react';
import { listen } from './listen.ts';
import { joinPage } from './useSharedAudio.ts';

export interface MediaState {
  playing: boolean;
  failed: boolean;
  toggle: () => void;
}

/** Playing/paused/failed state of a media element, and a toggle that reports play() errors. */
export function useMedia(ref: RefObject<HTMLMediaElement | null>): MediaState {
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const sync = () => setPlaying(!el.paused && !el.ended);
    const fail = () => {
      setFailed(true);
      setPlaying(false);
    };
    sync();
    return listen(el, { play: sync, pause: sync, ended: sync, emptied: sync, error: fail });
  }, [ref]);

  const toggle = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    if (!el.paused) return el.pause();
    setFailed(false);
    joinPage(el);
    el.play().catch((error: unknown) => {
      // AbortError only means a newer load() or pause() interrupted this play().
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
    });
  }, [ref]);

  return { playing, failed, toggle };
}
