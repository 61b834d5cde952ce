import fr from './fr.ts';
import en from './en.ts';
import ar from './ar.ts';

export type Strings = { readonly [K in keyof typeof fr]: string };
export const LOCALES = ['fr', 'en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

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
  'unsubscribeConfirm',
  'oops',
  'somethingWrong',
  'okay',
  'yes',
  'no',
  'close',
  'loading',
  'noConnection',
] as const;
export type ChromeStrings = Pick<Strings, (typeof CHROME_KEYS)[number]>;

export function chromeStrings(locale: Locale): ChromeStrings {
  const t = strings(locale);
  return Object.fromEntries(CHROME_KEYS.map((k) => [k, t[k]])) as ChromeStrings;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale of the page being built (Astro.currentLocale); the default when Astro has none. */
export function pageLocale(current: string | undefined): Locale {
  return isLocale(current) ? current : DEFAULT_LOCALE;
}

export function dirOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Splits '/en/quran_detail/2' into the locale and the route it shows ('/quran_detail/2'). */
export function splitLocale(pathname: string): { locale: Locale; route: string } {
  const match = /^\/(en|ar)(?=\/|$)/.exec(pathname);
  const locale: Locale = match ? (match[1] as Locale) : DEFAULT_LOCALE;
  const rest = match ? pathname.slice(match[0].length) : pathname;
  const route = rest.replace(/\/+$/, '') || '/';
  return { locale, route };
}

/** The URL of `route` ('/2', '/') in `locale`; fr carries no prefix. */
export function localePath(locale: Locale, route: string): string {
  const clean = route === '/' ? '' : route.replace(/\/+$/, '');
  if (locale === DEFAULT_LOCALE) return clean || '/';
  return `/${locale}${clean}` || '/';
}

/** Arabic pages show Arabic-Indic digits. */
export function formatNumber(locale: Locale, n: number): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : locale).format(n);
}

/** getStaticPaths entries for a page under src/pages/[...locale]/: fr at the root, en and ar prefixed. */
export function localePaths<P extends Record<string, unknown>>(props?: P) {
  return LOCALES.map((l) => ({ params: { locale: l === DEFAULT_LOCALE ? undefined : l }, props: props ?? ({} as P) }));
}
