/**
 * Schemas and loaders of the catalogue collections: Quran, duas, 99 names, wallpapers.
 * Whole-file rules (exactly 40 duas, 99 unique names, 26 wallpapers) are checked here, since
 * a per-entry schema cannot see its siblings; a broken file stops the build.
 */
import { readFileSync } from 'node:fs';
import type { Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { readQuran, verseByKey, SURAH_COUNT, VERSE_COUNT, type Surah } from './quran.ts';
import { READABLE_LINE } from './transliteration.ts';
import versesOfDayFile from './versesOfDay.json' with { type: 'json' };

const text = z.string().min(1);
const audioPath = z
  .string()
  .regex(/^\/media\/[\w/.-]+\.(mp3|ogg|opus|m4a)$/)
  .nullable();

export const surahSchema = z.object({
  id: z.number().int().min(1).max(SURAH_COUNT),
  name: text,
  transliteration: text,
  translation: z.object({ en: text, fr: text }),
  verses: z
    .array(z.object({ id: z.number().int().positive(), ar: text, en: text, fr: text }))
    .min(3)
    .refine((vs) => vs.every((v, i) => v.id === i + 1), 'verses must be numbered 1..n'),
});

/** A chapter's transliteration as the build writes it: one line per verse in readable letters (content/transliteration.ts). */
const readableLine = z.string().regex(READABLE_LINE, 'a transliteration line in readable letters');
export const transliterationSchema = z.object({
  bismillah: readableLine.optional(),
  verses: z.array(readableLine).min(3),
});

export const duaFileSchema = z
  .array(z.object({ key: z.string().regex(/^\d{1,3}:\d{1,3}$/), audio: z.object({ fr: audioPath, en: audioPath }) }))
  .length(40)
  .refine((ds) => new Set(ds.map((d) => d.key)).size === ds.length, 'dua verse keys must be unique');

export const duaSchema = z.object({
  index: z.number().int().min(0).max(39),
  key: z.string(),
  surah: z.object({ id: z.number().int(), name: text, transliteration: text }),
  text: z.object({ ar: text, en: text, fr: text }),
  audio: z.object({ fr: audioPath, en: audioPath }),
});

export const nameSchema = z.object({
  id: z.number().int().min(1).max(99),
  ar: text,
  transliteration: text,
  en: text,
  fr: text,
});

const unique = (key: 'ar' | 'transliteration' | 'en' | 'fr') => (ns: Array<z.infer<typeof nameSchema>>) =>
  new Set(ns.map((n) => n[key])).size === ns.length;

export const namesFileSchema = z
  .array(nameSchema)
  .length(99)
  .refine((ns) => ns.every((n, i) => n.id === i + 1), 'names must be numbered 1..99')
  .refine(unique('ar'), 'Arabic names must be unique')
  .refine(unique('transliteration'), 'transliterations must be unique')
  .refine(unique('en'), 'English meanings must be unique')
  .refine(unique('fr'), 'French meanings must be unique');

export const wallpaperSchema = z.object({
  id: z.number().int().min(1).max(26),
  pattern: z.enum(['star8', 'star6', 'rosette12', 'octagon', 'circles', 'knot']),
  tile: z.number().min(60).max(400),
  rotate: z.number().min(0).max(90),
  colors: z.tuple([
    z.string().regex(/^#[0-9a-f]{6}$/i),
    z.string().regex(/^#[0-9a-f]{6}$/i),
    z.string().regex(/^#[0-9a-f]{6}$/i),
  ]),
});

export const wallpapersFileSchema = z
  .array(wallpaperSchema)
  .length(26)
  .refine((ws) => ws.every((w, i) => w.id === i + 1), 'wallpapers must be numbered 1..26');

/** Resolves each dua's verse key to its text in the three languages. */
export function resolveDuas(file: z.infer<typeof duaFileSchema>, quran: Surah[]) {
  return file.map((d, index) => {
    const verse = verseByKey(quran, d.key);
    if (!verse) throw new Error(`content/duas.json: ${d.key} is not a verse`);
    const surah = quran[Number(d.key.split(':')[0]) - 1];
    return {
      index,
      key: d.key,
      surah: { id: surah.id, name: surah.name, transliteration: surah.transliteration },
      text: { ar: verse.ar, en: verse.en, fr: verse.fr },
      audio: d.audio,
    };
  });
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

/** A loader that stores each item of a validated list under its id. */
function listLoader(
  name: string,
  items: () => Array<Record<string, unknown>>,
  idOf: (item: Record<string, unknown>) => string,
): Loader {
  return {
    name,
    load: async ({ store, parseData }) => {
      store.clear();
      for (const item of items()) {
        const id = idOf(item);
        store.set({ id, data: await parseData({ id, data: item }) });
      }
    },
  };
}

export const quranLoader = listLoader(
  'quran-json',
  () => {
    const quran = readQuran();
    const verses = quran.reduce((n, s) => n + s.verses.length, 0);
    if (verses !== VERSE_COUNT) throw new Error(`quran-json: ${verses} verses, expected ${VERSE_COUNT}`);
    return quran as unknown as Array<Record<string, unknown>>;
  },
  (s) => String(s.id),
);

export const duasLoader = listLoader(
  'duas',
  () => resolveDuas(duaFileSchema.parse(readJson('./duas.json')), readQuran()),
  (d) => String(d.index),
);
export const namesLoader = listLoader(
  'names',
  () => namesFileSchema.parse(readJson('./names.json')),
  (n) => String(n.id),
);
export const wallpapersLoader = listLoader(
  'wallpapers',
  () => wallpapersFileSchema.parse(readJson('./wallpapers.json')),
  (w) => String(w.id),
);

/**
 * The names readers give some verses and surahs (Ayat al-Kursi, the last two verses of Al-Baqarah,
 * Umm al-Kitab…), in each language, each with where the name comes from: search finds the verses
 * (or surahs) by any of them, on every locale's page (integrations/search-index.mjs).
 */
const localeNames = z.array(text).min(1);
export const verseNameSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z-]{1,39}$/),
    verses: z
      .array(z.string().regex(/^\d{1,3}:\d{1,3}$/))
      .min(1)
      .optional(),
    surahs: z.array(z.number().int().min(1).max(SURAH_COUNT)).min(1).optional(),
    names: z.object({ ar: z.array(text.regex(/\p{Script=Arabic}/u)).min(1), en: localeNames, fr: localeNames }),
    source: text,
  })
  .refine((n) => !n.verses !== !n.surahs, 'a name is of verses or of surahs, not both');

export const verseNamesFileSchema = z
  .array(verseNameSchema)
  .min(1)
  .refine((ns) => new Set(ns.map((n) => n.id)).size === ns.length, 'verse name ids must be unique');

export type VerseName = z.infer<typeof verseNameSchema>;

/** The verse names, validated, each verse key checked against the Quran. */
export function readVerseNames(quran: Surah[] = readQuran()): VerseName[] {
  const names = verseNamesFileSchema.parse(readJson('./verseNames.json'));
  for (const n of names) {
    for (const key of n.verses ?? []) {
      if (!verseByKey(quran, key)) throw new Error(`content/verseNames.json: ${key} is not a verse`);
    }
  }
  return names;
}

/**
 * The verses of the day (content/versesOfDay.json): addresses only, each a verse, none twice.
 * Imported rather than read from disk: pages use it, and the pages' build moves this module.
 */
export const versesOfDayFileSchema = z.object({
  about: text,
  verses: z
    .array(z.string().regex(/^\d{1,3}:\d{1,3}$/))
    .min(30)
    .refine((vs) => new Set(vs).size === vs.length, 'a verse of the day comes once in the list'),
});

/** One verse of the day as the build writes it for home (src/pages/verse-of-day/[n].json.ts). */
export const verseOfDaySchema = z.object({
  chapter: z.number().int().min(1).max(SURAH_COUNT),
  verse: z.number().int().positive(),
  name: z.object({ ar: text, en: text, fr: text }),
  ar: text,
  en: text,
  fr: text,
});
export type VerseOfDay = z.infer<typeof verseOfDaySchema>;

/** The verses of the day with their text and their surah's name, each address checked against the Quran. */
export function readVersesOfDay(quran: Surah[] = readQuran(), file: unknown = versesOfDayFile): VerseOfDay[] {
  return versesOfDayFileSchema.parse(file).verses.map((key) => {
    const found = verseByKey(quran, key);
    if (!found) throw new Error(`content/versesOfDay.json: ${key} is not a verse`);
    const [chapter, verse] = key.split(':').map(Number);
    const surah = quran[chapter - 1];
    const name = { ar: surah.name, en: surah.transliteration, fr: surah.transliteration };
    return verseOfDaySchema.parse({ chapter, verse, name, ar: found.ar, en: found.en, fr: found.fr });
  });
}

/** The dhikr of the tasbih page: Arabic, a Latin transliteration and the meaning in French and English. */
export const dhikrSchema = z.object({
  id: z.string().regex(/^[a-z][a-z-]{1,39}$/),
  order: z.number().int().positive(),
  ar: text.regex(/\p{Script=Arabic}/u),
  transliteration: text.regex(/^[\p{Script=Latin}\p{Zs}'ʿʾ-]+$/u),
  meaning: z.object({ fr: text, en: text }),
});

export const dhikrFileSchema = z
  .array(dhikrSchema)
  .min(5)
  .refine((ds) => new Set(ds.map((d) => d.id)).size === ds.length, 'dhikr ids must be unique')
  .refine((ds) => new Set(ds.map((d) => d.order)).size === ds.length, 'dhikr orders must be unique')
  .refine((ds) => new Set(ds.map((d) => d.ar)).size === ds.length, 'dhikr Arabic texts must be unique');

export const dhikrLoader = listLoader(
  'dhikr',
  () => dhikrFileSchema.parse(readJson('./dhikr.json')),
  (d) => String(d.id),
);
