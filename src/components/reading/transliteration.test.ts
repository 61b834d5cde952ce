import { describe, expect, it } from 'vitest';
import { readQuran, readTransliteration } from '../../../content/quran.ts';
import { transliterationOf } from './transliteration.ts';

describe('the transliteration the build writes', () => {
  it('has one line per verse of every chapter, from quran-json, in readable letters (content/transliteration.test.ts)', () => {
    const lines = readTransliteration();
    const quran = readQuran();
    expect(lines.map((c) => c.length)).toEqual(quran.map((s) => s.verses.length));
    expect(lines[0][0]).toBe('Bismi Allāhi ar-raḥmāni ar-raḥīm');
  });
});

describe('an answer read back', () => {
  it('is used only with one line per verse of the page', () => {
    expect(transliterationOf({ verses: ['a', 'b'] }, 2)).toEqual({ verses: ['a', 'b'] });
    expect(transliterationOf({ bismillah: 'x', verses: ['a'] }, 1)).toEqual({ bismillah: 'x', verses: ['a'] });
    expect(transliterationOf({ verses: ['a'] }, 2)).toBeNull();
    expect(transliterationOf({ verses: ['a', 2] }, 2)).toBeNull();
    expect(transliterationOf({ bismillah: 1, verses: [] }, 0)).toBeNull();
    expect(transliterationOf(null, 0)).toBeNull();
    expect(transliterationOf('<html>', 0)).toBeNull();
  });
});
