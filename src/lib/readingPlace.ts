/**
 * The last place read (surah and verse), kept on the device as the subscriber scrolls a surah
 * (src/components/reading/useReadingPlace.ts) and offered on home and the Quran list. In src/lib,
 * so the islands on both sides share it through the app chunk: a chunk of its own would be one
 * more script on pages that are at their 8-script budget.
 */
import { getItem, setItem } from './storage.ts';

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

/** A stored place, or null for anything else storage may hold. */
export function readingPlaceOf(v: unknown): ReadingPlace | null {
  const { surah: s, verse } = (v ?? {}) as { surah?: Partial<SurahLabel>; verse?: unknown };
  const ok =
    Number.isInteger(verse) &&
    (verse as number) > 0 &&
    (verse as number) <= 286 &&
    Number.isInteger(s?.id) &&
    s!.id! > 0 &&
    s!.id! <= 114 &&
    typeof s?.name === 'string' &&
    typeof s.transliteration === 'string';
  return ok
    ? { surah: { id: s!.id!, name: s!.name!, transliteration: s!.transliteration! }, verse: verse as number }
    : null;
}

export const loadPlace = (): ReadingPlace | null => readingPlaceOf(getItem(KEY));

export const savePlace = (place: ReadingPlace): void => setItem(KEY, place);

/** A chapter's name in a locale: Arabic pages show the Arabic name, the others its transliteration. */
export const labelOf = (surah: SurahLabel, locale: string): string =>
  locale === 'ar' ? surah.name : surah.transliteration;
