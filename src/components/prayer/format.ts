import type { Locale } from '../../i18n/index.ts';

// ar-EG: Arabic-Indic digits, like formatNumber() elsewhere in the app.
const INTL: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-EG' };

/** "dimanche 1 mars 2026" for a noon-UTC day. */
export function gregorianDate(locale: Locale, utcNoon: number): string {
  return new Intl.DateTimeFormat(INTL[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcNoon);
}

/** The same day on the Umm al-Qura Hijri calendar, from the browser's own Intl data. */
export function hijriDate(locale: Locale, utcNoon: number): string {
  return new Intl.DateTimeFormat(`${INTL[locale]}-u-ca-islamic-umalqura`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcNoon);
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** "05:12" with the locale's digits. */
export function localDigits(locale: Locale, text: string): string {
  return locale === 'ar' ? text.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]) : text;
}
