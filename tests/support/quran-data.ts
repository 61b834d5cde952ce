// The Quran as quran-json ships it, read directly: the pages are checked against the data,
// not against the code that renders them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import type { AppLocale } from './fixtures.ts';

interface Chapter {
  id: number;
  name: string;
  transliteration: string;
  translation?: string;
  verses: Array<{ id: number; text: string; translation?: string }>;
}

const require = createRequire(import.meta.url);
const read = (file: string) =>
  JSON.parse(readFileSync(require.resolve(`quran-json/dist/${file}`), 'utf8')) as Chapter[];

export const quran = { ar: read('quran.json'), en: read('quran_en.json'), fr: read('quran_fr.json') };

/** The name the page shows beside the Arabic heading (none on Arabic pages). */
/** Chapters whose translation only spells the name again ("Ya Sin", "Houd"): the name shows once. */
const NAME_ONLY: Record<'en' | 'fr', number[]> = {
  en: [11, 20, 31, 36, 47, 106],
  fr: [7, 11, 15, 20, 31, 34, 36, 38, 46, 47, 50],
};
/** The French file's chapter 3 reads "La famille de 'imran"; the catalogue corrects it. */
const FRENCH_FIXED: Record<number, string> = { 3: 'La famille d’Imran' };

export function chapterName(id: number, locale: AppLocale): string | null {
  if (locale === 'ar') return null;
  const c = quran[locale][id - 1];
  if (NAME_ONLY[locale].includes(id)) return c.transliteration;
  return `${c.transliteration} (${(locale === 'fr' && FRENCH_FIXED[id]) || c.translation})`;
}

export function verseKey(key: string) {
  const [s, v] = key.split(':').map(Number);
  return {
    ar: quran.ar[s - 1].verses[v - 1].text,
    en: quran.en[s - 1].verses[v - 1].translation!,
    fr: quran.fr[s - 1].verses[v - 1].translation!,
    surah: s,
    verse: v,
  };
}

export const surahRoute = (id: number) => (id === 1 ? '/alFatiha' : `/quran_detail/${id}`);

/** Web fonts settle before a screenshot; Arabic glyphs shift a lot when the Quran font swaps in. */
export async function fontsReady(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The sample clips last 2-3 s: slowed down, one is still playing when the test pauses it. */
export function slowDown(audio: Locator): Promise<void> {
  return audio.evaluate((el: HTMLAudioElement) => {
    el.defaultPlaybackRate = 0.25;
    el.playbackRate = 0.25;
  });
}
