import { INTL_TAGS, type Locale } from '../../shared/locales.ts';

/** One item kept for offline: what it is, where it is read, its files and the bytes they take. */
export interface KeptItem {
  id: string;
  /** The page that plays it (a route path without the locale), so the list links back to it. */
  route: string;
  files: string[];
  bytes: number;
  /** Its name in Arabic and in Latin letters, so the list names it in any language. */
  name: string;
  latin: string;
}

const MB = 1024 * 1024;

/** A size as a reader says it, in the page's digits: "12 MB", "0.4 MB", "13 kB" below a tenth of a megabyte. */
export function formatSize(locale: Locale, bytes: number): string {
  const small = bytes < MB / 10;
  const value = small ? Math.max(1, Math.round(bytes / 1024)) : bytes / MB;
  return (
    new Intl.NumberFormat(INTL_TAGS[locale], {
      style: 'unit',
      unit: small ? 'kilobyte' : 'megabyte',
      maximumFractionDigits: !small && value < 10 ? 1 : 0,
      // Arabic's short unit is an unusual abbreviation ("م.ب"); the word reads as people say it.
      unitDisplay: locale === 'ar' ? 'long' : 'short',
    })
      .format(value)
      // A line never ends between the number and its unit (French's own space already holds).
      .replace(/ /g, '\u00a0')
  );
}
