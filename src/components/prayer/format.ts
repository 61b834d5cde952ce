import { HIJRI_CALENDAR, INTL_TAGS as INTL, type Locale } from '../../shared/locales.ts';

// The formats below are exported for the page's inline script (todayScript.ts) too, which writes
// today's date before the island hydrates.
/** The comma between a place and its country on Arabic pages (placeTitle(), and the script). */
export const AR_COMMA = '، ';
/** Where the subscriber's place is kept (place.ts), which the script reads too. */
export const PLACE_KEY = 'prayerPlace';
export const GREGORIAN: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};
export const HIJRI: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/** "dimanche 1 mars 2026" for a noon-UTC day. */
export function gregorianDate(locale: Locale, utcNoon: number): string {
  return new Intl.DateTimeFormat(INTL[locale], GREGORIAN).format(utcNoon);
}

/** "1 mars" for a noon-UTC day: the ends of the answered days, in a sentence. */
export function shortDate(locale: Locale, utcNoon: number): string {
  return new Intl.DateTimeFormat(INTL[locale], { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(utcNoon);
}

/** The same day on the Umm al-Qura Hijri calendar, from the browser's own Intl data. */
export function hijriDate(locale: Locale, utcNoon: number): string {
  return new Intl.DateTimeFormat(INTL[locale] + HIJRI_CALENDAR, HIJRI).format(utcNoon);
}
