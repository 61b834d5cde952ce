import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { attachSource, type AttachedSource } from './streamSource.ts';
import { listen } from './listen.ts';
import { isSafeUrl } from '../../lib/safeUrl.ts';
import { useVideoTurn } from './useVideoTurn.ts';

/** Each element's attached stream. */
const sources = new WeakMap<HTMLMediaElement, Promise<AttachedSource>>();

export type StreamStatus = 'idle' | 'connecting' | 'playing' | 'paused' | 'failed';

/**
 * A video whose source (file, or HLS through hls.js) is attached on first play, so nothing is
 * fetched or imported before the viewer asks. A failed stream is torn down, and retry() starts
 * from scratch. Used by the Ramadan videos, which take their turn with the audio (useVideoTurn).
 */
export function useStream(ref: RefObject<HTMLVideoElement | null>, url: string) {
  const [status, setStatus] = useState<StreamStatus>('idle');
  // What the listener asked for last: a slow attach must not start a stream they already stopped.
  const wanted = useRef(false);
  useVideoTurn(ref);

  const detach = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    void sources.get(el)?.then((s) => s.destroy());
    sources.delete(el);
  }, [ref]);

  const fail = useCallback(() => {
    wanted.current = false;
    detach();
    ref.current?.pause();
    setStatus('failed');
  }, [ref, detach]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onPlaying = () => setStatus('playing');
    const onWaiting = () => setStatus((s) => (s === 'failed' ? s : 'connecting'));
    // Also paused from elsewhere (another player started, the lock screen): remember it.
    const onPause = () => {
      wanted.current = false;
      setStatus((s) => (s === 'failed' ? s : 'paused'));
    };
    const onError = () => fail();
    const unlisten = listen(el, { playing: onPlaying, waiting: onWaiting, pause: onPause, error: onError });
    return () => {
      unlisten();
      detach();
    };
  }, [ref, fail, detach]);

  const start = useCallback(async () => {
    const el = ref.current;
    if (!el) return;
    // The live stream URL is a setting and video links come from the API: neither is trusted blindly.
    if (!isSafeUrl(url, 'video', 'stream')) return fail();
    wanted.current = true;
    setStatus('connecting');
    if (!sources.has(el)) sources.set(el, attachSource(el, url, fail));
    await sources.get(el);
    if (!wanted.current) return;
    el.play().catch((error: unknown) => {
      // AbortError: a pause() or a new source interrupted this play(), not a broken stream.
      if (!(error instanceof DOMException && error.name === 'AbortError')) fail();
    });
  }, [ref, url, fail]);

  const toggle = useCallback(() => {
    const el = ref.current;
    if (!wanted.current) return void start();
    wanted.current = false;
    el?.pause();
    setStatus('paused');
  }, [ref, start]);

  return { status, toggle, retry: start };
}
