import { describe, expect, it } from 'vitest';
import {
  duaPath,
  hadithMonthOf,
  hadithMonthPath,
  headerHidden,
  isGated,
  pageEventOf,
  seeAllPath,
  shellRouteOf,
  surahPath,
  tileRoute,
} from './routes.ts';
import { localePath, splitLocale } from '../i18n/index.ts';
import fr from '../i18n/fr.ts';
import en from '../i18n/en.ts';
import ar from '../i18n/ar.ts';

describe('route table', () => {
  it('maps tiles to pages and pages to usage events', () => {
    expect(tileRoute(4)).toBe('/4');
    expect(tileRoute(42)).toBeNull();
    expect(pageEventOf('/')).toBe('homepage');
    expect(pageEventOf('/5')).toBe('99 Names of Allah');
    expect(pageEventOf('/9')).toBeNull();
    expect(pageEventOf('/alFatiha')).toBe('quran');
    expect(pageEventOf('/quran_detail/7')).toBe('quran');
    expect(pageEventOf('/dua_detail/7')).toBe('dua');
    expect(pageEventOf('/hadesList/1')).toBe('Hadith');
    expect(pageEventOf('/allVideos')).toBeNull();
    expect(pageEventOf('/toString')).toBeNull();
  });
  it('hides the header on home, login, makkah and otp only', () => {
    for (const r of ['/', '/login', '/makkah', '/otp']) expect(headerHidden(r)).toBe(true);
    expect(headerHidden('/2')).toBe(false);
  });
  it('gates every content route', () => {
    expect(isGated('/')).toBe(false);
    expect(isGated('/404')).toBe(false);
    expect(isGated('/2')).toBe(true);
    expect(isGated('/dua_detail/3')).toBe(true);
    expect(isGated('/hadesList')).toBe(true);
  });
});

describe('path builders', () => {
  it.each([
    [surahPath(1), '/alFatiha'],
    [surahPath(2), '/quran_detail/2'],
    [surahPath(114), '/quran_detail/114'],
    [duaPath(0), '/dua_detail/0'],
    [duaPath(39), '/dua_detail/39'],
    [hadithMonthPath(3), '/hadesList/3'],
    [hadithMonthPath('a b/c'), '/hadesList/a%20b%2Fc'],
    [seeAllPath('video', 0), '/allVideos?category=0'],
    [seeAllPath('audio', 2), '/allAudios?category=2'],
    [localePath('ar', seeAllPath('audio', 1)), '/ar/allAudios?category=1'],
    [localePath('en', surahPath(2)), '/en/quran_detail/2'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('reads a hadith month back from its path, and knows its shell', () => {
    expect(hadithMonthOf(hadithMonthPath('a b/c'))).toBe('a b/c');
    expect(hadithMonthOf('/hadesList/42')).toBe('42');
    expect(hadithMonthOf('/hadesList/%E0%A4%A')).toBe('%E0%A4%A');
    expect(hadithMonthOf('/hadesList')).toBeNull();
    expect(hadithMonthOf('/hadesList/1/2')).toBeNull();
    expect(hadithMonthOf('/7')).toBeNull();
    expect(shellRouteOf('/hadesList/42')).toBe('/hadesList');
    expect(shellRouteOf('/quran_detail/999')).toBeNull();
  });
});

describe('locale paths', () => {
  it('splits and builds localized paths', () => {
    expect(splitLocale('/en/quran_detail/2')).toEqual({ locale: 'en', route: '/quran_detail/2' });
    expect(splitLocale('/ar/')).toEqual({ locale: 'ar', route: '/' });
    expect(splitLocale('/2/')).toEqual({ locale: 'fr', route: '/2' });
    expect(splitLocale('/english')).toEqual({ locale: 'fr', route: '/english' });
    expect(splitLocale('/fr/2')).toEqual({ locale: 'fr', route: '/fr/2' });
    expect(localePath('fr', '/')).toBe('/');
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('ar', '/2')).toBe('/ar/2');
  });
  it('has every UI string in all three languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    expect(Object.keys(ar).sort()).toEqual(Object.keys(fr).sort());
    for (const table of [fr, en, ar]) for (const v of Object.values(table)) expect(v.trim()).not.toBe('');
  });
});

describe('page locale', () => {
  it('takes the locale Astro gives and falls back to fr', async () => {
    const { pageLocale } = await import('../i18n/index.ts');
    expect(pageLocale('ar')).toBe('ar');
    expect(pageLocale(undefined)).toBe('fr');
    expect(pageLocale('de')).toBe('fr');
  });
});
