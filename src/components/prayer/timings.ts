import { apiPost } from '../../lib/api.ts';
import { arrayOf, isRecord, isString, type Guard } from '../../lib/validate.ts';
import type { PrayerRow, Timings } from './dateNav.ts';

const isRow: Guard<PrayerRow> = (v): v is PrayerRow =>
  isRecord(v) &&
  isString(v.heading) &&
  isString(v.name) &&
  isString(v.time) &&
  (v.timestamp === undefined || isString(v.timestamp));

export const isTimings: Guard<Timings> = (v): v is Timings => isRecord(v) && Object.values(v).every(arrayOf(isRow));

/** salatTimings for the window around `dateKey`; null when the call failed (already logged). */
export async function loadTimings(dateKey: string): Promise<Timings | null> {
  const result = await apiPost('salatTimings', { date: dateKey }, isTimings);
  return result.ok ? result.data : null;
}
