import { useLayoutEffect, useRef, type RefObject } from 'react';
import { nextTask } from '../../lib/nextTask.ts';
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
    const target = slot.current;
    if (!target) return;
    const kept = keptFor(key);
    const el = kept ?? document.createElement('audio');
    if (!el.hasAttribute('src')) el.preload = 'none';
    ref.current = el;
    if (kept) reclaim(el, target);
    else joinSoon(el, target);
    return () => {
      joining.delete(el);
      // Kept elements belong to the host now; any other one goes with its page.
      if (!isKept(el)) {
        el.pause();
        el.remove();
      }
    };
  }, [slot, key]);
  return ref;
}

/** New elements not yet in their page, and how each joins it. */
const joining = new WeakMap<HTMLMediaElement, () => void>();

/**
 * Inserting a media element into the page costs about half a millisecond here, far more on a
 * cheap phone: a page of players would make hydration one long task. New elements join their
 * slot each in a task of its own, or at once when asked to play (joinPage).
 */
function joinSoon(el: HTMLAudioElement, slot: HTMLElement): void {
  joining.set(el, () => {
    joining.delete(el);
    reclaim(el, slot);
  });
  void nextTask().then(() => joinPage(el));
}

/** Before play(): the media coordinator hears only elements that are in the page. */
export function joinPage(el: HTMLMediaElement): void {
  joining.get(el)?.();
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
