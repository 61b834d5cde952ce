import fr, { type Strings } from './fr.ts';
import en from './en.ts';
import ar from './ar.ts';

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

const tables: Record<Locale, Strings> = { fr, en, ar };

export function strings(locale: Locale): Strings {
  return tables[locale];
}

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

export function chromeStrings(locale: Locale): ChromeStrings {
  return pickStrings(locale, CHROME_KEYS);
}

/**
 * The strings an island uses, for its props: every island's props ride in the page's HTML, and
 * the whole table is several kilobytes of it.
 */
export function pickStrings<K extends keyof Strings>(locale: Locale, keys: readonly K[]): Pick<Strings, K> {
  const t = strings(locale);
  return Object.fromEntries(keys.map((k) => [k, t[k]])) as Pick<Strings, K>;
}

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
