/**
 * The Umm al-Qura Hijri calendar as the browser's own Intl data gives it (the prayer page's date
 * says the same, src/components/prayer/format.ts). Days are noons in UTC, as on the prayer page, so
 * that no time zone moves a day across midnight.
 */
import { formatNumber, type Locale } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { HIJRI_CALENDAR, INTL_TAGS } from '../../shared/locales.ts';

/** A formatter of noon-UTC days in the page's language, in the Hijri calendar if asked. */
export const dayFormat = (locale: Locale, options: Intl.DateTimeFormatOptions, hijri = false) =>
  new Intl.DateTimeFormat(INTL_TAGS[locale] + (hijri ? HIJRI_CALENDAR : ''), { ...options, timeZone: 'UTC' });

export interface HijriDate {
  year: number;
  month: number;
  day: number;
}

export const DAY_MS = 86_400_000;

const PARTS = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The Hijri date of a Gregorian day (its noon in UTC). */
export function hijriOf(utcNoon: number): HijriDate {
  const parts = Object.fromEntries(PARTS.formatToParts(utcNoon).map((p) => [p.type, p.value]));
  return { year: parseInt(parts.year, 10), month: Number(parts.month), day: Number(parts.day) };
}

/** Noon UTC of the device's own day now. */
export function todayNoon(now = new Date()): number {
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate(), 12);
}

// 1 Muharram 1 AH (16 July 622) and the mean lengths: a first guess, which the loop below corrects.
const EPOCH = Date.UTC(622, 6, 16, 12);
const count = (h: HijriDate) => (h.year * 12 + h.month) * 30 + h.day;

/** The Gregorian day (noon UTC) of a Hijri date. */
export function gregorianOf(h: HijriDate): number {
  let at = EPOCH + Math.round((h.year - 1) * 354.36667 + (h.month - 1) * 29.53059 + h.day - 1) * DAY_MS;
  for (let step = 0; step < 8; step++) {
    const off = count(h) - count(hijriOf(at));
    if (off === 0) return at;
    at += off * DAY_MS;
  }
  throw new RangeError(`No day for ${h.year}-${h.month}-${h.day}`);
}

/** The month after (n > 0) or before a Hijri month. */
export function addMonths({ year, month }: Pick<HijriDate, 'year' | 'month'>, n: number) {
  const index = year * 12 + month - 1 + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The days of a Hijri month (29 or 30), each with its Gregorian day. */
export function monthDays(year: number, month: number): Array<{ day: number; utcNoon: number }> {
  const first = gregorianOf({ year, month, day: 1 });
  const next = gregorianOf({ ...addMonths({ year, month }, 1), day: 1 });
  return Array.from({ length: Math.round((next - first) / DAY_MS) }, (_, i) => ({
    day: i + 1,
    utcNoon: first + i * DAY_MS,
  }));
}

export const RAMADAN = 9;

/**
 * The Ramadan a day looks to (noon UTC of the phone's day): this year's until its last day, then
 * the next year's. Its days are Umm al-Qura's, 29 or 30.
 */
export function ramadanOf(today: number): { year: number; days: Array<{ day: number; utcNoon: number }> } {
  const { year, month } = hijriOf(today);
  const shown = month > RAMADAN ? year + 1 : year;
  return { year: shown, days: monthDays(shown, RAMADAN) };
}

/** "tomorrow", or "in N days", in the page's language and digits. */
export const inDaysText = (locale: Locale, t: { inOneDay: string; inDays: string }, n: number): string =>
  n === 1 ? t.inOneDay : fill(t.inDays, { n: formatNumber(locale, n) });

/** The days of the Islamic year the calendar names, by their Hijri date. */
export const YEAR_DAYS = [
  { key: 'dayNewYear', month: 1, day: 1 },
  { key: 'dayAshura', month: 1, day: 10 },
  { key: 'dayMawlid', month: 3, day: 12 },
  { key: 'dayIsraMiraj', month: 7, day: 27 },
  { key: 'dayMidShaban', month: 8, day: 15 },
  { key: 'dayRamadan', month: 9, day: 1 },
  { key: 'dayLastTen', month: 9, day: 21 },
  { key: 'dayEidFitr', month: 10, day: 1 },
  { key: 'dayArafah', month: 12, day: 9 },
  { key: 'dayEidAdha', month: 12, day: 10 },
] as const;

export type YearDayKey = (typeof YEAR_DAYS)[number]['key'];

/** Each named day's next occurrence from `today` (today itself included), soonest first. */
export function comingDays(today: number) {
  const { year } = hijriOf(today);
  return YEAR_DAYS.map(({ key, month, day }) => {
    let date = { year, month, day };
    if (gregorianOf(date) < today) date = { year: year + 1, month, day };
    const utcNoon = gregorianOf(date);
    return { key, date, utcNoon, daysLeft: Math.round((utcNoon - today) / DAY_MS) };
  }).sort((a, b) => a.utcNoon - b.utcNoon);
}
