import type { Locale } from '../../i18n/index.ts';
import { INTL_TAGS } from '../../shared/locales.ts';

export interface SurahNames {
  id: number;
  name: string;
  transliteration: string;
  translation: { en: string; fr: string };
}

/** A name as it sounds, for comparing spellings: "Ya Sin", "Ya-Sin" and French "Houd" for "Hud" agree. */
const sound = (name: string) =>
  name
    .toLowerCase()
    .replace(/ou/g, 'u')
    .replace(/[^a-z]/g, '');

/**
 * The chapter's name in the page's language; Arabic pages show the Arabic name itself. A
 * translation that is only the name again ("Ya-Sin (Ya-Sin)", "Hud (Houd)") is not repeated.
 */
export function surahName(s: SurahNames, locale: Locale): string {
  if (locale === 'ar') return s.name;
  const meaning = s.translation[locale];
  return sound(meaning) === sound(s.transliteration) ? s.transliteration : `${s.transliteration} (${meaning})`;
}

const formats = new Map<Locale, Intl.NumberFormat>();

/** formatNumber, with one formatter per locale: a surah page numbers hundreds of verses. */
export function verseNumber(locale: Locale, n: number): string {
  if (!formats.has(locale)) formats.set(locale, new Intl.NumberFormat(INTL_TAGS[locale]));
  return formats.get(locale)!.format(n);
}
