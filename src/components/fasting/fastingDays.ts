/**
 * Ramadan's days with their Imsak and Iftar: which Ramadan a day looks to, each fasting day's two
 * moments from the prayer times of the place, and what the timetable counts down to.
 */
import { DAY_MS } from '../calendar/hijri.ts';
import { keyOf, rowTime, type PrayerRow, type Timings } from '../prayer/dateNav.ts';

/** A moment of the fast: the instant, and the time as the API wrote it (shown where no zone is known). */
export interface FastMoment {
  at: number;
  time: string;
}

export interface FastingDay {
  /** Its day of Ramadan, 1 to 29 or 30. */
  day: number;
  /** DD-MM-YYYY, as the prayer times key their days. */
  key: string;
  utcNoon: number;
  imsak: FastMoment;
  iftar: FastMoment;
}

// The reference server names its rows; an answer without ids lists them in the day's order.
const FAJR = { id: 'fajr', index: 0 };
const MAGHRIB = { id: 'maghrib', index: 4 };

function momentOf(key: string, rows: PrayerRow[], which: { id: string; index: number }): FastMoment | null {
  const named = rows.some((r) => r.id !== undefined);
  const row = named ? rows.find((r) => r.id === which.id) : rows.length === 6 ? rows[which.index] : undefined;
  const at = row ? rowTime(key, row) : null;
  return row && at !== null ? { at, time: row.time } : null;
}

/** Each day of the month with its Imsak (Fajr) and Iftar (Maghrib); throws if a day lacks either. */
export function fastingDays(month: Timings, days: Array<{ day: number; utcNoon: number }>): FastingDay[] {
  return days.map(({ day, utcNoon }) => {
    const key = keyOf(utcNoon);
    const rows = month[key] ?? [];
    const imsak = momentOf(key, rows, FAJR);
    const iftar = momentOf(key, rows, MAGHRIB);
    if (!imsak || !iftar || iftar.at <= imsak.at) throw new Error(`no fast on ${key}`);
    return { day, key, utcNoon, imsak, iftar };
  });
}

/**
 * What the fast waits for now: Suhoor's end (Imsak) or Iftar, from the eve of the first day (the
 * place's day before it) to the last Iftar; null outside Ramadan.
 */
export function nextFastMoment(
  days: FastingDay[],
  now: number,
  todayKey: string,
): { kind: 'suhoor' | 'iftar'; at: number } | null {
  const eve = days.length ? keyOf(days[0].utcNoon - DAY_MS) : null;
  if (todayKey !== eve && !days.some((d) => d.key === todayKey)) return null;
  for (const d of days) {
    if (now < d.imsak.at) return { kind: 'suhoor', at: d.imsak.at };
    if (now < d.iftar.at) return { kind: 'iftar', at: d.iftar.at };
  }
  return null;
}

/** Whole days from `today` (noon UTC) to the month's first day; 0 or less once it has begun. */
export function daysUntil(days: Array<{ utcNoon: number }>, today: number): number {
  return days.length ? Math.round((days[0].utcNoon - today) / DAY_MS) : 0;
}
