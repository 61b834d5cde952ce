import { atom, onMount } from 'nanostores';
import { getItem, setItem } from '../../lib/storage.ts';
import { dateKeys, isPrayer, nextPrayer, rowTime, type Timings } from './dateNav.ts';

/** How long after its time a prayer still gets its alert (a phone asleep, a page opened late). */
export const ALERT_WINDOW_MS = 10 * 60_000;

export interface DuePrayer {
  name: string;
  at: number;
}

/**
 * The prayer whose time has come, if it came within the window and after the last one alerted:
 * one alert per prayer, however many pages or tabs are open.
 */
export function duePrayer(timings: Timings, now: number, lastAlerted: number): DuePrayer | null {
  let due: DuePrayer | null = null;
  for (const key of dateKeys(timings)) {
    for (const row of timings[key]) {
      const at = rowTime(key, row);
      if (at === null || !isPrayer(row) || at > now || now - at >= ALERT_WINDOW_MS || at <= lastAlerted) continue;
      if (!due || at > due.at) due = { name: row.name, at };
    }
  }
  return due;
}

/** The next prayer to come after now, for the countdown: its name and moment. */
export function comingPrayer(timings: Timings, now: number): DuePrayer | null {
  const next = nextPrayer(timings, now);
  if (!next) return null;
  const row = timings[next.key][next.index];
  return { name: row.name, at: rowTime(next.key, row) as number };
}

const ALERTS_KEY = 'prayerAlerts';
const ALERTED_KEY = 'prayerAlerted';

/**
 * Alerts are off until the subscriber turns them on: a chime no one asked for, and a banner over
 * what they are reading, surprised more than it helped. A choice stored before (on or off) holds.
 */
export const alertsEnabled = (): boolean => getItem<unknown>(ALERTS_KEY) === true;

/** The stored choice, for the islands that load the alert only while it is on (PrayerAlertWhenOn). */
export const $alertsOn = atom(false);
onMount($alertsOn, () => $alertsOn.set(alertsEnabled()));

export const setAlertsEnabled = (on: boolean): boolean => {
  $alertsOn.set(on);
  return setItem(ALERTS_KEY, on);
};

/** The alert's strings, here so that naming them does not load the alert itself. */
export const ALERT_KEYS = ['prayerTimeNow', 'close'] as const;

/** The last alert's time; one the clock has not reached yet (it was set ahead) reads as none. */
export const lastAlerted = (): number => getItem<number>(ALERTED_KEY) ?? 0;
export const markAlerted = (at: number): boolean => setItem(ALERTED_KEY, at);
