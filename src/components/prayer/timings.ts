import { apiPost } from '../../lib/api.ts';
import { getItem, setItem } from '../../lib/storage.ts';
import { arrayOf, isRecord, isString, type Guard } from '../../shared/apiAnswers.ts';
import type { Locale } from '../../i18n/index.ts';
import { dateKeys, keyToTime, type PrayerRow, type Timings } from './dateNav.ts';
import type { AsrSchool } from '../../../content/prayerMethods.ts';
import {
  chosenAsr,
  isAnsweredPlace,
  isOperatorPlace,
  placeFields,
  placeId,
  type AnsweredPlace,
  type ChosenPlace,
  type OperatorPlace,
} from './place/place.ts';

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

/**
 * What the times are for, when the answer says it (`place`, beyond the contract); null from an
 * operator's API that ignores the place fields, whose times are then for its own default place.
 */
export function answeredPlace(timings: Timings): AnsweredPlace | null {
  const place = (timings as Record<string, unknown>).place;
  return isAnsweredPlace(place) ? place : null;
}

/** The operator's own place when the answer names it (`operator`, beyond the contract); else null. */
export function answeredOperator(timings: Timings): OperatorPlace | null {
  const operator = (timings as Record<string, unknown>).operator;
  return isOperatorPlace(operator) ? operator : null;
}

/** Whether the answer says a day's times follow a nearer latitude (`nearerLatitude`, beyond the contract). */
export function followsNearerLatitude(timings: Timings, key: string): boolean {
  const days = (timings as Record<string, unknown>).nearerLatitude;
  return Array.isArray(days) && days.includes(key);
}

/** The last answer, kept with its language (the prayer names in it are translated) and its place. */
const KEPT_KEY = 'salatTimings';

/**
 * The last answer kept on the device, if it is in `locale`, for the place chosen now, and has
 * `today` (it covers a week ahead): the page shows it at once while asking again, and the
 * countdown and the alert run from it offline. Anything else stored there is ignored.
 */
export function keptTimings(
  locale: Locale,
  today: string,
  place: ChosenPlace | null = null,
  asr: AsrSchool = chosenAsr(),
): Timings | null {
  const kept = getItem(KEPT_KEY, { check: (v) => (isRecord(v) && isTimings(v.timings) ? v : null) });
  if (!kept || kept.locale !== locale) return null;
  if ((kept.place ?? 'operator') !== placeId(place, asr)) return null;
  return dateKeys(kept.timings as Timings).includes(today) ? (kept.timings as Timings) : null;
}

/**
 * salatTimings for the window around `dateKey` at the chosen place (none: the operator's) with the
 * chosen Asr, kept
 * for the next visit; null when the call failed (already logged).
 */
export async function loadTimings(
  dateKey: string,
  locale: Locale,
  place: ChosenPlace | null = null,
  asr: AsrSchool = chosenAsr(),
): Promise<Timings | null> {
  const result = await apiPost('salatTimings', { date: dateKey, ...placeFields(place, asr) }, isTimings);
  if (!result.ok) return null;
  setItem(KEPT_KEY, { locale, place: placeId(place, asr), timings: result.data });
  return result.data;
}
