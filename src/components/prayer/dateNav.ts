/** Pure rules of the prayer date navigator. */
const DAY = 86_400_000;

export interface PrayerRow {
  /** Beyond the contract (the reference server sends it): fajr, sunrise, dhuhr, asr, maghrib, isha. */
  id?: string;
  heading: string;
  name: string;
  time: string;
  timestamp?: string;
}

export type Timings = Record<string, PrayerRow[]>;

/** 'DD-MM-YYYY' -> noon UTC of that day (noon keeps every time zone on the same date), or null. */
export function keyToTime(key: string): number | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(key);
  if (!m) return null;
  const t = Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]), 12);
  return keyOf(t) === key ? t : null;
}

/** The DD-MM-YYYY key of a UTC time. */
export function keyOf(utc: number): string {
  const d = new Date(utc);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}

/** Today on the phone's calendar, as a key. */
export function todayKey(now: Date): string {
  return keyOf(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate(), 12));
}

/** The answer's valid date keys, oldest first (object key order is not to be trusted). */
export function dateKeys(timings: Timings): string[] {
  return Object.keys(timings)
    .filter((k) => keyToTime(k) !== null)
    .sort((a, b) => (keyToTime(a) as number) - (keyToTime(b) as number));
}

/** Opens on today when the answer has it, otherwise on its first date. */
export function initialKey(keys: string[], today: string): string | null {
  return keys.includes(today) ? today : (keys[0] ?? null);
}

/** The day before (-1) or after (+1) `current`, only if the answer has it. */
export function step(keys: string[], current: string, direction: -1 | 1): string | null {
  const t = keyToTime(current);
  if (t === null) return null;
  const target = keyOf(t + direction * DAY);
  return keys.includes(target) ? target : null;
}

/** When a row's prayer happens: its timestamp, or its date and time read on the phone's clock. */
export function rowTime(key: string, row: PrayerRow): number | null {
  if (row.timestamp) {
    const t = Date.parse(row.timestamp);
    if (!Number.isNaN(t)) return t;
  }
  const d = /^(\d{2})-(\d{2})-(\d{4})$/.exec(key);
  const h = /^(\d{1,2}):(\d{2})/.exec(row.time);
  if (!d || !h) return null;
  return new Date(Number(d[3]), Number(d[2]) - 1, Number(d[1]), Number(h[1]), Number(h[2])).getTime();
}

/** Sunrise (Shuruq) ends Fajr's time: it is shown, but it is no prayer to wait for. */
export const isPrayer = (row: PrayerRow) => row.id !== 'sunrise';

/** The first prayer still to come after `now`: its date key and row index. */
export function nextPrayer(timings: Timings, now: number): { key: string; index: number } | null {
  for (const key of dateKeys(timings)) {
    const index = timings[key].findIndex((row) => isPrayer(row) && (rowTime(key, row) ?? -Infinity) > now);
    if (index >= 0) return { key, index };
  }
  return null;
}
