import { describe, expect, it } from 'vitest';
import { INTL_TAGS, LOCALES, localDigits, phoneLocale } from './locales.ts';

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

describe("a laid-out text in the page's digits", () => {
  it('writes Arabic-Indic digits on Arabic pages and leaves the others as they are', () => {
    expect(localDigits('ar', '05:12')).toBe('٠٥:١٢');
    expect(localDigits('ar', '2:255')).toBe('٢:٢٥٥');
    expect(localDigits('fr', '1:06:40')).toBe('1:06:40');
    expect(localDigits('en', '05:12')).toBe('05:12');
  });

  it("uses the digits Intl writes each locale's numbers with", () => {
    for (const locale of LOCALES) {
      for (let d = 0; d <= 9; d++) {
        expect(localDigits(locale, String(d))).toBe(new Intl.NumberFormat(INTL_TAGS[locale]).format(d));
      }
    }
  });
});
