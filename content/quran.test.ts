import { describe, expect, it } from 'vitest';
import { readMeanings, readQuran, SURAH_COUNT } from './quran.ts';
import { surahName } from '../src/components/quran/surah.ts';

/**
 * The chapters whose name is all there is to say: a prophet's or a sage's name (Hud, Luqman,
 * Muhammad) or the letters they open with (Ta-Ha, Ya-Sin). Every other chapter is listed with its
 * meaning, in French as in English.
 */
const NAME_ALONE = [11, 20, 31, 36, 47];

describe('the surah list’s meanings', () => {
  const quran = readQuran();

  it('gives every surah a meaning in every translated locale, the same few names standing alone in each', () => {
    expect(quran).toHaveLength(SURAH_COUNT);
    for (const locale of ['fr', 'en'] as const) {
      const alone = quran.filter((s) => surahName(s, locale) === s.transliteration).map((s) => s.id);
      expect(alone, locale).toEqual(NAME_ALONE);
    }
  });

  it('fills the ones the translation files lack, from content data', () => {
    const byId = (id: number) => quran[id - 1];
    expect(surahName(byId(7), 'fr')).toBe("Al-A'raf (Les Murailles)");
    expect(surahName(byId(15), 'fr')).toBe('Al-Hijr (La Vallée rocheuse)');
    expect(surahName(byId(34), 'fr')).toBe('Saba (Le royaume de Saba)');
    expect(surahName(byId(46), 'fr')).toBe('Al-Ahqaf (Les Dunes)');
    expect(surahName(byId(106), 'en')).toBe('Quraysh (The Tribe of Quraysh)');
    // The rest is quran-json's own.
    expect(surahName(byId(2), 'en')).toBe('Al-Baqarah (The Cow)');
  });

  it('keeps the data to chapters that exist, each meaning other than its name', () => {
    const meanings = readMeanings();
    for (const locale of ['fr', 'en'] as const) {
      for (const [id, meaning] of Object.entries(meanings[locale])) {
        const surah = quran[Number(id) - 1];
        expect(surah.translation[locale]).toBe(meaning);
        expect(surahName(surah, locale), `${locale} ${id}`).not.toBe(surah.transliteration);
      }
    }
    for (const bad of [{}, { fr: {}, en: { 115: 'x' } }, { fr: { 7: '' }, en: {} }, { fr: { 7: 1 }, en: {} }]) {
      expect(() => readMeanings(bad), JSON.stringify(bad)).toThrow();
    }
  });
});
