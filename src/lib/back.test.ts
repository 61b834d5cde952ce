import { describe, expect, it } from 'vitest';
import { backTarget } from './back.ts';

describe('backTarget (spec section 2)', () => {
  it('does nothing on home', () => {
    expect(backTarget('/', 'green')).toBeNull();
  });
  it.each(['/1', '/2', '/3', '/4', '/5', '/6', '/7', '/8'])('goes home from %s', (route) => {
    expect(backTarget(route, 'green')).toBe('/');
    expect(backTarget(route, 'red')).toBe('/');
  });
  it('goes to the Quran list from a surah', () => {
    expect(backTarget('/quran_detail/2', 'green')).toBe('/2');
  });
  it('goes to the hadith months from a playlist in green, home in red', () => {
    expect(backTarget('/hadesList/3', 'green')).toBe('/7');
    expect(backTarget('/hadesList/3', 'red')).toBe('/');
  });
  it('goes to the dua list from a dua', () => {
    expect(backTarget('/dua_detail/0', 'green')).toBe('/3');
  });
  it('keeps the rules for pages not built', () => {
    expect(backTarget('/islamicStoriesDetails/4', 'green')).toBe('/7');
    expect(backTarget('/ramdan_list', 'green')).toBe('/8');
  });
  it('goes to Ramadan from the see-all pages', () => {
    expect(backTarget('/allVideos', 'green')).toBe('/9');
    expect(backTarget('/allAudios', 'red')).toBe('/9');
  });
  it('goes home from anything else', () => {
    expect(backTarget('/9', 'green')).toBe('/');
    expect(backTarget('/alFatiha', 'green')).toBe('/');
    expect(backTarget('/login', 'green')).toBe('/');
  });
});
