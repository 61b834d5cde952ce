import { describe, expect, it } from 'vitest';
import { $autoplayDua, duaAudio, nextDuaIndex, takeAutoplay } from './dua.ts';

describe('dua playback rules', () => {
  it('advances one by one and stops after the last dua', () => {
    expect(nextDuaIndex(0)).toBe(1);
    expect(nextDuaIndex(38)).toBe(39);
    expect(nextDuaIndex(39)).toBeNull();
    expect(nextDuaIndex(2, 3)).toBeNull();
    expect(nextDuaIndex(-1)).toBeNull();
    expect(nextDuaIndex(1.5)).toBeNull();
  });
  it('picks the language audio; Arabic uses French; missing audio is null', () => {
    const audio = { fr: '/media/dua/fr/39.mp3', en: null };
    expect(duaAudio(audio, 'fr')).toBe('/media/dua/fr/39.mp3');
    expect(duaAudio(audio, 'ar')).toBe('/media/dua/fr/39.mp3');
    expect(duaAudio(audio, 'en')).toBeNull();
    expect(duaAudio({ fr: '', en: '/media/dua/en/1.mp3' }, 'ar')).toBeNull();
  });
  it('hands autoplay over once, and only to the dua it was meant for', () => {
    $autoplayDua.set(3);
    expect(takeAutoplay(4)).toBe(false);
    expect($autoplayDua.get()).toBeNull();
    $autoplayDua.set(4);
    expect(takeAutoplay(4)).toBe(true);
    expect(takeAutoplay(4)).toBe(false);
  });
});

describe('content/duas.json', () => {
  it('lists the 40 Rabbana verses, each resolved to its Arabic, English and French text', async () => {
    const { duaFileSchema, resolveDuas } = await import('../../../content/catalogue.ts');
    const { readQuran } = await import('../../../content/quran.ts');
    const { default: file } = await import('../../../content/duas.json', { with: { type: 'json' } });
    const duas = resolveDuas(duaFileSchema.parse(file), readQuran());
    expect(duas).toHaveLength(40);
    expect(duas[0]).toMatchObject({ index: 0, key: '2:127', surah: { id: 2, transliteration: 'Al-Baqarah' } });
    expect(duas[0].text.ar.startsWith('وَإِذۡ يَرۡفَعُ')).toBe(true);
    expect(duas.map((d) => d.audio.en === null)).toEqual(duas.map((_, i) => i >= 38));
    expect(() => resolveDuas([{ key: '2:999', audio: { fr: null, en: null } }], readQuran())).toThrow(/not a verse/);
  });
});
