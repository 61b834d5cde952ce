import type { Locale, Strings } from './index.ts';

// `?lazy`: each table as a module apart from the one index.ts imports for the build's pages, which
// every page's scripts import too (and then tree-shake away): one table loads, when it is needed.
const TABLES: Record<Locale, () => Promise<{ default: Strings }>> = {
  fr: () => import('./fr.ts?lazy'),
  en: () => import('./en.ts?lazy'),
  ar: () => import('./ar.ts?lazy'),
};
const loaded = new Map<Locale, Promise<{ default: Strings }>>();

/**
 * A locale's whole strings table, for what the page's HTML does not carry the strings of (the
 * gate screen, the reading panels, the prayer alert on any page): a chunk of its own, fetched once
 * and precached by the service worker. The same promise each call, as React's use() needs.
 */
export function lazyStrings(locale: Locale): Promise<{ default: Strings }> {
  let table = loaded.get(locale);
  if (!table) loaded.set(locale, (table = TABLES[locale]()));
  return table;
}
