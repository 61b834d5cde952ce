import { describe, expect, it } from 'vitest';
import { documentLocale } from './documentLocale.ts';

const page = (lang: string) => ({ documentElement: { lang } }) as Pick<Document, 'documentElement'>;

describe('locale of the page on screen', () => {
  it('is the html lang attribute', () => {
    expect(documentLocale(page('ar'))).toBe('ar');
    expect(documentLocale(page('en'))).toBe('en');
  });
  it('falls back to the default for anything else, or without a page', () => {
    expect(documentLocale(page('de'))).toBe('fr');
    expect(documentLocale(page(''))).toBe('fr');
    expect(documentLocale(undefined)).toBe('fr');
  });
});
