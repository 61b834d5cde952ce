import { useLayoutEffect, useRef, type RefObject } from 'react';
import { keptFor, reclaim, isKept, type Section } from '../../stores/media.ts';

export interface SharedAudio {
  /** Identifies what the player plays, so a page opened again finds its audio still playing. */
  key: string;
  title: string;
  section: Section;
  /** The file; null leaves the source to the caller (streams attach their own). */
  src: string | null;
  /** The track of a playlist. */
  index?: number;
}

/**
 * The player's <audio>, created here rather than rendered so that it can outlive its page: on a
 * page swap the media store moves it to the layout's persisted host, and when a page for the same
 * key mounts again it takes that element back (same sound, same position) instead of a new one.
 * Nothing is created while the slot is not rendered (no file to play).
 */
export function useSharedElement(slot: RefObject<HTMLElement | null>, key: string): RefObject<HTMLAudioElement | null> {
  const ref = useRef<HTMLAudioElement | null>(null);
  useLayoutEffect(() => {
    if (!slot.current) return;
    const el = keptFor(key) ?? document.createElement('audio');
    if (!el.hasAttribute('src')) el.preload = 'none';
    reclaim(el, slot.current);
    ref.current = el;
    return () => {
      // Kept elements belong to the host now; any other one goes with its page.
      if (!isKept(el)) {
        el.pause();
        el.remove();
      }
    };
  }, [slot, key]);
  return ref;
}

/** Tells the element what it plays: its file, and what the bar and the lock screen show. */
export function useAudioInfo(ref: RefObject<HTMLAudioElement | null>, audio: SharedAudio): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    Object.assign(el.dataset, {
      key: audio.key,
      title: audio.title,
      section: audio.section,
      href: location.pathname + location.search,
      index: String(audio.index ?? ''),
    });
    // The build links a file root-relative, the API absolutely: setting the same file again would
    // reload it and abort a play() under way.
    if (audio.src && el.src !== new URL(audio.src, location.href).href) el.src = audio.src;
  }, [ref, audio.key, audio.title, audio.section, audio.src, audio.index]);
}

export function useSharedAudio(slot: RefObject<HTMLElement | null>, audio: SharedAudio) {
  const ref = useSharedElement(slot, audio.key);
  useAudioInfo(ref, audio);
  return { ref };
}
