import { PUSH_PRAYERS, type PushPrayer } from '../../src/shared/push.ts';
import { dayTimes, type Place } from '../prayerTimes.ts';

/** What a push subscription is notified of: a prayer, or the verse of the day. */
export type PushKind = PushPrayer | 'verse';

export interface DuePrayer {
  prayer: PushKind;
  /** The instant, floored to the minute the prayer page shows (the verse: its hour, on the minute). */
  at: number;
  /** The civil day whose times these are, YYYY-MM-DD at the place. */
  day: string;
}

/** What a subscription asks for: some prayers, the verse at an hour of the place's clock, or both. */
export interface PushChoice {
  prayers: readonly PushPrayer[];
  verseHour?: number | null;
}

const DAY = 86_400_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function format(zone: string): Intl.DateTimeFormat {
  let f = dayFormats.get(zone);
  if (!f) {
    const options = { timeZone: zone, hourCycle: 'h23', dateStyle: 'short', timeStyle: 'short' } as const;
    dayFormats.set(zone, (f = new Intl.DateTimeFormat('en-CA', options)));
  }
  return f;
}

/** The place's wall clock at `at`, as if it were UTC (ms). */
function wallClock(zone: string, at: number): number {
  const [date, time] = format(zone).format(at).split(', ');
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, h, min);
}

function localDay(zone: string, at: number): number {
  return Math.floor(wallClock(zone, at) / DAY) * DAY;
}

/**
 * The instant the place's clock reads `wall` (ms, as if UTC). An hour the clock skips (spring's
 * change) comes an hour later; one it shows twice, at one of the two.
 */
export function instantOf(zone: string, wall: number): number {
  const guess = wall - (wallClock(zone, wall) - wall);
  const first = guess - (wallClock(zone, guess) - wall);
  return wallClock(zone, first) === wall ? Math.min(first, guess) : Math.max(first, guess);
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

// Within one minute, prayers in the day's order and the verse after them.
const RANK: readonly PushKind[] = [...PUSH_PRAYERS, 'verse'];
const later = (a: DuePrayer, b: { at: number; prayer?: PushKind }) =>
  a.at > b.at || (a.at === b.at && b.prayer !== undefined && RANK.indexOf(a.prayer) > RANK.indexOf(b.prayer));

/**
 * The first notification the choice asks for after `after` (ms) at the place, polar days
 * included. `after.prayer` names what was just sent at that instant, so that a verse due the
 * same minute as a prayer still comes after it.
 */
export function nextDue(place: Place, choice: PushChoice, after: { at: number; prayer?: PushKind }): DuePrayer {
  // The day before too: its Isha may fall after the place's midnight, before the verse's hour.
  const first = localDay(place.timeZone, after.at) - DAY;
  const due: DuePrayer[] = [];
  for (let day = first; day <= first + 3 * DAY; day += DAY) {
    const times = timesOf(place, day);
    const iso = new Date(day).toISOString().slice(0, 10);
    for (const prayer of choice.prayers)
      due.push({ prayer, at: Math.floor(times[prayer].getTime() / MINUTE) * MINUTE, day: iso });
    if (typeof choice.verseHour === 'number')
      due.push({ prayer: 'verse', at: instantOf(place.timeZone, day + choice.verseHour * HOUR), day: iso });
  }
  const next = due
    .filter((d) => later(d, after))
    .sort((a, b) => a.at - b.at || RANK.indexOf(a.prayer) - RANK.indexOf(b.prayer))[0];
  if (next) return next;
  throw new Error('nothing within three days'); // every day has each prayer and each hour: unreachable
}
