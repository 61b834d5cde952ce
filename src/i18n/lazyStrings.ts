import type { Locale, Strings } from './index.ts';

// Each table is a module of its own in the browser: no client module imports one statically
// (tables.ts, which does, runs at build), so each import() here is one file, fetched once.
const TABLES: Record<Locale, () => Promise<{ default: Strings }>> = {
  fr: () => import('./fr.ts'),
  en: () => import('./en.ts'),
  ar: () => import('./ar.ts'),
};
const loaded = new Map<Locale, Promise<{ default: Strings }>>();

/**
 * A locale's whole strings table, for what the page's HTML does not carry the strings of (the
 * gate screen, the reading panels, the prayer alert on any page): fetched once and precached by
 * the service worker. The same promise each call, as React's use() needs.
 */
export function lazyStrings(locale: Locale): Promise<{ default: Strings }> {
  let table = loaded.get(locale);
  if (!table) loaded.set(locale, (table = TABLES[locale]()));
  return table;
}
