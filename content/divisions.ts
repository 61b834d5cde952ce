/**
 * The Quran's divisions for reading it through: 30 juz (a month's portion, a night's in Ramadan),
 * each of two hizb. They come from the quran-meta package (Hafs, the Madinah mushaf's), never typed
 * here; the schema below fails the build if the package ever answers something else, and
 * divisions.test.ts checks them against Tanzil's table.
 */
import { z } from 'astro/zod';
import { findSurahAyahByAyahId, getJuzMeta, HizbQuarterList, type Juz } from 'quran-meta';

export const JUZ_COUNT = 30;
export const HIZB_COUNT = 60;

const address = z.object({ chapter: z.number().int().min(1).max(114), verse: z.number().int().min(1).max(286) });
export type VerseAddress = z.infer<typeof address>;

/** a before b in the reading order. */
export const before = (a: VerseAddress, b: VerseAddress) =>
  a.chapter < b.chapter || (a.chapter === b.chapter && a.verse < b.verse);

const inOrder = (list: VerseAddress[]) => list.every((a, i) => i === 0 || before(list[i - 1], a));
const startsAtTheOpening = (list: VerseAddress[]) => list[0].chapter === 1 && list[0].verse === 1;

const schema = z
  .object({
    juz: z.array(address).length(JUZ_COUNT).refine(inOrder).refine(startsAtTheOpening),
    hizb: z.array(address).length(HIZB_COUNT).refine(inOrder).refine(startsAtTheOpening),
  })
  // A juz is two hizb: each begins where its first hizb does.
  .refine(({ juz, hizb }) => juz.every((j, i) => !before(j, hizb[2 * i]) && !before(hizb[2 * i], j)));

export type Divisions = z.infer<typeof schema>;

const at = ([chapter, verse]: readonly [number, number]): VerseAddress => ({ chapter, verse });

function read(): Divisions {
  const juz = Array.from({ length: JUZ_COUNT }, (_, i) => at(getJuzMeta((i + 1) as Juz).first));
  // The package lists every quarter of a hizb (index 0 unused); a hizb is four of them.
  const hizb = Array.from({ length: HIZB_COUNT }, (_, i) => at(findSurahAyahByAyahId(HizbQuarterList[4 * i + 1])));
  return schema.parse({ juz, hizb });
}

export const DIVISIONS: Divisions = read();

/** The juz (1–30) and hizb (1–60) a verse belongs to. */
export function divisionOf(where: VerseAddress): { juz: number; hizb: number } {
  const count = (list: VerseAddress[]) => list.filter((start) => !before(where, start)).length;
  return { juz: count(DIVISIONS.juz), hizb: count(DIVISIONS.hizb) };
}

/** The hizb that begin inside a chapter after its first verse, with the juz each opens if any. */
export function divisionsWithin(chapter: number): Array<{ verse: number; hizb: number; juz: number | null }> {
  return DIVISIONS.hizb.flatMap((start, i) =>
    start.chapter === chapter && start.verse > 1
      ? [{ verse: start.verse, hizb: i + 1, juz: i % 2 === 0 ? i / 2 + 1 : null }]
      : [],
  );
}
