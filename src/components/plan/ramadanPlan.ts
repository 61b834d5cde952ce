import { DAY_MS, ramadanOf } from '../calendar/hijri.ts';

/** How long before Ramadan a juz a night is offered. */
const OFFERED_DAYS_BEFORE = 30;

/**
 * The Ramadan a juz a night can be read through from today (noon UTC): the one under way, or the
 * next if it begins within a month; its first and last day and its nights (Umm al-Qura's, 29 or 30).
 */
export function ramadanNights(today: number): { first: number; last: number; nights: number } | null {
  const { days } = ramadanOf(today);
  const first = days[0].utcNoon;
  const last = days[days.length - 1].utcNoon;
  return today <= last && first - today <= OFFERED_DAYS_BEFORE * DAY_MS ? { first, last, nights: days.length } : null;
}
