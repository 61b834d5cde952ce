import { PUSH_PRAYERS, type PushPrayer } from '../../src/shared/push.ts';
import { dayTimes, type Place } from '../prayerTimes.ts';

export interface DuePrayer {
  prayer: PushPrayer;
  /** The instant, floored to the minute the prayer page shows. */
  at: number;
  /** The civil day whose times these are, YYYY-MM-DD at the place. */
  day: string;
}

const DAY = 86_400_000;
const MINUTE = 60_000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function localDay(zone: string, at: number): number {
  let f = dayFormats.get(zone);
  if (!f) dayFormats.set(zone, (f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' })));
  const [y, m, d] = f.format(at).split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

// A country's subscribers share a few hundred places: their days are computed once, not per row.
const days = new Map<string, ReturnType<typeof dayTimes>>();
const DAYS_MAX = 20_000;
function timesOf(place: Place, day: number) {
  const key = `${place.latitude}|${place.longitude}|${place.method}|${place.asr ?? 'standard'}|${day}`;
  let hit = days.get(key);
  if (!hit) {
    if (days.size >= DAYS_MAX) days.clear();
    days.set(key, (hit = dayTimes(place, new Date(day))));
  }
  return hit;
}

/** The first of `prayers` strictly after `after` (ms) at the place, polar days included. */
export function nextPrayer(place: Place, prayers: readonly PushPrayer[], after: number): DuePrayer {
  // The day before too: its Isha may fall after the place's midnight.
  const first = localDay(place.timeZone, after) - DAY;
  for (let day = first; day <= first + 3 * DAY; day += DAY) {
    const times = timesOf(place, day);
    for (const prayer of PUSH_PRAYERS) {
      if (!prayers.includes(prayer)) continue;
      const at = Math.floor(times[prayer].getTime() / MINUTE) * MINUTE;
      if (at > after) return { prayer, at, day: new Date(day).toISOString().slice(0, 10) };
    }
  }
  throw new Error('no prayer within three days'); // every day has each prayer: unreachable
}
