import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRE_PAINT_SCRIPTS } from '../../../integrations/pre-paint.mjs';
import { hijriDate } from '../prayer/format.ts';
import { keyToTime, todayKey } from '../prayer/dateNav.ts';
import { LOCALES } from '../../shared/locales.ts';
import { hijriOf, todayNoon } from '../calendar/hijri.ts';

const { HIJRI_TODAY_SCRIPT } = PRE_PAINT_SCRIPTS;

/** Runs the script on a home page in `lang` (with its Hijri line unless `line` is false) at `now`. */
function run(lang: string, now = new Date(), line = true) {
  const date = { textContent: 'calendar' };
  const document = {
    documentElement: { lang },
    querySelector: (s: string) => (line && s === '.home-hijri-date' ? date : null),
  };
  // The page's own Intl, and a Date whose "now" is the test's.
  const FixedDate = class extends Date {
    constructor(...args: unknown[]) {
      super(...((args.length ? args : [now.getTime()]) as []));
    }
  };
  runInNewContext(HIJRI_TODAY_SCRIPT, { document, Date: FixedDate, Intl });
  return date.textContent;
}

describe("home's Hijri line", () => {
  it.each(LOCALES)("writes today's Umm al-Qura date as the prayer page does, in %s", (locale) => {
    expect(run(locale)).toBe(hijriDate(locale, keyToTime(todayKey(new Date())) as number));
  });

  it('says the day of the calendar page: 1 Ramadan 1448 on 8 February 2027', () => {
    const day = new Date(2027, 1, 8, 9, 0);
    expect(hijriOf(todayNoon(day))).toEqual({ year: 1448, month: 9, day: 1 });
    expect(run('en', day)).toBe('1 Ramadan 1448 AH');
    expect(run('fr', day)).toBe(hijriDate('fr', Date.UTC(2027, 1, 8, 12)));
    // The phone's own day: late in the evening it is still the 8th.
    expect(run('en', new Date(2027, 1, 8, 23, 30))).toBe('1 Ramadan 1448 AH');
  });

  it('leaves the calendar’s name for a language it does not know, and pages without the line alone', () => {
    expect(run('de')).toBe('calendar');
    expect(() => run('fr', new Date(), false)).not.toThrow();
  });
});
