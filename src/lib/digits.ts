import type { Locale } from '../i18n/index.ts';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** "05:12" with the locale's digits: Arabic pages write times and counts in Arabic-Indic digits. */
export function localDigits(locale: Locale | string, text: string): string {
  return locale === 'ar' ? text.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]) : text;
}
