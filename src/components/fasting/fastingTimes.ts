import { getItem, setItem } from '../../lib/storage.ts';
import { isRecord } from '../../shared/apiAnswers.ts';
import type { Locale } from '../../i18n/index.ts';
import type { AsrSchool } from '../../../content/prayerMethods.ts';
import { monthOfTimings } from '../prayer/monthOfTimings.ts';
import { keyOf } from '../prayer/dateNav.ts';
import { answeredOperator, answeredPlace } from '../prayer/timings.ts';
import { isOperatorPlace, isTimeZone, placeId, type ChosenPlace, type OperatorPlace } from '../prayer/place/place.ts';
import { fastingDays, type FastingDay } from './fastingDays.ts';

/** The month's timetable as the page shows it and the phone keeps it. */
export interface Timetable {
  year: number;
  days: FastingDay[];
  /** The place's clock, when the answer says which place the times are for. */
  zone: string | null;
  /** The operator's own place, when no place is chosen and the answer names it. */
  operator: OperatorPlace | null;
}

const KEPT_KEY = 'ramadanTimes';

const isMoment = (v: unknown) => isRecord(v) && Number.isFinite(v.at) && typeof v.time === 'string';
const isDay = (v: unknown) =>
  isRecord(v) &&
  Number.isInteger(v.day) &&
  typeof v.key === 'string' &&
  Number.isFinite(v.utcNoon) &&
  isMoment(v.imsak) &&
  isMoment(v.iftar);

function isTimetable(v: unknown): v is Timetable {
  return (
    isRecord(v) &&
    Number.isInteger(v.year) &&
    Array.isArray(v.days) &&
    v.days.every(isDay) &&
    (v.zone === null || isTimeZone(v.zone)) &&
    (v.operator === null || isOperatorPlace(v.operator))
  );
}

/**
 * The month kept from the last visit, if it is this Ramadan's, in this language and for the place
 * and Asr chosen now: shown at once, offline too, while it is asked again.
 */
export function keptTimetable(locale: Locale, year: number, place: ChosenPlace | null, asr: AsrSchool) {
  const kept = getItem(KEPT_KEY, { check: (v) => (isRecord(v) && isTimetable(v.timetable) ? v : null) });
  if (!kept || kept.locale !== locale || kept.place !== placeId(place, asr)) return null;
  const timetable = kept.timetable as Timetable;
  return timetable.year === year ? timetable : null;
}

/** The month's Imsak and Iftar at the place, kept for the next visit; null when it could not be had. */
export async function loadTimetable(
  year: number,
  days: Array<{ day: number; utcNoon: number }>,
  locale: Locale,
  place: ChosenPlace | null,
  asr: AsrSchool,
): Promise<Timetable | null> {
  try {
    const month = await monthOfTimings(keyOf(days[0].utcNoon), place, days.length, asr);
    const timetable: Timetable = {
      year,
      days: fastingDays(month, days),
      zone: answeredPlace(month)?.timeZone ?? null,
      operator: answeredOperator(month),
    };
    setItem(KEPT_KEY, { locale, place: placeId(place, asr), timetable });
    return timetable;
  } catch (error) {
    console.warn('[fasting] timetable not had', error);
    return null;
  }
}
