import { getItem, removeItem } from './storage.ts';
import { isRecord } from '../shared/apiAnswers.ts';

const DAY_MS = 86_400_000;

/** How long before a kept prayer time the chrome loads the alert (src/components/prayer/PrayerWake.tsx). */
export const WAKE_BEFORE_MS = 60_000;
/** How long after it the alert may still show: alert.ts's ALERT_WINDOW_MS (alert.test.ts checks they agree: platform code reads no feature). */
export const WAKE_AFTER_MS = 600_000;

/** What wakeDelay answers when nothing is kept: setTimeout's longest delay (24.8 days). */
export const NEVER = 2 ** 31 - 1;

/**
 * Milliseconds until the alert should be loaded: a minute before the next time kept on the device
 * (the last salatTimings answer), 0 if one is that close or passed less than WAKE_AFTER_MS ago,
 * NEVER if none is kept. Reads only the timestamps, so every page can afford it.
 */
export function wakeDelay(now: number): number {
  const kept = getItem<{ timings?: unknown }>('salatTimings');
  const days = isRecord(kept?.timings) ? Object.values(kept.timings).filter(Array.isArray) : [];
  let next = Infinity;
  let first = Infinity;
  // Anything but a date string (malformed storage) parses as NaN or a long-gone year.
  for (const row of days.flat() as { timestamp?: unknown }[]) {
    const at = Date.parse(row?.timestamp as string);
    if (at < first) first = at;
    if (at > now - WAKE_AFTER_MS && at < next) next = at;
  }
  // The window kept starts days before the day asked for: one starting tomorrow or later was kept
  // while the clock was set ahead, and would keep the alert away until that date.
  if (first < Infinity && first > now + DAY_MS) {
    removeItem('salatTimings');
    return NEVER;
  }
  return next < Infinity ? Math.max(0, next - WAKE_BEFORE_MS - now) : NEVER;
}
