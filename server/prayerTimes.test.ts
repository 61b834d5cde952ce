import { describe, expect, test } from 'vitest';
import {
  CLOCK_CACHE_MAX,
  MAKKAH,
  PRAYER_IDS,
  WINDOW,
  dayKey,
  isRamadan,
  isTimeZone,
  parseDayKey,
  placeFromBody,
  placeFromEnv,
  operatorPlaceFromEnv,
  followsNearerLatitude,
  MAKKAH_NAME,
  methodParameters,
  timetable,
  zoneClock,
  zoneClockCount,
  type Place,
  type PrayerLabel,
} from './prayerTimes.ts';
import { CalculationMethod } from 'adhan';
import { COUNTRY_METHODS, DEFAULT_METHOD, PRAYER_METHODS, methodForCountry } from '../content/prayerMethods.ts';
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
    expect(day.map((r) => r.name)).toEqual(['Fajr', 'Shuruq', 'Dhuhr', 'Asr', 'Maghrib', 'Isha']);
    expect(day.map((r) => r.id)).toEqual([...PRAYER_IDS]);
    // Published Umm al-Qura calendar for Makkah, 15 March 2026: Fajr ~05:15, Maghrib ~18:31.
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    expect(Math.abs(minutes(day[0].time) - (5 * 60 + 15))).toBeLessThanOrEqual(3);
    expect(Math.abs(minutes(day[4].time) - (18 * 60 + 31))).toBeLessThanOrEqual(3);
    // Umm al-Qura in Ramadan 1447 (18 February - 19 March 2026): Isha 120 minutes after Maghrib.
    expect(minutes(day[5].time) - minutes(day[4].time)).toBe(120);
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
    expect(day[2].time.startsWith('12:') || day[2].time.startsWith('13:')).toBe(true);
  });
});

