import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { setItem } from '../../lib/storage.ts';
import {
  TRACK_CHANGE_DELAY_MS,
  ended,
  external,
  initialPlaylist,
  select,
  toggle,
  type PlaylistState,
} from './playlist.ts';
import { listen } from '../media/listen.ts';
import { reloadIfFailed, type Failure } from '../media/playback.ts';
import { failureNow, useClearWhenOnline } from '../media/useMedia.ts';
import { joinPage } from '../media/useSharedAudio.ts';

/**
 * Drives one <audio> through a playlist with the rules of playlist.ts. The element follows
 * `state.playing`; its own events (end, pauses from elsewhere) feed back into the rules.
 */
export function usePlaylist(ref: RefObject<HTMLAudioElement | null>, length: number, initial = initialPlaylist) {
  const [state, setState] = useState<PlaylistState>(initial);
  const [failed, setFailed] = useState<Failure | null>(null);
  const clear = useCallback(() => setFailed(null), []);
  useClearWhenOnline(failed, clear);
  const shownIndex = useRef(state.index);
  // Between a track change and its delayed play(), pause events are the old track's, not the listener's.
  const switching = useRef(false);

  const play = useCallback((el: HTMLAudioElement) => {
    joinPage(el);
    reloadIfFailed(el);
    el.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setFailed(failureNow(el));
      setState((s) => external(s, false));
    });
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onEnded = () => setState((s) => ended(s, length));
    const onPause = () => {
      if (!el.ended && !switching.current) setState((s) => external(s, false));
    };
    const onPlay = () => setState((s) => external(s, true));
    const onError = () => {
      setFailed(failureNow(el));
      setState((s) => external(s, false));
    };
    return listen(el, { ended: onEnded, pause: onPause, play: onPlay, error: onError });
  }, [ref, length]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (shownIndex.current !== state.index) {
      shownIndex.current = state.index;
      setItem('currSongInd', state.index);
      setFailed(null);
      if (!state.playing) return;
      switching.current = true;
      const timer = setTimeout(() => {
        switching.current = false;
        play(el);
      }, TRACK_CHANGE_DELAY_MS);
      return () => {
        clearTimeout(timer);
        switching.current = false;
      };
    }
    if (state.playing && el.paused) {
      setFailed(null);
      play(el);
    } else if (!state.playing && !el.paused) {
      el.pause();
    }
  }, [ref, state, play]);

  return {
    state,
    failed,
    toggle: () => setState(toggle),
    choose: (index: number) => {
      if (index >= 0 && index < length) setItem('currSongInd', index);
      setState((s) => select(s, index, length));
    },
  };
}
