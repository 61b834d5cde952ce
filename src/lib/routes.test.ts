import { describe, expect, it } from 'vitest';
import { headerHidden, isGated, pageEventOf, tileRoute } from './routes.ts';
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
    expect(pageEventOf('/quran_detail/7')).toBe('quran');
    expect(pageEventOf('/hadesList/1')).toBe('Hadith');
    expect(pageEventOf('/allVideos')).toBeNull();
  });
  it('hides the header on home, login, makkah and otp only', () => {
    for (const r of ['/', '/login', '/makkah', '/otp']) expect(headerHidden(r)).toBe(true);
    expect(headerHidden('/2')).toBe(false);
  });
  it('gates every content route', () => {
    expect(isGated('/')).toBe(false);
    expect(isGated('/2')).toBe(true);
    expect(isGated('/dua_detail/3')).toBe(true);
  });
});

describe('locale paths', () => {
  it('splits and builds localized paths', () => {
    expect(splitLocale('/en/quran_detail/2')).toEqual({ locale: 'en', route: '/quran_detail/2' });
    expect(splitLocale('/ar/')).toEqual({ locale: 'ar', route: '/' });
    expect(splitLocale('/2/')).toEqual({ locale: 'fr', route: '/2' });
    expect(splitLocale('/english')).toEqual({ locale: 'fr', route: '/english' });
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
