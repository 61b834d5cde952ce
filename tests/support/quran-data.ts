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

/** Chapters named after a person or their opening letters ("Hud", "Ya-Sin"): the name shows alone. */
const NAME_ONLY = [11, 20, 31, 36, 47];
/** Meanings the translation files lack or misspell, from the content data (content/surahMeanings.json). */
const MEANINGS = JSON.parse(
  readFileSync(new URL('../../content/surahMeanings.json', import.meta.url), 'utf8'),
) as Record<'en' | 'fr', Record<string, string>>;

/** The name the page shows beside the Arabic heading (none on Arabic pages). */
export function chapterName(id: number, locale: AppLocale): string | null {
  if (locale === 'ar') return null;
  const c = quran[locale][id - 1];
  if (NAME_ONLY.includes(id)) return c.transliteration;
  return `${c.transliteration} (${MEANINGS[locale][id] ?? c.translation})`;
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
