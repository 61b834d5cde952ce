import { getItem, readStored, removeItem, setItem } from '../../../lib/storage.ts';
import { BEFORE_PAINT } from '../../../shared/storedKeys.ts';
import { isRecord, isString } from '../../../shared/apiAnswers.ts';
import { PLACE_KEY } from '../format.ts';
import {
  DEFAULT_ASR,
  isAsrSchool,
  isPrayerMethod,
  methodForCountry,
  type AsrSchool,
  type PrayerMethod,
} from '../../../../content/prayerMethods.ts';

/**
 * The subscriber's own place for prayer times, remembered on the device. None chosen: the
 * operator's configured place (the API's default).
 */
export interface ChosenPlace {
  /** The name the subscriber picked it by ("La Mecque"), and the Arabic one for Arabic pages. */
  name: string;
  nameAr?: string;
  /** ISO 3166-1 alpha-2, named per locale by Intl.DisplayNames. */
  country: string;
  latitude: number;
  longitude: number;
  /** IANA zone the times are shown in. */
  timeZone: string;
  method: PrayerMethod;
  /** Found from the phone's position rather than by name. */
  located?: boolean;
}

/** What the times are for, as salatTimings' answer says (`place`), beyond the contract. */
export interface AnsweredPlace {
  latitude: number;
  longitude: number;
  timeZone: string;
  method: string;
  /** Said only for the Hanafi Asr (the reference server's answer, beyond the contract). */
  asr?: string;
}

const isNumberIn = (v: unknown, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/** A zone the browser knows; anything else stored or answered is refused. */
export function isTimeZone(v: unknown): v is string {
  if (!isString(v) || v.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return true;
  } catch {
    return false;
  }
}

export function isChosenPlace(v: unknown): v is ChosenPlace {
  return (
    isRecord(v) &&
    isString(v.name) &&
    v.name.length > 0 &&
    v.name.length <= 200 &&
    (v.nameAr === undefined || isString(v.nameAr)) &&
    isString(v.country) &&
    /^([A-Z]{2})?$/.test(v.country) &&
    isNumberIn(v.latitude, 90) &&
    isNumberIn(v.longitude, 180) &&
    isTimeZone(v.timeZone) &&
    isPrayerMethod(v.method) &&
    (v.located === undefined || typeof v.located === 'boolean')
  );
}

/** The operator's own place as salatTimings names it (`operator`, beyond the contract). */
export interface OperatorPlace {
  /** In the page's language; '' when the operator set coordinates without a name. */
  name: string;
  /** ISO 3166-1 alpha-2; '' when unknown. */
  country: string;
}

export function isOperatorPlace(v: unknown): v is OperatorPlace {
  return (
    isRecord(v) && isString(v.name) && v.name.length <= 200 && isString(v.country) && /^([A-Z]{2})?$/.test(v.country)
  );
}

export function isAnsweredPlace(v: unknown): v is AnsweredPlace {
  return (
    isRecord(v) &&
    isNumberIn(v.latitude, 90) &&
    isNumberIn(v.longitude, 180) &&
    isTimeZone(v.timeZone) &&
    isString(v.method)
  );
}

/** The stored choice; null for the operator's place (none stored, or something unusable stored). */
export function chosenPlace(): ChosenPlace | null {
  // Read by the prayer page's pre-paint script too, which carries only this key's rule.
  return readStored(PLACE_KEY, BEFORE_PAINT.prayerPlace, { check: (v) => (isChosenPlace(v) ? v : null) }) ?? null;
}

/** False when the phone's storage refused the place: it holds for this visit only. */
export function choosePlace(place: ChosenPlace | null): boolean {
  if (place) return setItem(PLACE_KEY, place);
  removeItem(PLACE_KEY);
  return true;
}

/** A city from the gazetteer, with its country's customary method. */
export function placeOfCity(
  city: { name: string; nameAr: string; country: string; latitude: number; longitude: number; timeZone: string },
  method?: PrayerMethod,
): ChosenPlace {
  return {
    name: city.name,
    ...(city.nameAr ? { nameAr: city.nameAr } : {}),
    country: city.country,
    latitude: city.latitude,
    longitude: city.longitude,
    timeZone: city.timeZone,
    method: method ?? methodForCountry(city.country),
  };
}

/**
 * The subscriber's Asr, remembered on the device apart from the place: it is their school, kept
 * wherever they are, the operator's place included.
 */
export function chosenAsr(): AsrSchool {
  return getItem('prayerAsr', { check: (v) => (isAsrSchool(v) ? v : null) }) ?? DEFAULT_ASR;
}

/** False when the phone's storage refused it: it holds for this visit only. */
export function chooseAsr(asr: AsrSchool): boolean {
  if (asr !== DEFAULT_ASR) return setItem('prayerAsr', asr);
  removeItem('prayerAsr');
  return true;
}

/**
 * salatTimings' optional fields for the choice (an operator's API may ignore them); the Asr only
 * when it is not the standard one, so that a subscriber who never chose asks what they always did.
 */
export function placeFields(place: ChosenPlace | null, asr: AsrSchool = DEFAULT_ASR): Record<string, unknown> {
  const school = asr === DEFAULT_ASR ? {} : { asr };
  if (!place) return school;
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: place.timeZone,
    method: place.method,
    ...school,
  };
}

/** Identifies a choice among kept answers: times kept for one place or Asr are not shown for another. */
export function placeId(place: ChosenPlace | null, asr: AsrSchool = DEFAULT_ASR): string {
  const id = place ? `${place.latitude},${place.longitude},${place.timeZone},${place.method}` : 'operator';
  return asr === DEFAULT_ASR ? id : `${id},${asr}`;
}
