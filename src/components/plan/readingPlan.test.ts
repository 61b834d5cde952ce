import { describe, expect, it } from 'vitest';
import { readQuran } from '../../../content/quran.ts';
import { DIVISIONS } from '../../../content/divisions.ts';
import { DAY_MS } from '../calendar/hijri.ts';
import { advancedByReading, planOf, type StoredPlan } from './planStore.ts';
import {
  indexOf,
  juzPlan,
  markedRead,
  newPlan,
  planDay,
  portionsOf,
  usable,
  VERSES,
  verseAtIndex,
} from './readingPlan.ts';

const START = Date.UTC(2026, 11, 1, 12);
const day = (n: number) => START + (n - 1) * DAY_MS;
const at = (chapter: number, verse: number) => ({ chapter, verse });
const reading = (plan: StoredPlan, next: { chapter: number; verse: number }): StoredPlan => ({ ...plan, next });

describe('the reading order', () => {
  // quran-json, another package than the plan's quran-meta, says how long each chapter is.
  const quran = readQuran();
  it('numbers every verse of every chapter once, in order, as quran-json counts them', () => {
    let i = 0;
    for (const s of quran) {
      for (const v of s.verses) {
        expect(indexOf(at(s.id, v.id))).toBe(i);
        expect(verseAtIndex(i)).toEqual(at(s.id, v.id));
        i++;
      }
    }
    expect(i).toBe(VERSES);
    expect(indexOf(at(115, 1))).toBe(VERSES);
  });
});

