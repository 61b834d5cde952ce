import type { Locale } from '../../i18n/index.ts';

// ar-EG: Arabic-Indic digits, like formatNumber() elsewhere in the app.
// Exported with the formats below for the page's inline script (todayScript.ts), which writes
// today's date before the island hydrates.
export const INTL: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-EG' };
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
export const HIJRI_CALENDAR = '-u-ca-islamic-umalqura';
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
