import { describe, expect, it } from 'vitest';
import { fill } from '../../lib/fill.ts';
import { surahName, verseNumber } from './surah.ts';
import { formatNumber } from '../../i18n/index.ts';

const baqara = { id: 2, name: 'البقرة', transliteration: 'Al-Baqarah', translation: { en: 'The Cow', fr: 'La vache' } };

describe('surah helpers', () => {
  it('names a chapter in the page language', () => {
    expect(surahName(baqara, 'fr')).toBe('Al-Baqarah (La vache)');
    expect(surahName(baqara, 'en')).toBe('Al-Baqarah (The Cow)');
    expect(surahName(baqara, 'ar')).toBe('البقرة');
  });
  it('does not repeat a name that its translation only spells again', () => {
    const yasin = { id: 36, name: 'يس', transliteration: 'Ya-Sin', translation: { en: 'Ya Sin', fr: 'Ya-Sin' } };
    const hud = { id: 11, name: 'هود', transliteration: 'Hud', translation: { en: 'Hud', fr: 'Houd' } };
    const sad = { id: 38, name: 'ص', transliteration: 'Sad', translation: { en: 'The Letter "Saad"', fr: 'Sad' } };
    expect(surahName(yasin, 'en')).toBe('Ya-Sin');
    expect(surahName(yasin, 'fr')).toBe('Ya-Sin');
    expect(surahName(hud, 'fr')).toBe('Hud');
    expect(surahName(sad, 'en')).toBe('Sad (The Letter "Saad")');
    expect(surahName(sad, 'fr')).toBe('Sad');
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
