import { describe, expect, test } from 'vitest';
import { INSTALL_ROUTES, installPages, isSearchPage, offlinePageOf } from './pages.ts';

describe("the worker's pages", () => {
  test('every install page in every locale, the default one unprefixed', () => {
    const pages = installPages();
    expect(pages).toHaveLength(INSTALL_ROUTES.length * 3);
    expect(pages).toEqual(expect.arrayContaining(['/', '/2', '/offline', '/en', '/en/juz', '/ar', '/ar/bookmarks']));
    expect(pages.filter((p) => p.endsWith('/'))).toEqual(['/']);
  });

  test("the offline page is the address's language's", () => {
    expect(offlinePageOf('/5')).toBe('/offline');
    expect(offlinePageOf('/en/quran_detail/2')).toBe('/en/offline');
    expect(offlinePageOf('/ar')).toBe('/ar/offline');
    // A path that only starts like a locale is the default's.
    expect(offlinePageOf('/enigma')).toBe('/offline');
  });

  test('the search page in any language, with or without its slash; nothing else', () => {
    for (const path of ['/search', '/search/', '/en/search', '/ar/search/']) expect(isSearchPage(path)).toBe(true);
    for (const path of ['/searching', '/en/search/x', '/', '/fr/search']) expect(isSearchPage(path)).toBe(false);
  });
});
