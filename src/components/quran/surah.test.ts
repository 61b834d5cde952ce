import { describe, expect, it } from 'vitest';
import { fill, surahName, verseNumber } from './surah.ts';
import { formatNumber } from '../../i18n/index.ts';

const baqara = { id: 2, name: 'البقرة', transliteration: 'Al-Baqarah', translation: { en: 'The Cow', fr: 'La vache' } };

describe('surah helpers', () => {
  it('names a chapter in the page language', () => {
    expect(surahName(baqara, 'fr')).toBe('Al-Baqarah (La vache)');
    expect(surahName(baqara, 'en')).toBe('Al-Baqarah (The Cow)');
    expect(surahName(baqara, 'ar')).toBe('البقرة');
  });
  it('fills slots and leaves unknown ones alone', () => {
    expect(fill('Dua {n}', { n: 3 })).toBe('Dua 3');
    expect(fill('{a} {b}', { a: 'x' })).toBe('x {b}');
  });
  it('numbers verses like formatNumber, with Arabic-Indic digits on Arabic pages', () => {
    for (const n of [1, 7, 286]) {
      expect(verseNumber('ar', n)).toBe(formatNumber('ar', n));
      expect(verseNumber('fr', n)).toBe(String(n));
    }
    expect(verseNumber('ar', 286)).toBe('٢٨٦');
  });
});
