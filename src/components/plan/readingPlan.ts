/**
 * A plan to read the whole Quran in N days: its portions (equal counts of verses, or the 30 juz for
 * a juz a night), the day it stands at, what is read and whether the reader is ahead or behind.
 * Verses are counted in the reading order, 0 to 6235; the chapters' lengths and the juz come from
 * quran-meta (the Madinah mushaf's, as the juz page's), never typed here.
 */
import { JuzList, SurahList } from 'quran-meta';
import { DAY_MS } from '../calendar/hijri.ts';
import type { StoredPlan, VerseAt } from './planStore.ts';

export const VERSES = 6236;
export const JUZ_NIGHTS = 30;

/** A verse's place in the reading order; the end (115:1) is VERSES. */
export const indexOf = ({ chapter, verse }: VerseAt): number =>
  chapter > 114 ? VERSES : SurahList[chapter][0] - 1 + verse - 1;

/** A stored plan whose verses are verses of their chapters (storage knows only that they are numbers). */
export const usable = ({ from, next }: StoredPlan): boolean =>
  [from, next].every(({ chapter, verse }) => chapter > 114 || verse <= SurahList[chapter][1]);

/** The verse at a place in the reading order. */
export function verseAtIndex(index: number): VerseAt {
  let chapter = 1;
  while (chapter < 114 && SurahList[chapter + 1][0] - 1 <= index) chapter++;
  return { chapter, verse: index - (SurahList[chapter][0] - 1) + 1 };
}

/** Each day's portion, [first, end) in the reading order. */
export function portionsOf(plan: Pick<StoredPlan, 'days' | 'from' | 'juz'>): Array<[number, number]> {
  const from = indexOf(plan.from);
  // A month of 29 days reads the last two juz on its last night.
  const bounds = plan.juz
    ? [...JuzList.slice(1, Math.min(plan.days, JUZ_NIGHTS) + 1).map((id) => id - 1), VERSES]
    : Array.from({ length: plan.days + 1 }, (_, i) => from + Math.floor((i * (VERSES - from)) / plan.days));
  return bounds.slice(0, -1).map((b, i) => [b, bounds[i + 1]]);
}

export interface PlanDay {
  /** The plan's day today, 1 to `days`; 0 before it begins, more than `days` after its end. */
  day: number;
  days: number;
  /** Days until it begins (a juz a night set before Ramadan). */
  beginsIn: number;
  /** Today's portion (the last one once the plan's days are over), first and last verse. */
  first: VerseAt;
  last: VerseAt;
  /** Where to read on: the first verse not read, within today's portion or before it. */
  readOn: VerseAt;
  todayRead: boolean;
  read: number;
  total: number;
  /** Whole portions read beyond today's (> 0), or days of portions still owed before today's (< 0). */
  ahead: number;
  finished: boolean;
}

/** Where a plan stands on a day (noon UTC of the phone's day). */
export function planDay(plan: StoredPlan, today: number): PlanDay {
  const portions = portionsOf(plan);
  const elapsed = Math.round((today - plan.start) / DAY_MS);
  const day = elapsed < 0 ? 0 : elapsed + 1;
  const [first, end] = portions[Math.min(Math.max(day, 1), plan.days) - 1];
  const total = VERSES - portions[0][0];
  const next = Math.max(indexOf(plan.next), portions[0][0]);
  const portionsRead = portions.filter(([, e]) => e <= next).length;
  const due = Math.min(Math.max(day, 1), plan.days);
  return {
    day,
    days: plan.days,
    beginsIn: Math.max(0, -elapsed),
    first: verseAtIndex(first),
    last: verseAtIndex(end - 1),
    readOn: verseAtIndex(Math.min(next, VERSES - 1)),
    todayRead: next >= end,
    read: next - portions[0][0],
    total,
    ahead: day === 0 ? 0 : portionsRead >= due ? portionsRead - due : portionsRead - (due - 1),
    finished: next >= VERSES,
  };
}

/**
 * The plan once its next portion is marked read (today's, for a reader on track; the first owed, for
 * one behind): the reader's next verse moves to that portion's end, one portion a tap.
 */
export function markedRead(plan: StoredPlan): StoredPlan {
  const next = indexOf(plan.next);
  const portion = portionsOf(plan).find(([, end]) => end > next);
  if (!portion) return plan;
  return { ...plan, next: portion[1] >= VERSES ? { chapter: 115, verse: 1 } : verseAtIndex(portion[1]) };
}

/** A new plan from a day: the whole Quran from the opening, or from where the reader left off. */
export function newPlan(days: number, today: number, from: VerseAt = { chapter: 1, verse: 1 }): StoredPlan {
  return { start: today, days, from, next: from };
}

/** A juz a night through a Ramadan of `nights` (29 or 30) whose first day is `firstDay` (noon UTC). */
export const juzPlan = (firstDay: number, nights = JUZ_NIGHTS): StoredPlan => ({
  ...newPlan(nights, firstDay),
  juz: true,
});
