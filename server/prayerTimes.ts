import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CalculationMethod,
  CalculationParameters,
  Coordinates,
  HighLatitudeRule,
  Madhab,
  PolarCircleResolution,
  PrayerTimes,
  Rounding,
} from 'adhan';
import type { Lang } from './messages.ts';
import type { Localized } from './content.ts';
import { isAsrSchool, isPrayerMethod, type AsrSchool, type PrayerMethod } from '../content/prayerMethods.ts';

export type MethodName = PrayerMethod;

export interface Place {
  latitude: number;
  longitude: number;
  timeZone: string;
  method: MethodName;
  /** Hanafi: Asr when a shadow is twice a thing's length past its noon shadow. Absent: the standard Asr. */
  asr?: AsrSchool;
}

/** The Great Mosque of Makkah, Umm al-Qura method: the app's default place. */
export const MAKKAH: Place = { latitude: 21.4225, longitude: 39.8262, timeZone: 'Asia/Riyadh', method: 'UmmAlQura' };

/** What subscribers call the operator's place, in each language, and its country (ISO 3166-1). */
export interface OperatorPlace {
  name: Localized | null;
  country: string;
}

/** Makkah's name in each of the app's languages (one spelling per language, as in the strings tables). */
export const MAKKAH_NAME: OperatorPlace = { name: { fr: 'La Mecque', en: 'Makkah', ar: 'مكة المكرمة' }, country: 'SA' };

/**
 * Reads PRAYER_NAME (one name for every language, PRAYER_NAME_AR for Arabic pages) and
 * PRAYER_COUNTRY; Makkah's while the place itself is the default. A place set by coordinates
 * without a name stays unnamed (null): the app then says "the place set by your operator" rather
 * than a wrong name.
 */
export function operatorPlaceFromEnv(env: Record<string, string | undefined>): OperatorPlace {
  const name = env.PRAYER_NAME?.trim();
  const country = /^[A-Z]{2}$/.test(env.PRAYER_COUNTRY ?? '') ? (env.PRAYER_COUNTRY as string) : '';
  if (name) {
    const ar = env.PRAYER_NAME_AR?.trim() || name;
    return { name: { fr: name, en: name, ar }, country };
  }
  if (!env.PRAYER_LAT && !env.PRAYER_LNG) return { ...MAKKAH_NAME, country: country || MAKKAH_NAME.country };
  return { name: null, country };
}

/** Days answered around the requested date: enough to browse a week ahead and a few days back. */
export const WINDOW = { before: 3, after: 7 };

/** The rows of a day, in the order of the day. Sunrise (Shuruq) is the end of Fajr's time, not a prayer. */
export const PRAYER_IDS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type PrayerId = (typeof PRAYER_IDS)[number];

export interface PrayerLabel {
  id: PrayerId;
  heading: Localized;
  name: Localized;
}

export interface PrayerRow {
  /** Beyond the contract: which time this row is, whatever the language. */
  id: PrayerId;
  heading: string;
  name: string;
  /** HH:mm on a 24-hour clock, in the place's time zone. */
  time: string;
  /** The same moment as an ISO instant, so a client in another zone can tell which prayer is next. */
  timestamp: string;
}

/** Umm al-Qura: Isha 90 minutes after Maghrib, 120 during Ramadan (the method's own rule). */
export const UMM_AL_QURA_RAMADAN_ISHA = 120;

/**
 * Clocks by zone, kept for the life of the process. An Intl.DateTimeFormat holds ICU memory
 * outside the JavaScript heap that a garbage collection does not feel as pressure: built anew for
 * every salatTimings request, it took a server from 107 to 495 MB over 40 k requests. Keyed by
 * the lower-cased name (Intl accepts "europe/paris"), and capped, so that spellings of one zone or
 * a flood of names cannot grow it: past the cap the oldest entry is dropped (the runtime knows
 * about 600 zones and aliases, so a real deployment never reaches it).
 */
const clocks = new Map<string, Intl.DateTimeFormat>();
export const CLOCK_CACHE_MAX = 1024;

