import { describe, expect, test } from 'vitest';
import { readQuran } from '../../../content/quran.ts';
import { rankRecords, type SearchRecord } from './pagefind.ts';
import { fold, parseQuery, searchTerm } from './searchText.ts';

const quran = readQuran();
const verse = (c: number, v: number, names?: string[]): SearchRecord => ({
  url: `/quran_detail/${c}#v${v}`,
  meta: {
    kind: 'verse',
    text: quran[c - 1].verses[v - 1].en,
    ar: quran[c - 1].verses[v - 1].ar,
    ...(names ? { name: names[0], names: names.map(fold).join('|'), order: String(c * 1000 + v) } : {}),
  },
});
const surah = (c: number, names?: string[]): SearchRecord => ({
  url: `/quran_detail/${c}`,
  meta: {
    kind: 'surah',
    ar: quran[c - 1].name,
    ...(names ? { name: names[0], names: names.map(fold).join('|'), order: String(c * 1000) } : {}),
  },
});
/** The records in the order the page shows them for what was typed. */
const ranked = (typed: string, records: SearchRecord[]) =>
  rankRecords(records, (searchTerm(parseQuery(typed)) ?? '').split(' ')).map((r) => r.url);

const LAST_TWO = ['The last two verses of Al-Baqarah', 'آمن الرسول'];

describe('what was asked, first', () => {
  test('a verse found by its name comes before verses that only hold a word of it', () => {
    const kursi = verse(2, 255, ['Ayat al-Kursi', 'آية الكرسي']);
    expect(ranked('الكرسي', [verse(38, 34), kursi])).toEqual(['/quran_detail/2#v255', '/quran_detail/38#v34']);
  });

  test('a surah before the verses named after it; named verses in the Quran’s order', () => {
    const records = [verse(2, 286, LAST_TWO), verse(2, 285, LAST_TWO), surah(2)];
    expect(ranked('baqarah', records)).toEqual(['/quran_detail/2', '/quran_detail/2#v285', '/quran_detail/2#v286']);
    const refuge = ['Al-Mu’awwidhatayn', 'المعوذتين'];
    expect(ranked('المعوذتين', [surah(114, refuge), surah(113, refuge)])).toEqual([
      '/quran_detail/113',
      '/quran_detail/114',
    ]);
  });

  test('two words or more: verses holding them in order first, the shortest first; then the rest as found', () => {
    const found = [verse(4, 96), verse(27, 30), verse(1, 1), verse(24, 20), verse(1, 3)];
    expect(ranked('الرحمن الرحيم', found)).toEqual([
      '/quran_detail/1#v3',
      '/quran_detail/1#v1',
      '/quran_detail/27#v30',
      '/quran_detail/4#v96',
      '/quran_detail/24#v20',
    ]);
    // One word: the index's order is kept.
    expect(ranked('elephant', [verse(2, 1), verse(105, 1)])).toEqual(['/quran_detail/2#v1', '/quran_detail/105#v1']);
  });
});
