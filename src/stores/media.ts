import { isAmbient } from '../lib/ambient.ts';
import { Coordinator } from '../lib/coordinator.ts';
import { $nowPlaying } from './nowPlaying.ts';

/** The app section a player belongs to: the lock screen shows it as the album, with its tile art. */
export type Section = 'quran' | 'duas' | 'hadith' | 'hajj' | 'ramadan' | 'live';

/** One step of a sequence that plays on while its page is gone. */
export interface Track {
  src: string;
  title: string;
  href: string;
  key: string;
  index?: number;
}

/** Previous/next of a player that has a sequence (duas, hadith playlist, rows of a list). */
export interface Sequence {
  next?: () => void;
  previous?: () => void;
  /** What plays after the current track once its page is left; empty stops there. */
  away?: Track[];
}

const coordinator = new Coordinator<HTMLMediaElement>();
const sequences = new WeakMap<HTMLMediaElement, Sequence>();
const disposers = new WeakMap<HTMLMediaElement, () => void>();

/** A chunk that could not load (offline, no service worker yet): logged, never an uncaught error. */
const noChunk = (error: unknown) => console.warn('[media] a chunk did not load', error);

/** The layout's persisted element that keeps audio alive across page swaps. */
function host(): HTMLElement | null {
  return document.getElementById('player-host');
}

export function currentMedia(): HTMLMediaElement | null {
  return coordinator.current;
}

/** The element has outlived its page and sits in the persisted host. */
export function isKept(el: HTMLMediaElement | null): boolean {
  return !!el && !!host()?.contains(el);
}

/** Audio a player hands on to other pages: started, not finished, and a player gave it a key. */
function keepable(el: HTMLMediaElement): boolean {
  return el instanceof HTMLAudioElement && !!el.dataset.key && !el.ended && (!el.paused || el.currentTime > 0);
}

/** The kept element for `key`, if any, so that a page opened again drives the same audio. */
export function keptFor(key: string): HTMLAudioElement | null {
  const el = coordinator.current;
  return el instanceof HTMLAudioElement && isKept(el) && el.dataset.key === key ? el : null;
}

export function setSequence(el: HTMLMediaElement, sequence: Sequence | null): void {
  if (sequence) sequences.set(el, sequence);
  else sequences.delete(el);
}

export function sequenceOf(el: HTMLMediaElement): Sequence | undefined {
  return sequences.get(el);
}

/** How to release what an element holds (an hls.js instance) when the player is closed. */
export function setDisposer(el: HTMLMediaElement, dispose: (() => void) | null): void {
  if (dispose) disposers.set(el, dispose);
  else disposers.delete(el);
}

function publish(el: HTMLMediaElement): void {
  // Loaded on first play only: the lock screen is nothing any page needs at startup.
  // Offline without the service worker the chunk may not load: the sound plays on without it.
  void import('./mediaSession.ts').then((m) => m.showOnLockScreen(el), noChunk);
  $nowPlaying.set({
    title: el.dataset.title || el.title || document.title,
    paused: el.paused,
    href: el.dataset.href || location.pathname,
    away: isKept(el),
  });
}

/** Nothing is playing any more: no bar, and nothing left on the lock screen. */
function forget(): void {
  $nowPlaying.set(null);
  // Loaded already if anything played; the module clears what it set (title, actions, position).
  void import('./mediaSession.ts').then((m) => m.clearLockScreen(), noChunk);
}

/** Stops what plays and forgets it: the bar's close button, the lock screen's stop. */
export function closePlayer(): void {
  const el = coordinator.current;
  if (!el) return;
  el.pause();
  coordinator.stopped(el);
  if (isKept(el)) {
    disposers.get(el)?.();
    el.remove();
  }
  forget();
}

/** A kept element moves on through its sequence by itself, as its page would have. */
export function advanceAway(el: HTMLMediaElement, step: 1 | -1 = 1): boolean {
  const sequence = sequences.get(el);
  const track = step === 1 ? sequence?.away?.[0] : undefined;
  if (!sequence || !track) return false;
  sequences.set(el, { away: sequence.away!.slice(1) });
  Object.assign(el.dataset, { key: track.key, title: track.title, href: track.href, index: String(track.index ?? '') });
  el.src = track.src;
  void el.play().catch(() => {});
  return true;
}

/**
 * The one media coordinator. A capturing listener sees every <audio>/<video> that starts
 * (native, hls.js, any page), pauses the one before, and tells the lock screen.
 */
function installMediaCoordinator(): void {
  if (typeof document === 'undefined') return;
  const on = (type: string, handler: (el: HTMLMediaElement) => void) =>
    document.addEventListener(
      type,
      (event) => {
        const el = event.target as HTMLMediaElement;
        if (!isAmbient(el)) handler(el);
      },
      true,
    );
  on('play', (el) => {
    const before = coordinator.current;
    coordinator.started(el);
    // Replaced: audio kept from another page has no page to come back to any more.
    if (before && before !== el && isKept(before)) {
      disposers.get(before)?.();
      before.remove();
    }
    publish(el);
  });
  on('pause', (el) => {
    if (coordinator.current === el) publish(el);
  });
  on('ended', (el) => {
    if (coordinator.current !== el) return;
    const played = el.currentSrc;
    void import('./offlineAudio.ts').then((m) => m.keepPlayedFile(played), noChunk);
    if (isKept(el) && !advanceAway(el)) closePlayer();
  });
  // A page swap removes its media elements: audio still in use moves to the persisted host and
  // plays on; anything else (videos, finished audio) must not keep sounding.
  document.addEventListener('astro:before-swap', () => {
    const el = coordinator.current;
    if (!el || el.closest('[data-astro-transition-persist]')) return;
    const keep = host();
    if (keep && keepable(el)) {
      // Moved within one task: the element never leaves the document, so it is not paused.
      keep.append(el);
      return;
    }
    el.pause();
    coordinator.stopped(el);
    forget();
  });
  document.addEventListener('astro:after-swap', () => {
    const el = coordinator.current;
    if (el) publish(el);
  });
}

// Every player imports this module before it can make a sound, so pages without one never load it.
installMediaCoordinator();

/** A page's player takes a kept element back into its page. */
export function reclaim(el: HTMLMediaElement, slot: HTMLElement): void {
  slot.append(el);
  if (coordinator.current === el) publish(el);
}

export function pauseAllMedia(): void {
  coordinator.pauseAll();
}
