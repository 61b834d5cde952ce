import { DAY_MS, hijriOf, monthDays } from '../calendar/hijri.ts';

const RAMADAN = 9;
/** How long before Ramadan a juz a night is offered. */
const OFFERED_DAYS_BEFORE = 30;

/**
 * The Ramadan a juz a night can be read through from today (noon UTC): the one under way, or the
 * next if it begins within a month; its first and last day and its nights (Umm al-Qura's, 29 or 30).
 */
export function ramadanNights(today: number): { first: number; last: number; nights: number } | null {
  const { year, month } = hijriOf(today);
  const days = monthDays(month > RAMADAN ? year + 1 : year, RAMADAN);
  const first = days[0].utcNoon;
  const last = days[days.length - 1].utcNoon;
  return today <= last && first - today <= OFFERED_DAYS_BEFORE * DAY_MS ? { first, last, nights: days.length } : null;
}
