/**
 * The one locale list. Plain TypeScript with no imports, so Astro's config, the pages, the head
 * script (through define:vars), the reference server (Node's type stripping) and the tests all read it.
 */
export const LOCALES = ['fr', 'en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
/** The default locale is served unprefixed; the others under '/<locale>/'. */
export const DEFAULT_LOCALE: Locale = 'fr';
export const PREFIXED_LOCALES: readonly Locale[] = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/**
 * The tag Intl writes each locale's dates, numbers and names with: ar-EG for the Arabic-Indic
 * digits of every Arabic page. The prayer page's inline script (todayScript.ts) reads it too.
 */
export const INTL_TAGS: Readonly<Record<Locale, string>> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-EG' };
/** Intl's Umm al-Qura Hijri calendar, appended to a tag: the prayer page and the calendar date a day alike. */
export const HIJRI_CALENDAR = '-u-ca-islamic-umalqura';

/**
 * A text already laid out ("05:12", "2:255", "1:06:40") in the locale's digits, the ones Intl
 * writes with INTL_TAGS: numbers alone go through Intl (formatNumber), times and references here.
 */
export function localDigits(locale: string, text: string): string {
  // Arabic-Indic digits are U+0660 to U+0669, in the order of 0 to 9.
  return locale === 'ar' ? text.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d))) : text;
}

/** Each language named in itself, so a visitor lost in a foreign interface still finds theirs. */
export const ENDONYMS: Readonly<Record<Locale, string>> = { fr: 'Français', en: 'English', ar: 'العربية' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language a phone asks for, as one of ours: the first of its languages (navigator.languages,
 * most wanted first) whose primary subtag is one of the locales ('en-GB' → 'en', 'ar-SA' → 'ar',
 * 'fr_CA' → 'fr'), else the default. The region never matters: we have one English, one Arabic.
 */
export function phoneLocale(languages: readonly unknown[] | null | undefined): Locale {
  return (languages ?? []).map((tag) => String(tag).split(/[-_]/)[0]?.toLowerCase()).find(isLocale) ?? DEFAULT_LOCALE;
}

const PREFIX = new RegExp(`^/(${PREFIXED_LOCALES.join('|')})(?=/|$)`);

/** Splits '/en/5' into the locale and the route it shows ('/5'). */
export function splitLocale(pathname: string): { locale: Locale; route: string } {
  const match = PREFIX.exec(pathname);
  const locale: Locale = match ? (match[1] as Locale) : DEFAULT_LOCALE;
  const rest = match ? pathname.slice(match[0].length) : pathname;
  const route = rest.replace(/\/+$/, '') || '/';
  return { locale, route };
}

/** The URL of `route` ('/5', '/', a path with a query) in `locale`; the default locale carries no prefix. */
export function localePath(locale: Locale, route: string): string {
  const clean = route === '/' ? '' : route.replace(/\/+$/, '');
  if (locale === DEFAULT_LOCALE) return clean || '/';
  return `/${locale}${clean}`;
}
