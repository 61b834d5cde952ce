import { describe, expect, it } from 'vitest';
import { phoneLocale } from './locales.ts';

describe("the phone's language, as one of ours", () => {
  it('takes the primary subtag, whatever the region or the case', () => {
    expect(phoneLocale(['en-GB'])).toBe('en');
    expect(phoneLocale(['ar-SA'])).toBe('ar');
    expect(phoneLocale(['fr-SN'])).toBe('fr');
    expect(phoneLocale(['EN-us'])).toBe('en');
    expect(phoneLocale(['ar'])).toBe('ar');
    // Some Android web views write the region with an underscore.
    expect(phoneLocale(['fr_CA'])).toBe('fr');
    expect(phoneLocale(['ar-Arab-EG'])).toBe('ar');
  });

  it('is the first of ours the phone lists, in its order', () => {
    expect(phoneLocale(['de-DE', 'ar-MA', 'en-GB', 'fr'])).toBe('ar');
    expect(phoneLocale(['wo-SN', 'fr-SN', 'en'])).toBe('fr');
    expect(phoneLocale(['en-GB', 'ar'])).toBe('en');
  });

  it('is the default when the phone asks for none of ours, or says nothing usable', () => {
    expect(phoneLocale(['de-DE'])).toBe('fr');
    expect(phoneLocale(['ja-JP', 'zh-Hans-CN'])).toBe('fr');
    expect(phoneLocale([])).toBe('fr');
    expect(phoneLocale(undefined)).toBe('fr');
    expect(phoneLocale(null)).toBe('fr');
    // Not a primary subtag of ours: a prefix alone ('e', 'english'), an empty tag, or no string.
    expect(phoneLocale(['english', 'e', '', '-en', 'ara'])).toBe('fr');
    expect(phoneLocale([undefined, 42, { en: true }, 'en-GB'])).toBe('en');
  });
});
