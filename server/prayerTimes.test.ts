import { describe, expect, test } from 'vitest';
import { MAKKAH, WINDOW, dayKey, parseDayKey, placeFromEnv, timetable, type PrayerLabel } from './prayerTimes.ts';
import labels from '../content/prayer.json' with { type: 'json' };

describe('day keys', () => {
  test('parse only real DD-MM-YYYY dates', () => {
    expect(parseDayKey('29-02-2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const bad of ['29-02-2023', '2024-02-29', '1-1-2024', '31-04-2024', '', 42, null, '01-01-1800']) {
      expect(parseDayKey(bad)).toBeNull();
    }
    expect(dayKey(new Date(Date.UTC(2026, 0, 5)))).toBe('05-01-2026');
  });
});

describe('timetable', () => {
  const center = parseDayKey('15-03-2026')!;
  const table = timetable(center, MAKKAH, labels as PrayerLabel[], 'en');

  test('a window of days around the date, in order', () => {
    const keys = Object.keys(table);
    expect(keys).toHaveLength(WINDOW.before + WINDOW.after + 1);
    expect(keys[0]).toBe('12-03-2026');
    expect(keys[WINDOW.before]).toBe('15-03-2026');
    expect(keys.at(-1)).toBe('22-03-2026');
  });

  test('real Makkah times (Umm al-Qura), in order through the day', () => {
    const day = table['15-03-2026'];
    expect(day.map((r) => r.name)).toEqual(['Fajr', 'Dhuhr', 'Asr', 'Maghrib', 'Isha']);
    // Published Umm al-Qura calendar for Makkah, 15 March 2026: Fajr ~05:15, Maghrib ~18:31.
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    expect(Math.abs(minutes(day[0].time) - (5 * 60 + 15))).toBeLessThanOrEqual(3);
    expect(Math.abs(minutes(day[3].time) - (18 * 60 + 31))).toBeLessThanOrEqual(3);
    // Umm al-Qura: Isha 90 minutes after Maghrib.
    expect(minutes(day[4].time) - minutes(day[3].time)).toBe(90);
    const stamps = day.map((r) => Date.parse(r.timestamp));
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
  });

  test('labels follow the language', () => {
    const ar = timetable(center, MAKKAH, labels as PrayerLabel[], 'ar')['15-03-2026'];
    expect(ar[0]).toMatchObject({ heading: 'الفجر', name: 'صلاة الفجر' });
  });

  test('the server time zone does not matter: times are in the place zone', () => {
    const paris = {
      ...MAKKAH,
      latitude: 48.8566,
      longitude: 2.3522,
      timeZone: 'Europe/Paris',
      method: 'MuslimWorldLeague' as const,
    };
    const day = timetable(center, paris, labels as PrayerLabel[], 'fr')['15-03-2026'];
    expect(day[1].time.startsWith('12:') || day[1].time.startsWith('13:')).toBe(true);
  });
});

describe('place from the environment', () => {
  test('defaults to Makkah and keeps defaults for unusable values', () => {
    const warnings: string[] = [];
    expect(placeFromEnv({}, (m) => warnings.push(m))).toEqual(MAKKAH);
    const p = placeFromEnv({ PRAYER_LAT: '100', PRAYER_LNG: 'x', PRAYER_TZ: 'Mars/Base', PRAYER_METHOD: 'Nope' }, (m) =>
      warnings.push(m),
    );
    expect(p).toEqual(MAKKAH);
    expect(warnings).toHaveLength(2);
    expect(
      placeFromEnv({
        PRAYER_LAT: '14.69',
        PRAYER_LNG: '-17.44',
        PRAYER_TZ: 'Africa/Dakar',
        PRAYER_METHOD: 'MuslimWorldLeague',
      }),
    ).toEqual({
      latitude: 14.69,
      longitude: -17.44,
      timeZone: 'Africa/Dakar',
      method: 'MuslimWorldLeague',
    });
  });
});
