import { describe, expect, it } from 'vitest';
import { DIVISIONS, divisionOf, divisionsWithin } from './divisions.ts';
import { readQuran } from './quran.ts';

/**
 * Where each juz begins, from Tanzil's metadata (tanzil.net/res/text/metadata/quran-data.js), an
 * independent source: the app's own table comes from the quran-meta package.
 */
// prettier-ignore
const TANZIL_JUZ: Array<[number, number]> = [
  [1, 1], [2, 142], [2, 253], [3, 93], [4, 24], [4, 148], [5, 82], [6, 111], [7, 88], [8, 41],
  [9, 93], [11, 6], [12, 53], [15, 1], [17, 1], [18, 75], [21, 1], [23, 1], [25, 21], [27, 56],
  [29, 46], [33, 31], [36, 28], [39, 32], [41, 47], [46, 1], [51, 31], [58, 1], [67, 1], [78, 1],
];

/** Where each juz's second hizb begins, from the same file (its HizbQuarters, every fourth). */
// prettier-ignore
const TANZIL_SECOND_HIZB: Array<[number, number]> = [
  [2, 75], [2, 203], [3, 15], [3, 171], [4, 88], [5, 27], [6, 36], [7, 1], [7, 171], [9, 34],
  [10, 26], [11, 84], [13, 19], [16, 51], [17, 99], [20, 1], [22, 1], [24, 21], [26, 111], [28, 51],
  [31, 22], [34, 24], [37, 145], [40, 41], [43, 24], [48, 18], [55, 1], [62, 1], [72, 1], [87, 1],
];

const pair = ({ chapter, verse }: { chapter: number; verse: number }) => [chapter, verse];

describe('the Quran’s divisions', () => {
  it('begins each juz where Tanzil does', () => {
    expect(DIVISIONS.juz.map(pair)).toEqual(TANZIL_JUZ);
  });

  it('begins each juz with its first hizb, and the middle hizb where Tanzil does', () => {
    expect(DIVISIONS.hizb.filter((_, i) => i % 2 === 0).map(pair)).toEqual(TANZIL_JUZ);
    expect(DIVISIONS.hizb.filter((_, i) => i % 2 === 1).map(pair)).toEqual(TANZIL_SECOND_HIZB);
  });

  it('points at verses that exist', () => {
    const quran = readQuran();
    for (const { chapter, verse } of DIVISIONS.hizb)
      expect(verse).toBeLessThanOrEqual(quran[chapter - 1].verses.length);
  });

  it('says in which juz and hizb a verse is, at the edges too', () => {
    expect(divisionOf({ chapter: 1, verse: 1 })).toEqual({ juz: 1, hizb: 1 });
    expect(divisionOf({ chapter: 2, verse: 141 })).toEqual({ juz: 1, hizb: 2 });
    expect(divisionOf({ chapter: 2, verse: 142 })).toEqual({ juz: 2, hizb: 3 });
    expect(divisionOf({ chapter: 2, verse: 255 })).toEqual({ juz: 3, hizb: 5 });
    expect(divisionOf({ chapter: 78, verse: 1 })).toEqual({ juz: 30, hizb: 59 });
    expect(divisionOf({ chapter: 114, verse: 6 })).toEqual({ juz: 30, hizb: 60 });
  });

  it('lists the hizb that begin inside a chapter, naming the juz one opens', () => {
    expect(divisionsWithin(2)).toEqual([
      { verse: 75, hizb: 2, juz: null },
      { verse: 142, hizb: 3, juz: 2 },
      { verse: 203, hizb: 4, juz: null },
      { verse: 253, hizb: 5, juz: 3 },
    ]);
    // Juz 30 opens with surah 78: its first verse, which the surah's own heading announces.
    expect(divisionsWithin(78)).toEqual([]);
    expect(divisionsWithin(1)).toEqual([]);
  });
});
