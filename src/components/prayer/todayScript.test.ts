import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRE_PAINT_SCRIPTS } from '../../../integrations/pre-paint.mjs';
import { gregorianDate, hijriDate } from './format.ts';
import { keyToTime, todayKey } from './dateNav.ts';
import { LOCALES } from '../../shared/locales.ts';
import { PLACE_KEY } from './format.ts';
import { placeTitle } from './place/names.ts';
import { placeOfCity } from './place/place.ts';

/** Runs the script on a page in `lang` whose date navigator headings hold `filled`, over a stored place. */
function run(lang: string, filled = '', nav = true, stored: string | null = null) {
  const day = { textContent: filled };
  const hijri = { textContent: filled };
  const title = { textContent: 'operator' };
  const found: Record<string, object> = {
    '.date-nav-gregorian': day,
    '.date-nav-hijri': hijri,
    '.prayer-place-title': title,
  };
  const document = { documentElement: { lang }, querySelector: (s: string) => (nav ? (found[s] ?? null) : null) };
  const localStorage = { getItem: (k: string) => (k === PLACE_KEY ? stored : null) };
  // The page's own Date and Intl, so "today" is the same day as the test's.
  runInNewContext(TODAY_SCRIPT, { document, localStorage, Date, Intl });
  return { day: day.textContent, hijri: hijri.textContent, place: title.textContent };
}

const RIYADH = placeOfCity({
  name: 'Riyadh',
  nameAr: 'الرياض',
  country: 'SA',
  latitude: 24.69,
  longitude: 46.72,
  timeZone: 'Asia/Riyadh',
});

const { TODAY_SCRIPT } = PRE_PAINT_SCRIPTS;

describe('the prayer page inline script', () => {
  const noon = keyToTime(todayKey(new Date())) as number;

  it.each(LOCALES)('writes today as the island will, in %s', (locale) => {
    expect(run(locale)).toEqual({
      day: gregorianDate(locale, noon),
      hijri: hijriDate(locale, noon),
      place: 'operator',
    });
  });

  it('leaves headings that already say a day, and pages without the navigator, alone', () => {
    expect(run('en', 'Sunday, 1 March 2026')).toMatchObject({
      day: 'Sunday, 1 March 2026',
      hijri: 'Sunday, 1 March 2026',
    });
    expect(run('en', '', false)).toMatchObject({ day: '', hijri: '' });
  });

  it('writes nothing for a language it does not know', () => {
    expect(run('de', '', true, JSON.stringify(RIYADH))).toEqual({ day: '', hijri: '', place: 'operator' });
  });

  it.each(LOCALES)('writes the stored place as the island names it, in %s', (locale) => {
    expect(run(locale, '', true, JSON.stringify(RIYADH)).place).toBe(placeTitle(locale, RIYADH));
    const noCountry = { ...RIYADH, country: '', nameAr: undefined };
    expect(run(locale, '', true, JSON.stringify(noCountry)).place).toBe(placeTitle(locale, noCountry));
  });

  it("leaves the operator's place for no place, or for what is not one", () => {
    for (const stored of [null, 'null', '"Paris"', 'not json', '{"name":""}', '{"name":"X","country":"france"}'])
      expect(run('fr', '', true, stored).place).toBe('operator');
  });
});