/** The HH:mm clock of a zone, or null when the runtime does not know the zone. */
export function zoneClock(zone: string): Intl.DateTimeFormat | null {
  if (zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return null;
  const key = zone.toLowerCase();
  const hit = clocks.get(key);
  if (hit) return hit;
  let clock: Intl.DateTimeFormat;
  try {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  } catch {
    // Unknown zones are not remembered: there are endlessly many, and refusing one again is cheap.
    return null;
  }
  if (clocks.size >= CLOCK_CACHE_MAX) clocks.delete(clocks.keys().next().value!);
  clocks.set(key, clock);
  return clock;
}

/** How many zone clocks are kept (for the tests of the cap). */
export const zoneClockCount = () => clocks.size;

/** An IANA zone name the runtime knows ("Europe/Paris", "UTC"); offsets like "+05:00" are refused. */
export function isTimeZone(value: unknown): value is string {
  return typeof value === 'string' && zoneClock(value) !== null;
}

/** Reads PRAYER_LAT / PRAYER_LNG / PRAYER_TZ / PRAYER_METHOD; anything unusable keeps the default. */
export function placeFromEnv(env: Record<string, string | undefined>, warn = console.warn): Place {
  const lat = Number(env.PRAYER_LAT);
  const lng = Number(env.PRAYER_LNG);
  const place = { ...MAKKAH };
  if (env.PRAYER_LAT && Number.isFinite(lat) && Math.abs(lat) <= 90) place.latitude = lat;
  if (env.PRAYER_LNG && Number.isFinite(lng) && Math.abs(lng) <= 180) place.longitude = lng;
  if (env.PRAYER_TZ) {
    if (isTimeZone(env.PRAYER_TZ)) place.timeZone = env.PRAYER_TZ;
    else warn(`[prayer] unknown PRAYER_TZ ${env.PRAYER_TZ}; using ${place.timeZone}`);
  }
  if (env.PRAYER_METHOD) {
    if (isPrayerMethod(env.PRAYER_METHOD)) place.method = env.PRAYER_METHOD;
    else warn(`[prayer] unknown PRAYER_METHOD ${env.PRAYER_METHOD}; using ${place.method}`);
  }
  return place;
}

const isNumberIn = (v: unknown, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/**
 * The place a salatTimings body asks for: optional `latitude` and `longitude` (numbers, given
 * together), `timeZone` (IANA), `method` (one of PRAYER_METHODS) and `asr` (one of ASR_SCHOOLS);
 * each absent (or null) field is the operator's (the standard Asr for `asr`). Null when a field is present but unusable: the route answers 400.
 */
export function placeFromBody(body: Record<string, unknown>, fallback: Place): Place | null {
  const given = (key: string) => Object.hasOwn(body, key) && body[key] !== null && body[key] !== undefined;
  const place = { ...fallback };
  if (given('latitude') || given('longitude')) {
    if (!isNumberIn(body.latitude, 90) || !isNumberIn(body.longitude, 180)) return null;
    place.latitude = body.latitude;
    place.longitude = body.longitude;
  }
  if (given('timeZone')) {
    if (!isTimeZone(body.timeZone)) return null;
    place.timeZone = body.timeZone;
  }
  if (given('method')) {
    if (!isPrayerMethod(body.method)) return null;
    place.method = body.method;
  }
  if (given('asr')) {
    if (!isAsrSchool(body.asr)) return null;
    // Said back in the answer only when asked for: an answer without it is the standard Asr.
    if (body.asr === 'hanafi') place.asr = body.asr;
  }
  return place;
}

/** 'DD-MM-YYYY' -> a UTC midnight Date, or null when it is not a real calendar date. */
export function parseDayKey(key: unknown): Date | null {
  if (typeof key !== 'string') return null;
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(key);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1900 || y > 2200 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date;
}

export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
}

const hijriMonth = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { month: 'numeric', timeZone: 'UTC' });

/** Whether the civil day (a UTC-midnight Date) is in Ramadan on the Umm al-Qura calendar. */
export function isRamadan(day: Date): boolean {
  return hijriMonth.format(new Date(day.getTime() + 12 * 3_600_000)) === '9';
}

/**
 * A method's own parameters: adhan's, and Kemenag, which adhan lacks: Indonesia's Ministry of
 * Religious Affairs (Kementerian Agama), Fajr at 20° and Isha at 18° as Aladhan's method 20 gives
 * them, Dhuhr a minute after the sun's transit as adhan puts it for the other angle methods.
 */
export function methodParameters(method: MethodName): CalculationParameters {
  if (method !== 'Kemenag') return CalculationMethod[method]();
  const params = new CalculationParameters('Other', 20, 18);
  params.methodAdjustments.dhuhr = 1;
  return params;
}

