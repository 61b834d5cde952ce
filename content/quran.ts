/**
 * The Quran catalogue, read from the quran-json package (CC BY 4.0): Arabic text, chapter names
 * and the en/fr translations. The site build (content collections) and the reference API both
 * read it from here, so a page and a quranData answer can never disagree.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readable } from './transliteration.ts';
import meaningsFile from './surahMeanings.json' with { type: 'json' };

export interface Verse {
  id: number;
  ar: string;
  en: string;
  fr: string;
}

export interface Surah {
  id: number;
  /** Arabic name, e.g. الفاتحة */
  name: string;
  transliteration: string;
  translation: { en: string; fr: string };
  verses: Verse[];
}

interface RawChapter {
  id: number;
  name: string;
  transliteration: string;
  translation: string;
  total_verses: number;
  verses: Array<{ id: number; text: string; translation: string }>;
}

export const SURAH_COUNT = 114;
export const VERSE_COUNT = 6236;

const require = createRequire(import.meta.url);

function readTranslation(lang: 'en' | 'fr'): RawChapter[] {
  return JSON.parse(readFileSync(require.resolve(`quran-json/dist/quran_${lang}.json`), 'utf8')) as RawChapter[];
}

type Meanings = Record<'en' | 'fr', Record<string, string>>;

/**
 * Chapter meanings the translation files lack (French "Al-A'raf (Al-A'raf)", English "Quraysh
 * (Quraysh)") or write wrongly (a stray apostrophe and case): content/surahMeanings.json, checked
 * here (the reference API reads this module too, without the build's Zod). Only the chapters'
 * meanings: the verses are untouched.
 */
export function readMeanings(file: unknown = meaningsFile): Meanings {
  const chapter = /^([1-9]\d?|10\d|11[0-4])$/;
  const table = (v: unknown) =>
    typeof v === 'object' &&
    v !== null &&
    Object.entries(v).every(([k, m]) => chapter.test(k) && typeof m === 'string' && m.trim() !== '');
  const f = file as Partial<Meanings>;
  if (!table(f.en) || !table(f.fr))
    throw new Error('content/surahMeanings.json: chapter number -> meaning, per locale');
  return { en: f.en!, fr: f.fr! };
}

/** Joins the two translation files verse by verse, refusing data that does not line up. */
export function mergeQuran(en: RawChapter[], fr: RawChapter[], meanings = readMeanings()): Surah[] {
  if (en.length !== SURAH_COUNT || fr.length !== SURAH_COUNT) throw new Error('quran-json: expected 114 chapters');
  return en.map((chapter, i) => {
    const other = fr[i];
    if (chapter.verses.length !== chapter.total_verses || other.verses.length !== chapter.total_verses) {
      throw new Error(`quran-json: chapter ${chapter.id} verse counts differ`);
    }
    return {
      id: chapter.id,
      name: chapter.name,
      transliteration: chapter.transliteration,
      translation: {
        en: meanings.en[chapter.id] ?? chapter.translation,
        fr: meanings.fr[chapter.id] ?? other.translation,
      },
      verses: chapter.verses.map((v, j) => {
        if (other.verses[j].text !== v.text) throw new Error(`quran-json: ${chapter.id}:${v.id} Arabic differs`);
        return { id: v.id, ar: v.text, en: v.translation, fr: other.verses[j].translation };
      }),
    };
  });
}

let cached: Surah[] | null = null;

export function readQuran(): Surah[] {
  cached ??= mergeQuran(readTranslation('en'), readTranslation('fr'));
  return cached;
}

/** '2:127' -> the verse, or undefined when the key points nowhere. */
export function verseByKey(quran: Surah[], key: string): Verse | undefined {
  const m = /^(\d{1,3}):(\d{1,3})$/.exec(key);
  if (!m) return undefined;
  return quran[Number(m[1]) - 1]?.verses[Number(m[2]) - 1];
}

let transliterated: string[][] | null = null;

/**
 * Each chapter's Latin transliteration, verse by verse, from the same package, written for a
 * reader ("naʿbudu", "al-ʿālamīn") from its ASCII and the verse's Arabic (content/transliteration.ts).
 * Not in the pages' HTML: the build writes one small JSON per chapter that a reader who asks for it
 * fetches (src/pages/transliteration/[chapter].json.ts). Made once per process (about 3 s of CPU).
 */
export function readTransliteration(): string[][] {
  transliterated ??= readAsciiTransliteration().map((chapter, i) =>
    chapter.map((ascii, j) => readable(ascii, readQuran()[i].verses[j].ar)),
  );
  return transliterated;
}

/** The package's own lines, in its ASCII convention ("naAAbudu"), checked against the Arabic verse by verse. */
export function readAsciiTransliteration(): string[][] {
  const chapters = JSON.parse(
    readFileSync(require.resolve('quran-json/dist/quran_transliteration.json'), 'utf8'),
  ) as Array<{ id: number; verses: Array<{ id: number; text: string; transliteration: string }> }>;
  const quran = readQuran();
  if (chapters.length !== SURAH_COUNT) throw new Error('quran-json: expected 114 transliterated chapters');
  return chapters.map((chapter, i) => {
    if (chapter.verses.length !== quran[i].verses.length)
      throw new Error(`quran-json: chapter ${chapter.id} transliteration count differs`);
    return chapter.verses.map((v, j) => {
      if (quran[i].verses[j]?.ar !== v.text)
        throw new Error(`quran-json: ${chapter.id}:${v.id} transliteration misaligned`);
      return v.transliteration;
    });
  });
}
