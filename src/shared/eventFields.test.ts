import { describe, expect, test } from 'vitest';
import { EVENT_FIELDS, cutText, fitEvent } from './eventFields.ts';

/** A string a UTF-8 encoder can write as is: no lone surrogate. */
const wellFormed = (s: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

describe('cutText', () => {
  test('a short string is kept whole', () => {
    expect(cutText('salam', 5)).toBe('salam');
    expect(cutText('', 3)).toBe('');
  });

  test('never ends in half an emoji, at every boundary', () => {
    // 😀 is two UTF-16 units; 👍🏽 (with its skin tone) four; 🇸🇳 (a flag, two regional letters) four.
    for (const unit of ['😀', '👍🏽', '🇸🇳', '👨‍👩‍👧']) {
      const text = ('a' + unit).repeat(20);
      for (let max = 1; max <= text.length; max++) {
        const cut = cutText(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(wellFormed(cut), `${unit} at ${max}: ${JSON.stringify(cut)}`).toBe(true);
        expect(text.startsWith(cut)).toBe(true);
        // Whole characters only: the cut ends at an 'a' or at the end of a whole emoji.
        expect(cut === '' || cut.endsWith('a') || cut.endsWith(unit)).toBe(true);
        // And no shorter than it must be: the next whole character would not have fitted.
        expect(cut.length + (cut.endsWith('a') ? unit.length : 1)).toBeGreaterThan(max);
      }
    }
  });

  test('Arabic with its vowel marks is cut between letters, never between a letter and its mark', () => {
    const text = 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ';
    for (let max = 1; max <= text.length; max++) {
      const cut = cutText(text, max);
      expect(text.startsWith(cut)).toBe(true);
      // The next unit after the cut is never a combining mark left without its letter.
      expect(/^\p{M}/u.test(text.slice(cut.length)), `at ${max}: ${cut}`).toBe(false);
    }
    expect(cutText(text, 4)).toBe('بِسْ');
  });
});

describe('fitEvent', () => {
  test('free text is cut at its cap on a character boundary; an over-long identifier is sent empty', () => {
    const userAgent = 'Mozilla ' + '😀'.repeat(400);
    const fitted = fitEvent({
      user_agent: userAgent,
      msisdn: 'x'.repeat(EVENT_FIELDS.msisdn.max + 1),
      device_id: 'd-1',
      page: 'prayer',
      event: 'view',
    });
    expect(fitted.user_agent.length).toBeLessThanOrEqual(EVENT_FIELDS.user_agent.max);
    expect(fitted.user_agent.length).toBeGreaterThan(EVENT_FIELDS.user_agent.max - 2);
    expect(wellFormed(fitted.user_agent)).toBe(true);
    expect(fitted.msisdn).toBe('');
    expect(fitted).toMatchObject({ device_id: 'd-1', page: 'prayer', event: 'view' });
  });

  test("an operator's msisdn token up to 128 characters is kept", () => {
    const token = 'tok_' + 'A1b2'.repeat(31);
    expect(token).toHaveLength(128);
    expect(fitEvent({ msisdn: token }).msisdn).toBe(token);
  });
});