/**
 * The method's parameters for one day, with the rules adhan leaves to its caller:
 * - Umm al-Qura's Isha is 120 minutes after Maghrib during Ramadan (90 otherwise);
 * - where the twilight angle is never reached (summer beyond ~48°), Fajr and Isha are bounded by
 *   adhan's recommended rule: a seventh of the night beyond 48° (north or south), its middle below;
 * - inside the polar circles, days without sunrise or sunset take the times of the nearest
 *   latitude where the sun does rise and set (AqrabBalad), so no day is without times.
 */
export function parametersFor(
  method: MethodName,
  coordinates: Coordinates,
  day: Date,
  asr: AsrSchool = 'standard',
): CalculationParameters {
  const params = methodParameters(method);
  params.madhab = asr === 'hanafi' ? Madhab.Hanafi : Madhab.Shafi;
  // adhan's recommended() compares the signed latitude with 48, which leaves the far south out.
  params.highLatitudeRule = HighLatitudeRule.recommended(new Coordinates(Math.abs(coordinates.latitude), 0));
  params.polarCircleResolution = PolarCircleResolution.AqrabBalad;
  if (method === 'UmmAlQura' && isRamadan(day)) params.ishaInterval = UMM_AL_QURA_RAMADAN_ISHA;
  return params;
}

// adhan's SolarTime (the sun's transit and hour angles for a day) is not among its exports; it is
// loaded from the installed package so that Asr is computed on adhan's own astronomy.
interface SolarTimeLike {
  transit: number;
  sunrise: number;
  sunset: number;
  solar: { declination: number };
  nextSolar: { declination: number };
  hourAngle(angle: number, afterTransit: boolean): number;
}
type SolarTimeClass = new (date: Date, coordinates: { latitude: number; longitude: number }) => SolarTimeLike;
const requireCjs = createRequire(import.meta.url);
const SolarTime = (
  requireCjs(join(dirname(requireCjs.resolve('adhan')), 'SolarTime.js')) as { default: SolarTimeClass }
).default;

const DEG = Math.PI / 180;
const sunRisesAndSets = (s: SolarTimeLike) => !Number.isNaN(s.sunrise) && !Number.isNaN(s.sunset);

function roundMinute(ms: number, rounding: string): Date {
  const minutes = ms / 60_000;
  if (rounding === Rounding.None) return new Date(ms);
  return new Date((rounding === Rounding.Up ? Math.ceil(minutes) : Math.round(minutes)) * 60_000);
}

/**
 * Asr: the moment the shadow of an object is its noon shadow plus its length (twice that for the
 * Hanafi school). adhan takes the noon shadow from the sun's declination at 0 h UT of the day,
 * half a day off, which at high latitudes moves Asr by up to 2-3 minutes (Oslo, spring and
 * autumn); here the declination is the one at the sun's transit.
 *
 * On days adhan resolves to a nearer latitude (polar circle), Asr is taken there too. Where the
 * noon sun is at or below the horizon (it rises only through refraction, days around polar night),
 * no shadow reaches that length: Asr then falls at the same fraction of the afternoon (transit to
 * sunset) as at the nearest latitude where it exists, the AqrabBalad idea applied to Asr, which
 * keeps it between Dhuhr and Maghrib.
 */
