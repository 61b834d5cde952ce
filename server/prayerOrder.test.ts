/**
 * The order of the day, everywhere an alert can be set: for every day of 2026 (and the first of
 * 2027), every method the API accepts, at 50°-70° north and south on several longitudes, the
 * times the API answers are strictly in order, Fajr < Shuruq < Dhuhr < Asr < Maghrib < Isha, and
 * Isha comes before the next day's Fajr. The alerts fire in this order: a day where Isha falls
 * after the next Fajr (Umm al-Qura's 90 minutes after Maghrib at Tromsø in May: Isha 01:31, the
 * next Fajr 01:13) rings them out of order.
 */
import { describe, expect, test } from 'vitest';
import { WINDOW, timetable, type Place, type PrayerLabel } from './prayerTimes.ts';
import { PRAYER_METHODS } from '../content/prayerMethods.ts';
import labels from '../content/prayer.json' with { type: 'json' };

const DAY = 86_400_000;
const LATITUDES = [50, 54, 58, 61, 63.5, 65, 66, 66.6, 67.5, 68.5, 69.65, 70];
const LONGITUDES = [-123.1, -58.4, 0, 18.96, 77.2, 151.2];

/** Instants of every row from 1 January 2026 to 1 January 2027, day by day, as the API gives them. */
function year(place: Place): { key: string; stamps: number[] }[] {
  const days = new Map<string, number[]>();
  const span = WINDOW.before + WINDOW.after + 1;
  for (let center = Date.UTC(2026, 0, 1 + WINDOW.before); center - WINDOW.before * DAY <= Date.UTC(2027, 0, 1);) {
    for (const [key, rows] of Object.entries(timetable(new Date(center), place, labels as PrayerLabel[], 'en'))) {
      days.set(
        key,
        rows.map((r) => Date.parse(r.timestamp)),
      );
    }
    center += span * DAY;
  }
  const out = [];
  for (let t = Date.UTC(2026, 0, 1); t <= Date.UTC(2027, 0, 1); t += DAY) {
    const d = new Date(t);
    const key = `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
    out.push({ key, stamps: days.get(key)! });
  }
  return out;
}

const hhmm = (t: number) => new Date(t).toISOString().slice(11, 16);

function disorders(place: Place): string[] {
  const found: string[] = [];
  const days = year(place);
  days.forEach(({ key, stamps }, i) => {
    const next = days[i + 1];
    const inOrder = stamps.every((t, j) => j === 0 || t > stamps[j - 1]);
    const beforeNextFajr = !next || stamps[5] < next.stamps[0];
    if (!inOrder || !beforeNextFajr) {
      found.push(`${key} ${stamps.map(hhmm).join(' ')}${next ? ` | next Fajr ${hhmm(next.stamps[0])}` : ''} (UTC)`);
    }
  });
  return found;
}

describe('every day of the year is in order, Isha before the next Fajr', () => {
  for (const method of PRAYER_METHODS) {
    test(method, () => {
      const failures: string[] = [];
      LATITUDES.forEach((latitude, i) => {
        for (const sign of [1, -1]) {
          // Two longitudes per latitude, a different pair each time: every longitude is crossed.
          for (const longitude of [LONGITUDES[i % 6], LONGITUDES[(i + 3) % 6]]) {
            const place: Place = { latitude: sign * latitude, longitude, timeZone: 'UTC', method };
            for (const d of disorders(place)) failures.push(`${sign * latitude}, ${longitude}: ${d}`);
          }
        }
      });
      expect(failures.slice(0, 10), `${failures.length} days out of order`).toEqual([]);
    });
  }
});

test('Tromsø, Umm al-Qura, 16 May 2026: Isha before the next Fajr (was 01:31 against 01:13)', () => {
  const tromso: Place = { latitude: 69.6492, longitude: 18.9553, timeZone: 'Europe/Oslo', method: 'UmmAlQura' };
  const table = timetable(new Date(Date.UTC(2026, 4, 16)), tromso, labels as PrayerLabel[], 'en');
  const isha = Date.parse(table['16-05-2026'][5].timestamp);
  const maghrib = Date.parse(table['16-05-2026'][4].timestamp);
  const nextFajr = Date.parse(table['17-05-2026'][0].timestamp);
  expect(maghrib).toBeLessThan(isha);
  expect(isha).toBeLessThan(nextFajr);
});
