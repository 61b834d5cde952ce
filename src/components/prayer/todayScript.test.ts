import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { TODAY_SCRIPT } from './todayScript.mjs';
import { gregorianDate, hijriDate } from './format.ts';
import { keyToTime, todayKey } from './dateNav.ts';
import { LOCALES } from '../../i18n/locales.ts';

/** Runs the script on a page in `lang` whose date navigator headings hold `filled`. */
function run(lang: string, filled = '', nav = true) {
  const day = { textContent: filled };
  const hijri = { textContent: filled };
  const found: Record<string, object> = { '.date-nav-gregorian': day, '.date-nav-hijri': hijri };
  const document = { documentElement: { lang }, querySelector: (s: string) => (nav ? (found[s] ?? null) : null) };
  // The page's own Date and Intl, so "today" is the same day as the test's.
  runInNewContext(TODAY_SCRIPT, { document, Date, Intl });
  return { day: day.textContent, hijri: hijri.textContent };
}

describe('the prayer page inline script', () => {
  const noon = keyToTime(todayKey(new Date())) as number;

  it.each(LOCALES)('writes today as the island will, in %s', (locale) => {
    expect(run(locale)).toEqual({ day: gregorianDate(locale, noon), hijri: hijriDate(locale, noon) });
  });

  it('leaves headings that already say a day, and pages without the navigator, alone', () => {
    expect(run('en', 'Sunday, 1 March 2026')).toEqual({ day: 'Sunday, 1 March 2026', hijri: 'Sunday, 1 March 2026' });
    expect(run('en', '', false)).toEqual({ day: '', hijri: '' });
  });

  it('writes nothing for a language it does not know', () => {
    expect(run('de')).toEqual({ day: '', hijri: '' });
  });
});
