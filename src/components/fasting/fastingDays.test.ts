import { describe, expect, test } from 'vitest';
import { ramadanOf } from '../calendar/hijri.ts';
import { daysUntil, fastingDays, nextFastMoment } from './fastingDays.ts';
import { keyOf, type Timings } from '../prayer/dateNav.ts';

const noon = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
const IDS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'];

/** A month of answers: Fajr at 05:00 UTC and Maghrib at 17:00 UTC each day, ids as the reference server names them. */
function month(days: Array<{ utcNoon: number }>, named = true): Timings {
  const out: Timings = {};
  for (const { utcNoon } of days) {
    out[keyOf(utcNoon)] = IDS.map((id, i) => ({
      ...(named ? { id } : {}),
      heading: id,
      name: id,
      time: `${String(5 + i * 2 + (i >= 4 ? 2 : 0)).padStart(2, '0')}:00`,
      timestamp: new Date(utcNoon - 7 * 3_600_000 + (i * 2 + (i >= 4 ? 2 : 0)) * 3_600_000).toISOString(),
    }));
  }
  return out;
}

describe('which Ramadan', () => {
  test('before the month, the coming one: 1 Ramadan 1448 is 8 February 2027 (Umm al-Qura), 29 days', () => {
    const r = ramadanOf(noon('2026-11-30'));
    expect(r.year).toBe(1448);
    expect(keyOf(r.days[0].utcNoon)).toBe('08-02-2027');
    expect(r.days).toHaveLength(29);
    expect(keyOf(r.days.at(-1)!.utcNoon)).toBe('08-03-2027');
    expect(daysUntil(r.days, noon('2026-11-30'))).toBe(70);
  });

  test('during the month, this one, to its last day; after it, the next year’s', () => {
    expect(ramadanOf(noon('2027-02-20')).year).toBe(1448);
    expect(ramadanOf(noon('2027-03-08')).year).toBe(1448);
    expect(ramadanOf(noon('2027-03-09')).year).toBe(1449);
    expect(daysUntil(ramadanOf(noon('2027-02-20')).days, noon('2027-02-20'))).toBeLessThan(0);
  });
});

describe('Imsak and Iftar', () => {
  const { days } = ramadanOf(noon('2027-02-01'));

  test('each day has Fajr as Imsak and Maghrib as Iftar, by id or by the day’s order', () => {
    for (const named of [true, false]) {
      const rows = fastingDays(month(days, named), days);
      expect(rows).toHaveLength(29);
      expect(rows[0]).toMatchObject({ day: 1, key: '08-02-2027', imsak: { time: '05:00' }, iftar: { time: '15:00' } });
      expect(rows[0].imsak.at).toBe(Date.parse('2027-02-08T05:00:00Z'));
      expect(rows[0].iftar.at).toBe(Date.parse('2027-02-08T15:00:00Z'));
    }
  });

  test('a day missing from the answers, or without its two times, is refused rather than shown wrong', () => {
    const answers = month(days);
    delete answers['15-02-2027'];
    expect(() => fastingDays(answers, days)).toThrow(/15-02-2027/);
    const short = month(days, false);
    short['09-02-2027'] = short['09-02-2027'].slice(0, 5);
    expect(() => fastingDays(short, days)).toThrow(/09-02-2027/);
  });

  test('counts down to Suhoor’s end before Imsak and to Iftar after it; from the eve, not before; none after the month', () => {
    const rows = fastingDays(month(days), days);
    const at = (iso: string) => Date.parse(iso);
    expect(nextFastMoment(rows, at('2027-02-06T20:00:00Z'), '06-02-2027')).toBeNull();
    expect(nextFastMoment(rows, at('2027-02-07T20:00:00Z'), '07-02-2027')).toEqual({
      kind: 'suhoor',
      at: at('2027-02-08T05:00:00Z'),
    });
    expect(nextFastMoment(rows, at('2027-02-08T09:00:00Z'), '08-02-2027')).toEqual({
      kind: 'iftar',
      at: at('2027-02-08T15:00:00Z'),
    });
    expect(nextFastMoment(rows, at('2027-02-08T16:00:00Z'), '08-02-2027')).toEqual({
      kind: 'suhoor',
      at: at('2027-02-09T05:00:00Z'),
    });
    expect(nextFastMoment(rows, at('2027-03-08T16:00:00Z'), '08-03-2027')).toBeNull();
    expect(nextFastMoment(rows, at('2027-03-08T14:00:00Z'), '08-03-2027')?.kind).toBe('iftar');
  });
});
