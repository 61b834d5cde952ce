// The locales' helpers and the strings' types, without the strings themselves: client code
// imports this, and a page picks its strings at build from tables.ts (lint holds the line).
import type { Strings } from './fr.ts';
import { DEFAULT_LOCALE, INTL_TAGS, LOCALES, isLocale, type Locale } from '../shared/locales.ts';

export {
  DEFAULT_LOCALE,
  ENDONYMS,
  LOCALES,
  isLocale,
  localePath,
  splitLocale,
  type Locale,
} from '../shared/locales.ts';
export type { Strings };

/** The strings the app chrome uses: only these ride in every page's island props. */
export const CHROME_KEYS = [
  'appName',
  'islamic',
  'back',
  'menu',
  'closeMenu',
  'language',
  'changeLanguage',
  'unsubscribe',
  'oops',
  'somethingWrong',
  'okay',
  'yes',
  'no',
  'close',
  'loading',
  'noConnection',
  'search',
  'bookmarks',
  'qibla',
  'tasbih',
  'hijriCalendar',
  'nightTheme',
  'nightAuto',
  'nightLight',
  'nightDark',
] as const;
/** The strings of a key list, as an island or component that names the keys it uses types its props. */
export type StringsOf<Keys extends readonly (keyof Strings)[]> = Pick<Strings, Keys[number]>;

export type ChromeStrings = StringsOf<typeof CHROME_KEYS>;

/** The locale of the page being built (Astro.currentLocale); the default when Astro has none. */
export function pageLocale(current: string | undefined): Locale {
  return isLocale(current) ? current : DEFAULT_LOCALE;
}

export function dirOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Arabic pages show Arabic-Indic digits. */
export function formatNumber(locale: Locale, n: number): string {
  return new Intl.NumberFormat(INTL_TAGS[locale]).format(n);
}

/** getStaticPaths entries for a page under src/pages/[...locale]/: fr at the root, en and ar prefixed. */
export function localePaths<P extends Record<string, unknown>>(props?: P) {
  return LOCALES.map((l) => ({ params: { locale: l === DEFAULT_LOCALE ? undefined : l }, props: props ?? ({} as P) }));
}
