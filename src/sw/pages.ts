/**
 * The pages the service worker knows by address: which it stores at install, the offline page of
 * an address's language, the search page whatever its query. Compiled at build into the script the
 * Workbox-generated worker loads first (integrations/pwa.mjs), where it is `nourPages`; the caching
 * rules in integrations/sw-rules.mjs call it. The locales and their paths are src/shared's.
 */
import { LOCALES, localePath, splitLocale } from '../shared/locales.ts';

/** Opened once on install, in every locale, so these work offline before a first visit. */
export const INSTALL_ROUTES = ['/', '/2', '/juz', '/3', '/5', '/6', '/search', '/bookmarks', '/offline'] as const;

export function installPages(): string[] {
  return LOCALES.flatMap((locale) => INSTALL_ROUTES.map((route) => localePath(locale, route)));
}

/** The offline page in the language of `pathname` ('/en/5' → '/en/offline'). */
export function offlinePageOf(pathname: string): string {
  return localePath(splitLocale(pathname).locale, '/offline');
}

/** Whether `pathname` is the search page, in any language. */
export function isSearchPage(pathname: string): boolean {
  return splitLocale(pathname).route === '/search';
}
