import type { Locale } from '../../i18n/index.ts';

export interface SurahNames {
  id: number;
  name: string;
  transliteration: string;
  translation: { en: string; fr: string };
}

/** The chapter's name in the page's language; Arabic pages show the Arabic name itself. */
export function surahName(s: SurahNames, locale: Locale): string {
  return locale === 'ar' ? s.name : `${s.transliteration} (${s.translation[locale]})`;
}

// In the app's shared chunk (src/lib), so pages that only fill a string do not load a chunk of it.
export { fill } from '../../lib/fill.ts';

const formats = new Map<Locale, Intl.NumberFormat>();

/** formatNumber, with one formatter per locale: a surah page numbers hundreds of verses. */
export function verseNumber(locale: Locale, n: number): string {
  if (!formats.has(locale)) formats.set(locale, new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : locale));
  return formats.get(locale)!.format(n);
}
