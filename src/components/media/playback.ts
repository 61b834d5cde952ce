import { getItem, setItem } from '../../lib/storage.ts';
import type { Failure } from '../../stores/nowPlaying.ts';

export type { Failure };

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const SPEED_KEY = 'playbackRate';
const RESUME_KEY = 'resumeAt';
/** Positions closer than this to either end are not worth offering to resume. */
const RESUME_MARGIN_S = 5;
/** Surahs and hadith months remembered; the oldest are forgotten first. */
const RESUME_LIMIT = 30;

export interface Resume {
  time: number;
  /** The track of a playlist. */
  index?: number;
}

export function storedSpeed(): number {
  const rate = getItem<number>(SPEED_KEY);
  return SPEEDS.includes(rate as (typeof SPEEDS)[number]) ? (rate as number) : 1;
}

export function storeSpeed(rate: number): void {
  if (SPEEDS.includes(rate as (typeof SPEEDS)[number])) setItem(SPEED_KEY, rate);
}

function resumes(): Record<string, Resume> {
  const all = getItem<Record<string, Resume>>(RESUME_KEY);
  return all && typeof all === 'object' ? all : {};
}

/**
 * Where `key` stopped, if it is a place the recording can have: `duration` (once the element
 * knows it) or a day, the longest anything here lasts, bounds it.
 */
export function storedResume(key: string, duration = 86_400): Resume | null {
  const r = Object.hasOwn(resumes(), key) ? resumes()[key] : null;
  return r && Number.isFinite(r.time) && r.time >= RESUME_MARGIN_S && r.time < duration - RESUME_MARGIN_S ? r : null;
}

/** Remembers where `key` stopped; near the end (or at the start) there is nothing to resume. */
export function storeResume(key: string, time: number, duration: number, index?: number): void {
  const { [key]: _, ...rest } = resumes();
  const keep = time >= RESUME_MARGIN_S && !(duration - time < RESUME_MARGIN_S);
  const entries = Object.entries(keep ? { ...rest, [key]: { time: Math.floor(time), index } } : rest);
  setItem(RESUME_KEY, Object.fromEntries(entries.slice(-RESUME_LIMIT)));
}

/** 754 -> "12:34", 4000 -> "1:06:40". */
export function clock(seconds: number): string {
  const s = Math.floor(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** clock() in the page's digits: Arabic pages write times in Arabic-Indic digits, as their numbers. */
export function localClock(locale: string, seconds: number): string {
  const text = clock(seconds);
  return locale === 'ar' ? text.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)]) : text;
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
