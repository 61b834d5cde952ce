import { DEFAULT_LOCALE, isLocale, localePath, phoneLocale, splitLocale, type Locale } from '../shared/locales.ts';
import { uidFromHash } from './subscription.ts';

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The same page in `locale`, as a path on this origin. The route is rebuilt from one leading
 * slash: a pathname like '//evil.example/x' or '/\evil.example' (which browsers read as
 * '//evil.example') must never become a protocol-relative URL that leaves the site.
 */
export function twinPath(locale: Locale, { pathname, search, hash }: Place): string {
  // URL parsers drop tabs and newlines, which could join slashes back together.
  const clean = pathname.replace(/[\t\n\r]/g, '');
  const { route } = splitLocale(clean);
  const rest = route.replace(/^[/\\]+/, '').replace(/[/\\]+$/, '');
  const path = localePath(locale, `/${rest}`);
  return `${path}${search.replace(/[\t\n\r]/g, '')}${hash}`;
}

/**
 * The locale a page is to be shown in, decided before its first paint; null to stay as it is.
 * The stored choice always wins. With none stored, the phone's language (phoneLocale: the first of
 * ours it asks for, else the default) is followed on the operator's way in only: a page in the
 * default locale that is its home, or that an operator's link opened (`#uid=`, which the app takes
 * out of the address bar, so a link a person copies and shares never carries it). Any other page
 * stays in its URL's language: a prefixed link names its language, and a French page someone
 * shared is shared in French. Nothing is stored here: until the subscriber chooses, a phone whose
 * language changes is followed again (docs/decisions.md).
 */
export function pageLanguage(
  stored: unknown,
  pageLang: string,
  { pathname, hash }: Pick<Place, 'pathname' | 'hash'>,
  phoneLanguages: readonly unknown[] | null | undefined,
): Locale | null {
  let want: Locale | null = null;
  if (isLocale(stored)) want = stored;
  else if (pageLang === DEFAULT_LOCALE && (isHome(pathname) || uidFromHash(hash) !== null))
    want = phoneLocale(phoneLanguages);
  return want !== null && want !== pageLang ? want : null;
}

const isHome = (pathname: string) => splitLocale(pathname.replace(/[\t\n\r]/g, '')).route === '/';
