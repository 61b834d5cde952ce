import { describe, expect, it } from 'vitest';
import names from '../../../content/names.json' with { type: 'json' };
import { namesFileSchema } from '../../../content/catalogue.ts';

describe('content/names.json', () => {
  it('holds the 99 names, numbered, each with Arabic, transliteration, en and fr meanings', () => {
    expect(namesFileSchema.safeParse(names).success).toBe(true);
    // Arabic with its vowel marks, not bare letters.
    expect(names.every((n) => /[\u064B-\u0652\u0670]/.test(n.ar))).toBe(true);
  });
  it('refuses a list that is short, duplicated or misnumbered', () => {
    expect(namesFileSchema.safeParse(names.slice(0, 98)).success).toBe(false);
    expect(namesFileSchema.safeParse([...names.slice(0, 98), { ...names[0], id: 99 }]).success).toBe(false);
    expect(namesFileSchema.safeParse(names.map((n, i) => (i === 5 ? { ...n, id: 50 } : n))).success).toBe(false);
  });
});
