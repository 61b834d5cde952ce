import { getItem, setItem } from '../../lib/storage.ts';

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

export function storedResume(key: string): Resume | null {
  const r = resumes()[key];
  return r && Number.isFinite(r.time) && r.time >= RESUME_MARGIN_S ? r : null;
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

/** Seeks now, or once the file's metadata is in (an element that never loaded cannot seek yet). */
export function seekWhenReady(el: HTMLMediaElement, time: number): void {
  if (el.readyState >= HTMLMediaElement.HAVE_METADATA) el.currentTime = time;
  else el.addEventListener('loadedmetadata', () => (el.currentTime = time), { once: true });
}

/** Plays `el` at `rate`, now and after its next source change (defaultPlaybackRate). */
export function applySpeed(el: HTMLMediaElement, rate: number): void {
  el.defaultPlaybackRate = rate;
  el.playbackRate = rate;
}