export function asrTime(coordinates: Coordinates, day: Date, params: CalculationParameters): Date {
  const date = new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const tomorrow = new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
  const shadow = params.madhab === Madhab.Hanafi ? 2 : 1;
  const step = Math.sign(coordinates.latitude) * 0.5;
  // The sun rises and sets every day within 1° of the equator: the searches below end there.
  const far = (latitude: number) => Math.abs(latitude) >= 1;
  const solarAt = (latitude: number, d = date) => new SolarTime(d, { latitude, longitude: coordinates.longitude });

  // The day's latitude: adhan's own, or the nearest one where the sun rises and sets (adhan's trigger).
  let latitude = coordinates.latitude;
  let day0 = solarAt(latitude);
  if (!sunRisesAndSets(day0) || Number.isNaN(solarAt(latitude, tomorrow).sunrise)) {
    do {
      latitude -= step;
      day0 = solarAt(latitude);
    } while (far(latitude) && !(sunRisesAndSets(day0) && sunRisesAndSets(solarAt(latitude, tomorrow))));
  }

  const afternoon = (solar: SolarTimeLike, lat: number): number => {
    const declination =
      solar.solar.declination + (solar.nextSolar.declination - solar.solar.declination) * (solar.transit / 24);
    const zenithAtNoon = Math.abs(lat - declination);
    if (zenithAtNoon >= 90) return Number.NaN;
    const altitude = Math.atan(1 / (shadow + Math.tan(zenithAtNoon * DEG))) / DEG;
    return solar.hourAngle(altitude, true);
  };

  let hours = afternoon(day0, latitude);
  if (!Number.isFinite(hours) || hours > day0.sunset) {
    let lat = latitude;
    let solar = day0;
    let there = Number.NaN;
    while (far(lat) && !(Number.isFinite(there) && there < solar.sunset)) {
      lat -= step;
      solar = solarAt(lat);
      there = afternoon(solar, lat);
    }
    const fraction = (there - solar.transit) / (solar.sunset - solar.transit);
    hours = day0.transit + fraction * (day0.sunset - day0.transit);
  }
  const adjust = (params.adjustments.asr || 0) + (params.methodAdjustments.asr || 0);
  return roundMinute(day.getTime() + hours * 3_600_000 + adjust * 60_000, params.rounding);
}

/**
 * Whether a day's times follow those of a latitude nearer the equator (AqrabBalad) rather than the
 * place's own sky: the sun does not rise or set that day or the next (polar day or night), or its
 * noon height is too low for any Asr shadow. The app says so beside the times, in plain words.
 */
