/**
 * The reading plan kept on the phone (`readingPlan`): when it began, over how many days, from which
 * verse, and the first verse not yet read. Small on purpose: the surah page advances it as the
 * reader scrolls (advancedByReading), without the Quran's tables that the plan page and home's card
 * load (readingPlan.ts).
 */
import { getItem, removeItem, setItem } from '../../lib/storage.ts';
import { count } from '../reading/readingPlace.ts';

export interface VerseAt {
  chapter: number;
  verse: number;
}

export interface StoredPlan {
  /** Noon UTC of the plan's first day on the phone's calendar. */
  start: number;
  /** 7 to 365; 30 for a juz a night. */
  days: number;
  /** Where the plan begins: 1:1, or where the reader had left off. */
  from: VerseAt;
  /** The first verse not yet read; chapter 115 verse 1 once the whole Quran is read. */
  next: VerseAt;
  /** Portions by juz, a juz a night in Ramadan, rather than equal counts of verses. */
  juz?: true;
}

export const PLAN_DAYS = { min: 7, max: 365, usual: 30 } as const;
const KEY = 'readingPlan';

const verseAt = (v: unknown, lastChapter = 114): v is VerseAt => {
  const { chapter, verse } = Object(v) as Partial<VerseAt>;
  return count(chapter, lastChapter) && count(verse, 286);
};

/** A stored plan, or null for anything else storage may hold. */
export function planOf(v: unknown): StoredPlan | null {
  const { start, days, from, next, juz } = Object(v) as Partial<StoredPlan>;
  const ok =
    typeof start === 'number' &&
    Number.isFinite(start) &&
    count(days, PLAN_DAYS.max) &&
    days >= PLAN_DAYS.min &&
    verseAt(from) &&
    verseAt(next, 115) &&
    (next.chapter < 115 || next.verse === 1) &&
    (juz === undefined || juz === true);
  if (!ok) return null;
  const plan: StoredPlan = {
    start,
    days,
    from: { chapter: from.chapter, verse: from.verse },
    next: { chapter: next.chapter, verse: next.verse },
  };
  return juz ? { ...plan, juz } : plan;
}

export const loadPlan = (): StoredPlan | null => getItem(KEY, { check: planOf }) ?? null;
export const savePlan = (plan: StoredPlan): boolean => setItem(KEY, plan);
export const endPlan = (): void => removeItem(KEY);

/**
 * The plan's next verse once the reader has seen verses `top` to `bottom` of a chapter of `last`
 * verses: read on from where the plan stood (the screen holds its next verse, or begins just
 * before it), never by a jump ahead, which skips what lies between.
 */
export function advancedByReading(
  next: VerseAt,
  chapter: number,
  top: number,
  bottom: number,
  last: number,
): VerseAt | null {
  if (chapter !== next.chapter || top > next.verse || bottom < next.verse) return null;
  return bottom >= last ? { chapter: chapter + 1, verse: 1 } : { chapter, verse: bottom + 1 };
}

/** Advances the stored plan, if any, by what the reader saw on a surah page. */
export function readOnScreen(chapter: number, top: number, bottom: number, last: number): void {
  const plan = loadPlan();
  const next = plan && advancedByReading(plan.next, chapter, top, bottom, last);
  if (plan && next) savePlan({ ...plan, next });
}
