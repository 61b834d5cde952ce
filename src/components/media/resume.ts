import { getItem, setItem } from '../../lib/storage.ts';
import { RESUME_MARGIN_S } from './playback.ts';

/** "Resume at": where surahs and hadith months stopped, read by the long recitations' players only. */
const RESUME_KEY = 'resumeAt';
/** Surahs and hadith months remembered; the oldest are forgotten first. */
const RESUME_LIMIT = 30;

export interface Resume {
  time: number;
  /** The track of a playlist. */
  index?: number;
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
