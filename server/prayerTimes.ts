import { CalculationMethod, Coordinates, PrayerTimes } from 'adhan';
import type { Lang } from './messages.ts';
import type { Localized } from './content.ts';

export type MethodName = keyof typeof CalculationMethod;

export interface Place {
  latitude: number;
  longitude: number;
  timeZone: string;
  method: MethodName;
}

/** The Great Mosque of Makkah, Umm al-Qura method: the app's default place. */
export const MAKKAH: Place = { latitude: 21.4225, longitude: 39.8262, timeZone: 'Asia/Riyadh', method: 'UmmAlQura' };

/** Days answered around the requested date: enough to browse a week ahead and a few days back. */
export const WINDOW = { before: 3, after: 7 };

export interface PrayerLabel {
  id: 'fajr' | 'dhuhr' | 'asr' | 'maghrib' | 'isha';
  heading: Localized;
  name: Localized;
}

export interface PrayerRow {
  heading: string;
  name: string;
  /** HH:mm on a 24-hour clock, in the place's time zone. */
  time: string;
  /** The same moment as an ISO instant, so a client in another zone can tell which prayer is next. */
  timestamp: string;
}

/** Reads PRAYER_LAT / PRAYER_LNG / PRAYER_TZ / PRAYER_METHOD; anything unusable keeps the default. */
export function placeFromEnv(env: Record<string, string | undefined>, warn = console.warn): Place {
  const lat = Number(env.PRAYER_LAT);
  const lng = Number(env.PRAYER_LNG);
  const place = { ...MAKKAH };
  if (env.PRAYER_LAT && Number.isFinite(lat) && Math.abs(lat) <= 90) place.latitude = lat;
  if (env.PRAYER_LNG && Number.isFinite(lng) && Math.abs(lng) <= 180) place.longitude = lng;
  if (env.PRAYER_TZ) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: env.PRAYER_TZ });
      place.timeZone = env.PRAYER_TZ;
    } catch {
      warn(`[prayer] unknown PRAYER_TZ ${env.PRAYER_TZ}; using ${place.timeZone}`);
    }
  }
  if (env.PRAYER_METHOD) {
    if (Object.hasOwn(CalculationMethod, env.PRAYER_METHOD)) place.method = env.PRAYER_METHOD as MethodName;
    else warn(`[prayer] unknown PRAYER_METHOD ${env.PRAYER_METHOD}; using ${place.method}`);
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

/** Prayer times for the window of days around `center`, keyed DD-MM-YYYY in date order. */
export function timetable(center: Date, place: Place, labels: PrayerLabel[], lang: Lang): Record<string, PrayerRow[]> {
  const params = CalculationMethod[place.method]();
  const coords = new Coordinates(place.latitude, place.longitude);
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: place.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const answer: Record<string, PrayerRow[]> = {};
  for (let offset = -WINDOW.before; offset <= WINDOW.after; offset++) {
    const day = new Date(center.getTime() + offset * 86_400_000);
    // adhan reads the calendar day from the Date's local fields, whatever the server's zone.
    const times = new PrayerTimes(coords, new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()), params);
    answer[dayKey(day)] = labels.map((label) => {
      const at = times[label.id];
      return {
        heading: label.heading[lang],
        name: label.name[lang],
        time: clock.format(at),
        timestamp: at.toISOString(),
      };
    });
  }
  return answer;
}
