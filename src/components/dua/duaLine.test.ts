import { describe, expect, it } from 'vitest';
import { readQuran, verseByKey } from '../../../content/quran.ts';
import duas from '../../../content/duas.json' with { type: 'json' };
import { duaLine } from './duaLine.ts';

const quran = readQuran();
const verse = (key: string) => verseByKey(quran, key)!;

describe('a dua list line', () => {
  it('starts where the supplication starts, not with the verse’s setting', () => {
    expect(duaLine(verse('2:127').en, 'en')).toMatch(/^Our Lord, accept/);
    expect(duaLine(verse('2:127').fr, 'fr')).toMatch(/^O notre Seigneur, accepte/);
    // The Arabic is compared with the data itself (its marks come in the data's order).
    const abraham = duaLine(verse('2:127').ar, 'ar');
    expect(abraham[0]).toBe('ر');
    expect(verse('2:127').ar.startsWith(abraham.slice(0, 10))).toBe(false);
    expect(verse('2:127').ar).toContain(abraham.slice(0, -1));
    expect(duaLine(verse('5:114').ar, 'ar').startsWith('ٱلل')).toBe(true);
    expect(duaLine(verse('14:40').ar, 'ar').split(' ')[0]).toBe(verse('14:40').ar.split(' ')[0]);
  });

  it('does not take "of our Lord" for the call', () => {
    // 7:126: "the signs of our Lord … Our Lord, pour upon us patience".
    expect(duaLine(verse('7:126').en, 'en')).toMatch(/^Our Lord, pour upon us patience/);
    const patience = duaLine(verse('7:126').ar, 'ar');
    expect(patience[0]).toBe('ر');
    // No kasra in its first word: that would be "of our Lord".
    expect(patience.split(' ')[0]).not.toContain('\u0650');
    expect(duaLine(verse('7:89').en, 'en')).toMatch(/^Our Lord, decide/);
    expect(duaLine(verse('7:89').fr, 'fr')).toMatch(/^O notre Seigneur, tranche/);
  });

  it('starts at the verse’s start when it has no call, and is one short line cut at a word', () => {
    expect(duaLine(verse('10:86').en, 'en')).toBe('And save us by Your mercy from the disbelieving people');
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const lines = duas.map((d) => duaLine(verse(d.key)[locale], locale));
      for (const line of lines) {
        expect(line.length).toBeLessThanOrEqual(60);
        expect(line).not.toMatch(/^[\s«"[]/u);
      }
      // Each says something of its own.
      expect(new Set(lines).size).toBe(40);
    }
    expect(duaLine('alpha beta gamma delta', 'en', 12)).toBe('alpha beta…');
  });
});