describe('a plan over 30 days', () => {
  const plan = newPlan(30, START);
  const portions = portionsOf(plan);

  it('cuts the Quran into 30 portions that follow each other and differ by a verse at most', () => {
    expect(portions).toHaveLength(30);
    expect(portions[0][0]).toBe(0);
    expect(portions.at(-1)![1]).toBe(VERSES);
    portions.slice(1).forEach(([first], i) => expect(first).toBe(portions[i][1]));
    const sizes = portions.map(([a, b]) => b - a);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('gives day 1 the opening to 2:200 (207 verses) and day 30 the end of the Quran', () => {
    const first = planDay(plan, day(1));
    expect(first).toMatchObject({
      day: 1,
      days: 30,
      first: at(1, 1),
      readOn: at(1, 1),
      todayRead: false,
      ahead: 0,
      read: 0,
    });
    expect(first.last).toEqual(at(2, 200));
    const last = planDay(plan, day(30));
    expect(last.last).toEqual(at(114, 6));
    expect(last.first).toEqual(verseAtIndex(portions[29][0]));
  });

  it('says the reader is on track, ahead or behind by whole days of reading', () => {
    // Day 5, four portions read: on track, today's to read.
    const onTrack = planDay(reading(plan, verseAtIndex(portions[3][1])), day(5));
    expect(onTrack).toMatchObject({ day: 5, ahead: 0, todayRead: false });
    expect(onTrack.readOn).toEqual(onTrack.first);
    // Day 5, five read: today's done.
    expect(planDay(reading(plan, verseAtIndex(portions[4][1])), day(5))).toMatchObject({ ahead: 0, todayRead: true });
    // Day 5, seven read: two days ahead.
    expect(planDay(reading(plan, verseAtIndex(portions[6][1])), day(5))).toMatchObject({ ahead: 2, todayRead: true });
    // Day 10, halfway through the third portion: seven days behind (nine owed before today), reading on inside the third.
    const behind = planDay(reading(plan, verseAtIndex(portions[2][0] + 10)), day(10));
    expect(behind).toMatchObject({ ahead: -7, todayRead: false, read: portions[2][0] + 10 });
    expect(behind.readOn).toEqual(verseAtIndex(portions[2][0] + 10));
  });

  it('counts what is read and left, and ends with the whole Quran', () => {
    const done = planDay(reading(plan, at(115, 1)), day(20));
    expect(done).toMatchObject({ finished: true, read: VERSES, total: VERSES, todayRead: true, ahead: 10 });
    // After its last day a plan still shows its last portion.
    expect(planDay(plan, day(40))).toMatchObject({ day: 40, ahead: -29, last: at(114, 6) });
  });

  it('moves past one portion a tap, the first not read, and never back', () => {
    expect(indexOf(markedRead(plan).next)).toBe(portions[0][1]);
    // Behind, inside the third portion: the tap finishes the third, not today's.
    const behind = reading(plan, verseAtIndex(portions[2][0] + 10));
    expect(indexOf(markedRead(behind).next)).toBe(portions[2][1]);
    expect(markedRead(reading(plan, verseAtIndex(portions[29][0]))).next).toEqual(at(115, 1));
    const done = reading(plan, at(115, 1));
    expect(markedRead(done)).toBe(done);
  });
});

describe('a plan from where the reader left off', () => {
  it('shares out only what is left, from that verse', () => {
    const plan = newPlan(7, START, at(18, 10));
    const portions = portionsOf(plan);
    expect(portions[0][0]).toBe(indexOf(at(18, 10)));
    expect(portions.at(-1)![1]).toBe(VERSES);
    expect(planDay(plan, day(1))).toMatchObject({ first: at(18, 10), read: 0, total: VERSES - indexOf(at(18, 10)) });
  });
});

describe('a juz a night', () => {
  it('gives each night its juz, where the juz page begins them', () => {
    const plan = juzPlan(START);
    const portions = portionsOf(plan);
    expect(portions.map(([first]) => verseAtIndex(first))).toEqual(DIVISIONS.juz.map((j) => at(j.chapter, j.verse)));
    expect(planDay(plan, day(2))).toMatchObject({ first: at(2, 142), last: at(2, 252) });
    expect(planDay(plan, day(30))).toMatchObject({ first: at(78, 1), last: at(114, 6) });
  });

  it('reads the last two juz on the last night of a month of 29 days', () => {
    const portions = portionsOf(juzPlan(START, 29));
    expect(portions).toHaveLength(29);
    expect(verseAtIndex(portions[28][0])).toEqual(at(67, 1));
    expect(portions[28][1]).toBe(VERSES);
  });

  it('says how many days remain before a Ramadan still to come', () => {
    expect(planDay(juzPlan(day(11)), day(1))).toMatchObject({ day: 0, beginsIn: 10, ahead: 0, first: at(1, 1) });
  });
});

describe('reading advances the plan', () => {
  it('from where it stood, past the verses on screen, to the next chapter after the last', () => {
    expect(advancedByReading(at(2, 10), 2, 8, 20, 286)).toEqual(at(2, 21));
    expect(advancedByReading(at(2, 10), 2, 10, 10, 286)).toEqual(at(2, 11));
    expect(advancedByReading(at(2, 280), 2, 275, 286, 286)).toEqual(at(3, 1));
  });

  it('not by a jump ahead, another chapter, or verses already read', () => {
    expect(advancedByReading(at(2, 10), 2, 40, 60, 286)).toBeNull();
    expect(advancedByReading(at(2, 10), 3, 1, 20, 200)).toBeNull();
    expect(advancedByReading(at(2, 10), 2, 1, 9, 286)).toBeNull();
  });
});

describe('a stored plan', () => {
  const plan = newPlan(30, START);
  it('is read back as it was kept', () => {
    expect(planOf(JSON.parse(JSON.stringify(plan)))).toEqual(plan);
    expect(planOf(juzPlan(START))).toEqual(juzPlan(START));
  });

  it.each([
    ['days out of range', { ...plan, days: 3 }],
    ['a year and more', { ...plan, days: 400 }],
    ['a verse past the end', { ...plan, from: at(115, 1) }],
    ['an end with a verse', { ...plan, next: at(115, 3) }],
    ['no start', { ...plan, start: 'today' }],
    ['a juz flag of another type', { ...plan, juz: 'yes' }],
    ['nothing', null],
  ])('is refused with %s', (_, value) => {
    expect(planOf(value)).toBeNull();
  });
});

describe('a stored plan’s verses', () => {
  it('are verses of their chapters', () => {
    const plan = newPlan(30, START);
    expect(usable(plan)).toBe(true);
    expect(usable({ ...plan, next: at(115, 1) })).toBe(true);
    expect(usable({ ...plan, from: at(114, 7) })).toBe(false);
    expect(usable({ ...plan, next: at(1, 8) })).toBe(false);
  });
});
