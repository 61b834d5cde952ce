import { describe, expect, test } from 'vitest';
import { dayTimes, type Place } from '../prayerTimes.ts';
import { instantOf, nextDue } from './nextPrayer.ts';

const PARIS: Place = { latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris', method: 'MuslimWorldLeague' };
const MINUTE = 60_000;
const clockAt = (zone: string, t: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', dateStyle: 'short', timeStyle: 'short' }).format(
    t,
  );

describe('the instant a place’s clock shows an hour', () => {
  test.each([
    ['Europe/Paris', '2026-01-15T07:00:00Z', '2026-01-15T06:00:00Z'],
    ['Europe/Paris', '2026-07-15T07:00:00Z', '2026-07-15T05:00:00Z'],
    ['Asia/Kolkata', '2026-12-01T07:00:00Z', '2026-12-01T01:30:00Z'],
    ['America/St_Johns', '2026-12-01T21:00:00Z', '2026-12-02T00:30:00Z'],
    ['Pacific/Kiritimati', '2026-12-01T00:00:00Z', '2026-11-30T10:00:00Z'],
  ])('%s at %s is %s', (zone, wall, instant) => {
    expect(new Date(instantOf(zone, Date.parse(wall))).toISOString()).toBe(new Date(instant).toISOString());
  });

  test('an hour the clock skips comes an hour later; one it shows twice is shown once', () => {
    // Paris: 02:00 does not exist on 29 March 2026, and comes twice on 25 October 2026.
    expect(clockAt('Europe/Paris', instantOf('Europe/Paris', Date.parse('2026-03-29T02:00:00Z')))).toBe(
      '2026-03-29, 03:00',
    );
    expect(clockAt('Europe/Paris', instantOf('Europe/Paris', Date.parse('2026-10-25T02:00:00Z')))).toBe(
      '2026-10-25, 02:00',
    );
  });
});

describe('what is due next', () => {
  const day = new Date('2026-12-01T00:00:00Z');
  const times = dayTimes(PARIS, day);
  const at = (d: Date) => Math.floor(d.getTime() / MINUTE) * MINUTE;
  const seven = instantOf('Europe/Paris', Date.parse('2026-12-01T07:00:00Z'));

  test('the prayers and the verse in the order of the day, the verse on its day', () => {
    const choice = { prayers: ['fajr', 'isha'] as const, verseHour: 7 };
    const seen: string[] = [];
    let after: Parameters<typeof nextDue>[2] = { at: Date.parse('2026-12-01T00:00:00Z') };
    for (let i = 0; i < 6; i++) {
      const due = nextDue(PARIS, choice, after);
      seen.push(`${due.day} ${due.prayer} ${clockAt('Europe/Paris', due.at)}`);
      after = due;
    }
    expect(seen[0]).toBe(`2026-12-01 fajr ${clockAt('Europe/Paris', at(times.fajr))}`);
    expect(seen[1]).toBe('2026-12-01 verse 2026-12-01, 07:00');
    expect(seen.map((s) => s.split(' ')[1])).toEqual(['fajr', 'verse', 'isha', 'fajr', 'verse', 'isha']);
  });

  test('the verse alone, with no prayer chosen', () => {
    expect(nextDue(PARIS, { prayers: [], verseHour: 7 }, { at: seven - 1 })).toEqual({
      prayer: 'verse',
      at: seven,
      day: '2026-12-01',
    });
    expect(nextDue(PARIS, { prayers: [], verseHour: 7 }, { at: seven, prayer: 'verse' }).day).toBe('2026-12-02');
  });

  test('a verse due the same minute as the prayer just sent still comes, after it', () => {
    expect(nextDue(PARIS, { prayers: ['fajr'], verseHour: 7 }, { at: seven, prayer: 'fajr' })).toMatchObject({
      prayer: 'verse',
      at: seven,
    });
    expect(nextDue(PARIS, { prayers: ['fajr'], verseHour: 7 }, { at: seven, prayer: 'verse' }).prayer).toBe('fajr');
  });

  test('with no verse, the next prayer as before', () => {
    expect(nextDue(PARIS, { prayers: ['dhuhr'] }, { at: at(times.fajr) })).toEqual({
      prayer: 'dhuhr',
      at: at(times.dhuhr),
      day: '2026-12-01',
    });
  });

  test('an Isha after the place’s midnight is not taken before a verse at midnight', () => {
    // A Coruña in late June: the 20th's Isha comes at 00:27 on the 21st, after a verse at 00:00.
    const coruna: Place = { latitude: 43.37, longitude: -8.4, timeZone: 'Europe/Madrid', method: 'MuslimWorldLeague' };
    const midnight = instantOf('Europe/Madrid', Date.parse('2026-06-21T00:00:00Z'));
    expect(dayTimes(coruna, new Date('2026-06-20T00:00:00Z')).isha.getTime()).toBeGreaterThan(midnight);
    const choice = { prayers: ['isha'] as const, verseHour: 0 };
    const verse = nextDue(coruna, choice, { at: midnight - MINUTE });
    expect(verse).toMatchObject({ prayer: 'verse', at: midnight, day: '2026-06-21' });
    expect(nextDue(coruna, choice, verse)).toMatchObject({ prayer: 'isha', day: '2026-06-20' });
  });
});
