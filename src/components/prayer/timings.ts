import { apiPost } from '../../lib/api.ts';
import { getItem, setItem } from '../../lib/storage.ts';
import { arrayOf, isRecord, isString, type Guard } from '../../lib/validate.ts';
import type { Locale } from '../../i18n/index.ts';
import { dateKeys, keyToTime, type PrayerRow, type Timings } from './dateNav.ts';

const isRow: Guard<PrayerRow> = (v): v is PrayerRow =>
  isRecord(v) &&
  (v.id === undefined || isString(v.id)) &&
  isString(v.heading) &&
  isString(v.name) &&
  isString(v.time) &&
  (v.timestamp === undefined || isString(v.timestamp));

/** Days keyed DD-MM-YYYY; other keys (the reference server's `place`) are not days and are left alone. */
export const isTimings: Guard<Timings> = (v): v is Timings =>
  isRecord(v) && Object.entries(v).every(([key, rows]) => keyToTime(key) === null || arrayOf(isRow)(rows));

/** The last answer, kept with its language since the prayer names in it are translated. */
const KEPT_KEY = 'salatTimings';

/**
 * The last answer kept on the device, if it is in `locale` and has `today` (it covers a week
 * ahead): the page shows it at once while asking again. Anything else stored there is ignored.
 */
export function keptTimings(locale: Locale, today: string): Timings | null {
  const kept = getItem<unknown>(KEPT_KEY);
  if (!isRecord(kept) || kept.locale !== locale || !isTimings(kept.timings)) return null;
  return dateKeys(kept.timings).includes(today) ? kept.timings : null;
}

/** salatTimings for the window around `dateKey`, kept for the next visit; null when the call failed (already logged). */
export async function loadTimings(dateKey: string, locale: Locale): Promise<Timings | null> {
  const result = await apiPost('salatTimings', { date: dateKey }, isTimings);
  if (!result.ok) return null;
  setItem(KEPT_KEY, { locale, timings: result.data });
  return result.data;
}
