import { getItem } from './storage.ts';

/** How long before a kept prayer time the chrome loads the alert (src/components/prayer/PrayerWake.tsx). */
export const WAKE_BEFORE_MS = 60_000;
/** How long after it the alert may still show: alert.ts's ALERT_WINDOW_MS (prayerWake.test.ts checks they agree). */
export const WAKE_AFTER_MS = 600_000;

/** What wakeDelay answers when nothing is kept: setTimeout's longest delay (24.8 days). */
export const NEVER = 2 ** 31 - 1;

/**
 * Milliseconds until the alert should be loaded: a minute before the next time kept on the device
 * (the last salatTimings answer), 0 if one is that close or passed less than WAKE_AFTER_MS ago,
 * NEVER if none is kept. Reads only the timestamps, so every page can afford it.
 */
export function wakeDelay(now: number): number {
  const kept = getItem<{ timings?: Record<string, { timestamp?: string }[]> }>('salatTimings');
  let next = Infinity;
  // Anything but a date string (malformed storage) parses as NaN or a long-gone year.
  for (const row of Object.values(kept?.timings ?? {}).flat()) {
    const at = Date.parse(row?.timestamp as string);
    if (at > now - WAKE_AFTER_MS && at < next) next = at;
  }
  return next < Infinity ? Math.max(0, next - WAKE_BEFORE_MS - now) : NEVER;
}
