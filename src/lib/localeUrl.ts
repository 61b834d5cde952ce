import { localePath, splitLocale, type Locale } from '../shared/locales.ts';

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