describe('the operator’s place named from the environment', () => {
  test('Makkah in each language while the place is the default; a set name or none otherwise', () => {
    expect(operatorPlaceFromEnv({})).toEqual(MAKKAH_NAME);
    expect(MAKKAH_NAME.name).toEqual({ fr: 'La Mecque', en: 'Makkah', ar: 'مكة المكرمة' });
    // Coordinates without a name: unnamed rather than called Makkah.
    expect(operatorPlaceFromEnv({ PRAYER_LAT: '14.69', PRAYER_LNG: '-17.44', PRAYER_COUNTRY: 'SN' })).toEqual({
      name: null,
      country: 'SN',
    });
    expect(
      operatorPlaceFromEnv({
        PRAYER_LAT: '14.69',
        PRAYER_NAME: 'Dakar',
        PRAYER_NAME_AR: 'داكار',
        PRAYER_COUNTRY: 'SN',
      }),
    ).toEqual({ name: { fr: 'Dakar', en: 'Dakar', ar: 'داكار' }, country: 'SN' });
    expect(operatorPlaceFromEnv({ PRAYER_NAME: 'Dakar', PRAYER_COUNTRY: 'senegal' }).country).toBe('');
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

describe("Umm al-Qura's Ramadan rule", () => {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const gap = (key: string) => {
    const day = timetable(parseDayKey(key)!, MAKKAH, labels as PrayerLabel[], 'en')[key];
    return minutes(day[5].time) - minutes(day[4].time);
  };

  test('Ramadan follows the Umm al-Qura calendar: 1447 runs 18 February to 19 March 2026', () => {
    expect(isRamadan(parseDayKey('17-02-2026')!)).toBe(false);
    expect(isRamadan(parseDayKey('18-02-2026')!)).toBe(true);
    expect(isRamadan(parseDayKey('19-03-2026')!)).toBe(true);
    expect(isRamadan(parseDayKey('20-03-2026')!)).toBe(false);
  });

  test('Isha 90 minutes after Maghrib, 120 during Ramadan (18 Feb 2026: 20:20, not 19:50)', () => {
    expect(gap('17-02-2026')).toBe(90);
    expect(gap('18-02-2026')).toBe(120);
    expect(gap('19-03-2026')).toBe(120);
    expect(gap('20-03-2026')).toBe(90);
    const day = timetable(parseDayKey('18-02-2026')!, MAKKAH, labels as PrayerLabel[], 'en')['18-02-2026'];
    expect(day[5].time).toBe('20:20');
  });

  test('other methods keep their Isha in Ramadan', () => {
    const mwl = { ...MAKKAH, method: 'MuslimWorldLeague' as const };
    const day = timetable(parseDayKey('01-03-2026')!, mwl, labels as PrayerLabel[], 'en')['01-03-2026'];
    expect(minutes(day[5].time) - minutes(day[4].time)).toBeLessThan(90);
  });
});

describe('no day fails anywhere', () => {
  const valid = (place: Place) => {
    const failures: string[] = [];
    // Every day of 2026, through timetable's 11-day windows.
    for (let center = Date.UTC(2026, 0, 4); center < Date.UTC(2027, 0, 4); center += 11 * 86_400_000) {
      const table = timetable(new Date(center), place, labels as PrayerLabel[], 'en');
      for (const [key, rows] of Object.entries(table)) {
        const stamps = rows.map((r) => Date.parse(r.timestamp));
        const ok =
          rows.every((r) => /^([01]\d|2[0-3]):[0-5]\d$/.test(r.time)) &&
          stamps.every((t) => Number.isFinite(t)) &&
          // Whole minutes, the time shown (high-latitude rules would leave milliseconds).
          stamps.every((t, i) => t % 60_000 === 0 && rows[i].timestamp.endsWith(':00.000Z')) &&
          stamps.every((t, i) => i === 0 || t >= stamps[i - 1]) &&
          // Every time belongs to its day: within a day and a half of that day's UTC midnight.
          stamps.every((t) => Math.abs(t - parseDayKey(key)!.getTime() - 12 * 3_600_000) < 36 * 3_600_000);
        if (!ok) failures.push(`${key} ${rows.map((r) => r.time).join(' ')}`);
      }
    }
    return failures;
  };

  test.each<[string, Place]>([
    ['Tromsø 69.65 N', { latitude: 69.6492, longitude: 18.9553, timeZone: 'Europe/Oslo', method: 'MuslimWorldLeague' }],
    [
      'Longyearbyen 78 N',
      { latitude: 78.2232, longitude: 15.6267, timeZone: 'Arctic/Longyearbyen', method: 'UmmAlQura' },
    ],
    ['89 N', { latitude: 89, longitude: 0, timeZone: 'UTC', method: 'MuslimWorldLeague' }],
    [
      'Ushuaia 54.8 S',
      { latitude: -54.8019, longitude: -68.303, timeZone: 'America/Argentina/Ushuaia', method: 'NorthAmerica' },
    ],
    ['Antarctica 89 S', { latitude: -89, longitude: 139.27, timeZone: 'Antarctica/McMurdo', method: 'Karachi' }],
    ['the equator', { latitude: 0, longitude: -78.5, timeZone: 'America/Guayaquil', method: 'Egyptian' }],
  ])('%s: every day of 2026 has six valid times in order', (_name, place) => {
    expect(valid(place)).toEqual([]);
  });
});

describe('place from the request body', () => {
  test("absent or null fields are the operator's; present ones must be valid", () => {
    expect(placeFromBody({ date: '01-01-2026' }, MAKKAH)).toEqual(MAKKAH);
    expect(placeFromBody({ latitude: null, longitude: null, timeZone: null, method: null }, MAKKAH)).toEqual(MAKKAH);
    // The Hanafi Asr is said back; the standard one is what an answer without it means.
    expect(placeFromBody({ asr: 'hanafi' }, MAKKAH)).toEqual({ ...MAKKAH, asr: 'hanafi' });
    expect(placeFromBody({ asr: 'standard' }, MAKKAH)).toEqual(MAKKAH);
    expect(placeFromBody({ latitude: -33.92, longitude: 18.42, timeZone: 'Africa/Johannesburg' }, MAKKAH)).toEqual({
      latitude: -33.92,
      longitude: 18.42,
      timeZone: 'Africa/Johannesburg',
      method: 'UmmAlQura',
    });
    for (const bad of [
      { latitude: 10 },
      { latitude: 10, longitude: '5' },
      { latitude: -90.01, longitude: 0 },
      { latitude: 0, longitude: Infinity },
      { timeZone: 'Europe/Nowhere' },
      { timeZone: 'UTC+1' },
      { timeZone: '' },
      { method: 'Other' },
      { method: 'toString' },
      { method: 1 },
      { asr: 'shafi' },
      { asr: 2 },
    ]) {
      expect(placeFromBody(bad, MAKKAH), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('customary method by country', () => {
  test("every method offered is one of adhan's or Kemenag, and the table only names offered methods", () => {
    for (const m of PRAYER_METHODS) if (m !== 'Kemenag') expect(Object.hasOwn(CalculationMethod, m), m).toBe(true);
    // Kemenag, which adhan lacks: Fajr 20°, Isha 18°, as Aladhan's method 20.
    const kemenag = methodParameters('Kemenag');
    expect([kemenag.fajrAngle, kemenag.ishaAngle, kemenag.ishaInterval]).toEqual([20, 18, 0]);
    for (const [code, m] of Object.entries(COUNTRY_METHODS)) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(PRAYER_METHODS).toContain(m);
    }
  });

  test('lookups', () => {
    expect(methodForCountry('SA')).toBe('UmmAlQura');
    expect(methodForCountry('pk')).toBe('Karachi');
    expect(methodForCountry(' us ')).toBe('NorthAmerica');
    // Indonesians look for their ministry's name, not Singapore's.
    expect(methodForCountry('ID')).toBe('Kemenag');
    expect(methodForCountry('SG')).toBe('Singapore');
    expect(methodForCountry('FR')).toBe(DEFAULT_METHOD);
    for (const odd of ['', 'XX', 'constructor', '__proto__', null, undefined]) {
      expect(methodForCountry(odd)).toBe(DEFAULT_METHOD);
    }
  });
});

describe('zone clocks are kept, and their number is bounded', () => {
  test('one clock per zone, whatever the spelling; unknown zones are refused and not kept', () => {
    const paris = zoneClock('Europe/Paris');
    expect(paris).not.toBeNull();
    expect(zoneClock('europe/PARIS')).toBe(paris);
    const before = zoneClockCount();
    for (let i = 0; i < 50; i++) expect(isTimeZone(`Nowhere/Place_${i}`)).toBe(false);
    expect(zoneClockCount()).toBe(before);
    expect(zoneClock('Europe/Paris')!.format(new Date(Date.UTC(2026, 0, 1, 12)))).toBe('13:00');
  });

  test('every spelling of every zone the runtime knows stays within the cap', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    for (const zone of zones) {
      for (const spelling of [zone, zone.toUpperCase(), zone.toLowerCase()]) expect(isTimeZone(spelling)).toBe(true);
    }
    expect(zoneClockCount()).toBeLessThanOrEqual(CLOCK_CACHE_MAX);
    expect(zoneClockCount()).toBeGreaterThanOrEqual(Math.min(zones.length, CLOCK_CACHE_MAX));
  });
});

describe('days that follow a nearer latitude', () => {
  const tromso = { latitude: 69.65, longitude: 18.956 };
  test('Tromsø under the midnight sun and in the polar night; never Paris nor Makkah', () => {
    expect(followsNearerLatitude(tromso, new Date(Date.UTC(2026, 5, 21)))).toBe(true);
    expect(followsNearerLatitude(tromso, new Date(Date.UTC(2026, 11, 21)))).toBe(true);
    // Late November: the sun still rises by refraction, too low at noon for an Asr shadow.
    expect(followsNearerLatitude(tromso, new Date(Date.UTC(2026, 10, 27)))).toBe(true);
    expect(followsNearerLatitude(tromso, new Date(Date.UTC(2026, 2, 21)))).toBe(false);
    for (const d of [Date.UTC(2026, 5, 21), Date.UTC(2026, 11, 21)]) {
      expect(followsNearerLatitude({ latitude: 48.85, longitude: 2.35 }, new Date(d))).toBe(false);
      expect(followsNearerLatitude(MAKKAH, new Date(d))).toBe(false);
    }
  });
});
