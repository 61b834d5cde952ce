// Today's verse on home: which one, where its text is, and the checks its answer goes through.
import { keyToTime, todayKey } from '../prayer/dateNav.ts';
import { verseIndexOfDay } from '../../shared/push.ts';
import { isTextUpTo, isWholeUpTo } from '../../shared/apiAnswers.ts';

/** Which verse of the list (content/versesOfDay.json) is today's, by the phone's calendar day. */
export function verseOfDayIndex(now: Date, count: number): number {
  return verseIndexOfDay(keyToTime(todayKey(now)) as number, count);
}

/** The static file that holds verse n of the list, written at build (src/pages/verse-of-day/[n].json.ts). */
export function verseOfDayPath(n: number): string {
  return `/verse-of-day/${n}.json`;
}

export interface VerseOfDayAnswer {
  chapter: number;
  verse: number;
  name: Record<'ar' | 'en' | 'fr', string>;
  ar: string;
  en: string;
  fr: string;
}

/** Longer than any verse of the list: an answer beyond it is not ours. */
const MAX_TEXT = 2000;
const line = (v: unknown): v is string => isTextUpTo(v, MAX_TEXT);

/** The file's answer if it has the shape the build writes, else null (a cache or a proxy may answer anything). */
export function readVerseOfDay(value: unknown): VerseOfDayAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<VerseOfDayAnswer>;
  const name = v.name as Partial<VerseOfDayAnswer['name']> | undefined;
  if (!isWholeUpTo(v.chapter, 114) || !isWholeUpTo(v.verse, 286)) return null;
  if (!name || !line(name.ar) || !line(name.en) || !line(name.fr)) return null;
  if (!line(v.ar) || !line(v.en) || !line(v.fr)) return null;
  return {
    chapter: v.chapter,
    verse: v.verse,
    name: { ar: name.ar, en: name.en, fr: name.fr },
    ar: v.ar,
    en: v.en,
    fr: v.fr,
  };
}