export function followsNearerLatitude(place: Pick<Place, 'latitude' | 'longitude'>, day: Date): boolean {
  const date = new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const tomorrow = new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
  const at = { latitude: place.latitude, longitude: place.longitude };
  const today = new SolarTime(date, at);
  if (!sunRisesAndSets(today) || !sunRisesAndSets(new SolarTime(tomorrow, at))) return true;
  const declination =
    today.solar.declination + (today.nextSolar.declination - today.solar.declination) * (today.transit / 24);
  // Asr needs the noon sun a little above the horizon (asrTime borrows it below about 1°).
  return Math.abs(place.latitude - declination) >= 89;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;
const minuteOf = (t: Date) => Math.floor(t.getTime() / MINUTE);

/**
 * Six times strictly in the order of the day at the minute shown, none more than 20 hours from
 * Dhuhr, and Isha before the next day's Fajr: the alerts ring in this order.
 */
function sane(times: Date[], nextFajr: Date): boolean {
  const dhuhr = times[2].getTime();
  return (
    times.every(
      (t, i) =>
        Number.isFinite(t.getTime()) &&
        (i === 0 || minuteOf(t) > minuteOf(times[i - 1])) &&
        Math.abs(t.getTime() - dhuhr) < 20 * HOUR,
    ) && minuteOf(times[5]) < minuteOf(nextFajr)
  );
}

/**
 * Isha of a method that puts it a fixed interval after Maghrib (Umm al-Qura, Qatar: 90 minutes,
 * 120 in Ramadan), bounded by the high-latitude rule as adhan bounds an Isha of twilight angle:
 * no later than the rule's portion of the night after sunset (a seventh beyond 48°). adhan leaves
 * the interval unbounded, so at Tromsø in May Isha fell at 01:31, after the next Fajr at 01:13.
 */
function boundedIsha(t: PrayerTimes, tomorrow: PrayerTimes, params: CalculationParameters): Date {
  if (!(params.ishaInterval > 0)) return t.isha;
  const night = tomorrow.sunrise.getTime() - t.sunset.getTime();
  if (!Number.isFinite(night) || night <= 0) return t.isha;
  const adjust = (params.adjustments.isha || 0) + (params.methodAdjustments.isha || 0);
  const safe = t.sunset.getTime() + params.nightPortions().isha * night + adjust * MINUTE;
  return safe < t.isha.getTime() ? new Date(safe) : t.isha;
}

type DayTimes = Record<PrayerId, Date>;

/**
 * The times of one day computed at `latitude` (the place's or one nearer the equator), or null
 * when they are not in order there: Isha before `nextFajr` when given, else before the next day's
 * Fajr at the same latitude. Within 1° of the equator they are taken as they are.
 */
function timesAt(place: Place, latitude: number, day: Date, nextFajr?: Date): DayTimes | null {
  // adhan reads the calendar day from the Date's local fields, whatever the server's zone.
  const date = new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const next = new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
  const coordinates = new Coordinates(latitude, place.longitude);
  const params = parametersFor(place.method, coordinates, day, place.asr);
  const t = new PrayerTimes(coordinates, date, params);
  const tomorrow = new PrayerTimes(
    coordinates,
    next,
    parametersFor(place.method, coordinates, new Date(day.getTime() + 24 * HOUR), place.asr),
  );
  const asr = asrTime(coordinates, day, params);
  // Where the noon sun barely clears the horizon a borrowed Asr can fall in Dhuhr's minute (or
  // within its method minute, +1): it is then the minute after Dhuhr, never before or with it.
  const afterDhuhr = new Date((minuteOf(t.dhuhr) + 1) * MINUTE);
  const times = [
    t.fajr,
    t.sunrise,
    t.dhuhr,
    asr < afterDhuhr ? afterDhuhr : asr,
    t.maghrib,
    boundedIsha(t, tomorrow, params),
  ];
  if (!sane(times, nextFajr ?? tomorrow.fajr) && Math.abs(latitude) >= 1) return null;
  return { fajr: times[0], sunrise: times[1], dhuhr: times[2], asr: times[3], maghrib: times[4], isha: times[5] };
}

/** The day alone: the first latitude from the place's towards the equator where it is in order. */
function dayAlone(place: Place, day: Date): { latitude: number; times: DayTimes } {
  for (let latitude = place.latitude; ; latitude -= Math.sign(latitude) * 0.5) {
    const times = timesAt(place, latitude, day);
    if (times) return { latitude, times };
  }
}

/**
 * The six times of one civil day (a UTC-midnight Date) at a place, as instants. On the days where
 * they cannot be put in order where the place is (near the poles, where adhan's polar resolution
 * itself answers times out of order, or where the night is a few minutes long), the day is
 * computed half a degree nearer the equator until they can: AqrabBalad, as for the polar days.
 * "In order" includes Isha before the Fajr the next day will show, which may itself be borrowed.
 */
export function dayTimes(place: Place, day: Date, memo = new Map<number, ReturnType<typeof dayAlone>>()): DayTimes {
  // A window of days asks for each day alone twice (as itself, then as the day before's next).
  const aloneOn = (d: Date) => {
    let hit = memo.get(d.getTime());
    if (!hit) memo.set(d.getTime(), (hit = dayAlone(place, d)));
    return hit;
  };
  const alone = aloneOn(day);
  const nextFajr = aloneOn(new Date(day.getTime() + 24 * HOUR)).times.fajr;
  if (minuteOf(alone.times.isha) < minuteOf(nextFajr)) return alone.times;
  for (let latitude = alone.latitude - Math.sign(alone.latitude) * 0.5; ; latitude -= Math.sign(latitude) * 0.5) {
    const times = timesAt(place, latitude, day, nextFajr);
    if (times) return times;
  }
}

/** The keys of the days in a window whose times follow a nearer latitude (followsNearerLatitude). */
export function nearerLatitudeDays(center: Date, place: Place): string[] {
  const keys: string[] = [];
  for (let offset = -WINDOW.before; offset <= WINDOW.after; offset++) {
    const day = new Date(center.getTime() + offset * 86_400_000);
    if (followsNearerLatitude(place, day)) keys.push(dayKey(day));
  }
  return keys;
}

/** Prayer times for the window of days around `center`, keyed DD-MM-YYYY in date order. */
export function timetable(center: Date, place: Place, labels: PrayerLabel[], lang: Lang): Record<string, PrayerRow[]> {
  const clock = zoneClock(place.timeZone);
  if (!clock) throw new Error(`unknown time zone: ${place.timeZone}`);
  const answer: Record<string, PrayerRow[]> = {};
  const memo = new Map<number, ReturnType<typeof dayAlone>>();
  for (let offset = -WINDOW.before; offset <= WINDOW.after; offset++) {
    const day = new Date(center.getTime() + offset * 86_400_000);
    const times = dayTimes(place, day, memo);
    answer[dayKey(day)] = labels.map((label) => {
      // Whole minutes, as shown: adhan's high-latitude rules leave milliseconds on Fajr and Isha.
      const at = new Date(Math.floor(times[label.id].getTime() / 60_000) * 60_000);
      return {
        id: label.id,
        heading: label.heading[lang],
        name: label.name[lang],
        time: clock.format(at),
        timestamp: at.toISOString(),
      };
    });
  }
  return answer;
}
