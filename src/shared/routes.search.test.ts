import { describe, expect, it } from 'vitest';
import { backRuleOf, HOME, isGated, pageEventOf, searchPath, versePath } from './routes.ts';
import { localePath } from '../i18n/index.ts';

// Apart from routes.test.ts, which the reading work changes at the same time.
describe('search routes', () => {
  it('a verse is its surah page with the verse as fragment', () => {
    expect(versePath(2, 255)).toBe('/quran_detail/2#v255');
    expect(versePath(1, 7)).toBe('/alFatiha#v7');
    expect(localePath('ar', versePath(36, 1))).toBe('/ar/quran_detail/36#v1');
  });

  it('the search page carries its query, encoded', () => {
    expect(searchPath()).toBe('/search');
    expect(searchPath('2:255')).toBe('/search?q=2%3A255');
    expect(localePath('en', searchPath())).toBe('/en/search');
  });

  it('is gated, goes back home and reports itself', () => {
    expect(isGated('/search')).toBe(true);
    expect(backRuleOf('/search')).toBe(HOME);
    expect(pageEventOf('/search')).toBe('search');
  });
});
