// One spelling of the holy city in each language's strings (issue 32: English mixed "Makkah" and
// "Mecca"), the same the reference server names the operator's default place with.
import { describe, expect, test } from 'vitest';
import { strings } from './tables.ts';
import { MAKKAH_NAME } from '../../server/prayerTimes.ts';

const OTHERS: Record<'fr' | 'en' | 'ar', RegExp> = {
  fr: /\b(Mecca|Makkah|Mekka)\b/,
  en: /\b(Mecca|Mekka|La Mecque)\b/,
  ar: /مكه(?!\S)/,
};

describe('Makkah is spelled one way per language', () => {
  for (const locale of ['fr', 'en', 'ar'] as const) {
    test(locale, () => {
      const values = Object.values(strings(locale)).filter((v): v is string => typeof v === 'string');
      expect(values.filter((v) => OTHERS[locale].test(v))).toEqual([]);
      expect(values.some((v) => v.includes(MAKKAH_NAME.name![locale].replace(/ .*/, '')))).toBe(true);
    });
  }
});
