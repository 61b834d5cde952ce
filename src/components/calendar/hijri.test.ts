import { describe, expect, it } from 'vitest';
import umalqura from '@umalqura/core';
import { addMonths, comingDays, dayFormat, DAY_MS, gregorianOf, hijriOf, monthDays } from './hijri.ts';
import { hijriDate } from '../prayer/format.ts';

const noon = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 12);
/** A second implementation of Umm al-Qura, from its published tables (@umalqura/core). */
const tables = (utcNoon: number) => {
  const { hy, hm, hd } = umalqura.$.gregorianToHijri(new Date(utcNoon));
  return { year: hy, month: hm, day: hd };
};

describe('the Hijri calendar (Umm al-Qura)', () => {
  const days = Array.from(
    { length: Math.round((noon(2029, 1, 1) - noon(2026, 1, 1)) / DAY_MS) },
    (_, i) => noon(2026, 1, 1) + i * DAY_MS,
  );

  it('dates every day of 2026–2028 as Intl does, and as the Umm al-Qura tables do', () => {
    const intl = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { dateStyle: 'short', timeZone: 'UTC' });
    const wrong = days.filter((d) => {
      const h = hijriOf(d);
      const t = tables(d);
      return (
        h.year !== t.year ||
        h.month !== t.month ||
        h.day !== t.day ||
        !intl.format(d).startsWith(`${h.month}/${h.day}/${h.year}`)
      );
    });
    expect(wrong.map((d) => new Date(d).toISOString().slice(0, 10))).toEqual([]);
  });

  it('finds each of those days again from its Hijri date', () => {
    expect(days.filter((d) => gregorianOf(hijriOf(d)) !== d)).toEqual([]);
  });

  it("writes a day's Hijri date as the prayer page does, so both pages give a day one Hijri date", () => {
    const day = noon(2027, 2, 8);
    for (const locale of ['fr', 'en', 'ar'] as const)
      expect(dayFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }, true).format(day)).toBe(
        hijriDate(locale, day),
      );
  });

  it('begins Ramadan 1448 on 8 February 2027', () => {
    expect(gregorianOf({ year: 1448, month: 9, day: 1 })).toBe(noon(2027, 2, 8));
    expect(hijriOf(noon(2027, 2, 8))).toEqual({ year: 1448, month: 9, day: 1 });
  });

  it('gives each month its 29 or 30 days, across the year’s end', () => {
    for (let m = 1; m <= 12; m++) {
      const month = monthDays(1448, m);
      expect([29, 30]).toContain(month.length);
      const next = addMonths({ year: 1448, month: m }, 1);
      expect(hijriOf(month.at(-1)!.utcNoon + DAY_MS)).toEqual({ ...next, day: 1 });
    }
    expect(addMonths({ year: 1448, month: 12 }, 1)).toEqual({ year: 1449, month: 1 });
    expect(addMonths({ year: 1448, month: 1 }, -1)).toEqual({ year: 1447, month: 12 });
  });

  it('names the days of 1448 where the tables put them, with the days left', () => {
    const muharram1 = gregorianOf({ year: 1448, month: 1, day: 1 });
    const coming = comingDays(muharram1);
    for (const { key, date, utcNoon } of coming) {
      expect(date.year, key).toBe(1448);
      const { gy, gm, gd } = umalqura.$.hijriToGregorian(1448, date.month, date.day);
      expect(utcNoon, key).toBe(noon(gy, gm + 1, gd));
    }
    expect(coming[0]).toMatchObject({ key: 'dayNewYear', daysLeft: 0 });
    expect(coming.find((d) => d.key === 'dayRamadan')).toMatchObject({ utcNoon: noon(2027, 2, 8) });
  });

  it('takes a day already past to next year', () => {
    const coming = comingDays(noon(2027, 2, 9)); // 2 Ramadan 1448
    expect(coming[0]).toMatchObject({ key: 'dayLastTen', date: { year: 1448, month: 9, day: 21 } });
    expect(coming.find((d) => d.key === 'dayRamadan')?.date.year).toBe(1449);
    expect(coming.find((d) => d.key === 'dayEidFitr')?.daysLeft).toBe(
      Math.round((gregorianOf({ year: 1448, month: 10, day: 1 }) - noon(2027, 2, 9)) / DAY_MS),
    );
  });
});
