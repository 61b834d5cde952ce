import type { Locale } from '../../i18n/index.ts';
import { keyOf, todayKey } from './dateNav.ts';
import { localDigits } from '../../shared/locales.ts';

/**
 * The place's day and clock, whatever the phone's: a subscriber in Paris whose times are for Makkah
 * sees Makkah's clock, and "today" is the place's today. The prayer page, home's countdown and
 * Ramadan's timetable read them.
 */

/** Today's DD-MM-YYYY key in a zone; the phone's own calendar without one (or an unknown zone). */
export function todayKeyIn(zone: string | null, now: number): string {
  if (!zone) return todayKey(new Date(now));
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(now)
      .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
    return keyOf(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), 12));
  } catch {
    return todayKey(new Date(now));
  }
}

// The page re-renders every second (the countdown): one formatter per zone, not one per row and tick.
const clocks = new Map<string, Intl.DateTimeFormat>();

/** "05:20" (24-hour, the locale's digits) of an instant in a zone. */
export function clockIn(locale: Locale, instant: number, zone: string): string {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(zone, clock);
  }
  return localDigits(locale, clock.format(instant));
}

/** A moment on the place's clock when its zone is known; else its time as the API wrote it. */
export function momentClock(locale: Locale, at: number | null, text: string, zone: string | null): string {
  if (zone && at !== null) {
    try {
      return clockIn(locale, at, zone);
    } catch {
      /* a zone this browser does not know: the answer's own text below */
    }
  }
  return localDigits(locale, text);
}

/** "01:02:03" until a moment (hours may exceed 24), never negative, with the locale's digits. */
export function countdownText(locale: Locale, ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return localDigits(locale, `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`);
}
