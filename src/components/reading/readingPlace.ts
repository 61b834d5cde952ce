/**
 * The last place read (surah and verse), kept on the device as the subscriber scrolls a surah
 * (useReadingPlace.ts) and offered on home and the Quran list.
 */
import { formatNumber, type Locale } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { getItem, setItem } from '../../lib/storage.ts';

/** A chapter's names (kept with a place, so home and the bookmarks can name it in any language). */
export interface SurahLabel {
  id: number;
  /** Arabic, e.g. البقرة */
  name: string;
  /** e.g. Al-Baqarah */
  transliteration: string;
}

export interface ReadingPlace {
  surah: SurahLabel;
  verse: number;
}

const KEY = 'lastRead';

/** A whole number from 1 to max: a chapter, a verse, a count of days. */
export const count = (v: unknown, max: number): v is number =>
  Number.isInteger(v) && (v as number) > 0 && (v as number) <= max;

/** A stored place, or null for anything else storage may hold. */
export function readingPlaceOf(v: unknown): ReadingPlace | null {
  const { surah: s, verse } = Object(v) as { surah?: Partial<SurahLabel>; verse?: unknown };
  const { id, name, transliteration } = Object(s) as Partial<SurahLabel>;
  return count(verse, 286) && count(id, 114) && typeof name === 'string' && typeof transliteration === 'string'
    ? { surah: { id, name, transliteration }, verse }
    : null;
}

export const loadPlace = (): ReadingPlace | null => getItem(KEY, { check: readingPlaceOf }) ?? null;

export const savePlace = (place: ReadingPlace): boolean => setItem(KEY, place);

/** A chapter's name in a locale: Arabic pages show the Arabic name, the others its transliteration. */
export const labelOf = (surah: SurahLabel, locale: string): string =>
  locale === 'ar' ? surah.name : surah.transliteration;

/** "Al-Baqarah, verse 255": a place as home, the Quran list and the plan's form name it. */
export const placeText = (place: ReadingPlace, locale: Locale, verseOf: string): string =>
  fill(verseOf, { surah: labelOf(place.surah, locale), verse: formatNumber(locale, place.verse) });
