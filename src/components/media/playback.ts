import { getItem, setItem } from '../../lib/storage.ts';
import type { Failure } from '../../stores/nowPlaying.ts';

export type { Failure };

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const SPEED_KEY = 'playbackRate';
/** Positions closer than this to either end are not worth offering to resume. */
export const RESUME_MARGIN_S = 5;

export function storedSpeed(): number {
  const rate = getItem<number>(SPEED_KEY);
  return SPEEDS.includes(rate as (typeof SPEEDS)[number]) ? (rate as number) : 1;
}

export function storeSpeed(rate: number): void {
  if (SPEEDS.includes(rate as (typeof SPEEDS)[number])) setItem(SPEED_KEY, rate);
}

/**
 * Offline is told apart from a broken file: a file that was never kept on the device cannot play
 * without a connection, and saying "try again" there is a dead end. Chromium reports an offline
 * load as a source it cannot play; navigator.onLine, and the network error in its message, say why.
 */
export function failureOf(online: boolean, error: { message?: string } | null | undefined): Failure {
  return !online || /INTERNET_DISCONNECTED/.test(error?.message ?? '') ? 'offline' : 'error';
}

/** Runs `then` now, or once the file's metadata is in (an element that never loaded cannot seek yet). */
function whenMeasured(el: HTMLMediaElement, then: () => void): void {
  if (el.readyState >= HTMLMediaElement.HAVE_METADATA) then();
  else el.addEventListener('loadedmetadata', then, { once: true });
}

/** Seeks once the element can. */
export function seekWhenReady(el: HTMLMediaElement, time: number): void {
  whenMeasured(el, () => (el.currentTime = time));
}

/**
 * Resumes at a stored place once the element knows its length; a place past the end of this
 * recording (another file under the same key, a stored value gone wrong) plays from the start.
 */
export function resumeWhenReady(el: HTMLMediaElement, time: number): void {
  whenMeasured(el, () => {
    if (!(time >= el.duration - RESUME_MARGIN_S)) el.currentTime = time;
  });
}

/**
 * Before playing again after a failed load (offline, then back): an element in error refuses
 * play() until it loads its source again, and a reload starts at 0, so the position is kept.
 */
export function reloadIfFailed(el: HTMLMediaElement): void {
  if (!el.error) return;
  const at = el.currentTime;
  el.load();
  if (at > 0) seekWhenReady(el, at);
}

/** Plays `el` at `rate`, now and after its next source change (defaultPlaybackRate). */
export function applySpeed(el: HTMLMediaElement, rate: number): void {
  el.defaultPlaybackRate = rate;
  el.playbackRate = rate;
}
