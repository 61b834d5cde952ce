import { describe, expect, it } from 'vitest';
import { isMediaUrl, isQuranData } from './validate.ts';

describe('quranData validation', () => {
  const verse = { v_word: 'بِسۡمِ', v_default_translation: 'In the name' };
  it('accepts verses with an audio path or http(s) URL', () => {
    expect(isQuranData({ quranData: [verse], audio: '/media/quran/1.mp3' })).toBe(true);
    expect(
      isQuranData({ quranData: [{ ...verse, v_default_translation: '' }], audio: 'http://localhost/media/1.mp3' }),
    ).toBe(true);
  });
  it('refuses missing verses, broken verses and unsafe audio URLs', () => {
    expect(isQuranData({ quranData: [], audio: '/media/quran/1.mp3' })).toBe(false);
    expect(isQuranData({ quranData: [{ v_word: 1 }], audio: '/media/quran/1.mp3' })).toBe(false);
    expect(isQuranData({ quranData: [verse] })).toBe(false);
    expect(isQuranData('<html>')).toBe(false);
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/a.mp3',
      'data:audio/mp3;base64,AA',
      '',
      '/media/a b.mp3',
      'https://cdn.example/1.mp3',
      '/\\evil.example/a.mp3',
    ]) {
      expect(isMediaUrl(bad), bad).toBe(false);
    }
  });
});
