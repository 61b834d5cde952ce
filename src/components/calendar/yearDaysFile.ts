// Loaded only when the reader taps "add these days to my calendar", and `ics` with it.
import type { EventAttributes } from 'ics';
import { calendarText, cleanText, escapeText, loadIcs, saveCalendarFile } from '../../lib/calendarFile.ts';
import { comingDays, DAY_MS, gregorianOf, type YearDayKey } from './hijri.ts';

/** Named for the product, as the subscriber knows it, so the file is found among the downloads. */
export const YEAR_DAYS_FILE = 'islami-islamic-year.ics';

export interface YearDaysLabels {
  /** The calendar's name. */
  calendar: string;
  /** Each day's name, as the page lists it. */
  names: Record<YearDayKey, string>;
  /** A day's Hijri date, as the page writes it. */
  hijri: (utcNoon: number) => string;
  /** That a date may differ by a day where the month begins with the moon's sighting. */
  note: string;
}

const dateOf = (utcNoon: number): [number, number, number] => {
  const d = new Date(utcNoon);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
};

/**
 * The coming named days of the Islamic year as all-day events, each with a reminder the evening
 * before (18:00 on the phone's clock), when the Islamic day begins at sunset. The last ten nights
 * run to the month's end, 29 or 30 days as Umm al-Qura has it.
 */
export function yearDayEvents(today: number, labels: YearDaysLabels): EventAttributes[] {
  const calName = escapeText(cleanText(labels.calendar));
  return comingDays(today).map(({ key, date, utcNoon }) => {
    const end = key === 'dayLastTen' ? gregorianOf({ year: date.year, month: 10, day: 1 }) : utcNoon + DAY_MS;
    const title = cleanText(labels.names[key]);
    return {
      uid: `${key}-${date.year}@nour`,
      title,
      description: `${cleanText(labels.hijri(utcNoon))}\n${cleanText(labels.note)}`,
      start: dateOf(utcNoon),
      end: dateOf(end),
      transp: 'TRANSPARENT',
      calName,
      productId: 'nour/islamic-year',
      alarms: [{ action: 'display', description: escapeText(title), trigger: { hours: 6, before: true } }],
    };
  });
}

/** Builds the file and hands it to the browser as a download; resolves with the file's name. */
export async function downloadYearDays(today: number, labels: YearDaysLabels): Promise<string> {
  const createEvents = await loadIcs();
  saveCalendarFile(calendarText(yearDayEvents(today, labels), createEvents), YEAR_DAYS_FILE);
  return YEAR_DAYS_FILE;
}
