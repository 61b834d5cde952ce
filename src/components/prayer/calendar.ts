// Loaded only when the subscriber taps "add to my calendar", and `ics` with it.
import type { EventAttributes } from 'ics';
import { ICS_MODULE_URL } from './icsModule.ts';
import { apiPost } from '../../lib/api.ts';
import { dateKeys, isPrayer, keyOf, keyToTime, type Timings } from './dateNav.ts';
import { placeFields, type ChosenPlace } from './place/place.ts';
import { isTimings } from './timings.ts';

const DAY = 86_400_000;
/** Days exported, today included. */
export const CALENDAR_DAYS = 30;
export const CALENDAR_FILE = 'nour-prayer-times.ics';

/**
 * The API's answers cover a window of days around the date asked (the reference server: 3 before,
 * 7 after). Asks for dates until every day of the month is covered, whatever the window's size.
 */
export async function monthOfTimings(today: string, place: ChosenPlace | null, days = CALENDAR_DAYS): Promise<Timings> {
  const start = keyToTime(today);
  if (start === null) throw new Error(`not a day: ${today}`);
  const wanted = Array.from({ length: days }, (_, i) => keyOf(start + i * DAY));
  const month: Timings = {};
  for (let asks = 0; asks < days; asks++) {
    const missing = wanted.find((k) => !month[k]);
    if (!missing) break;
    const result = await apiPost('salatTimings', { date: missing, ...placeFields(place) }, isTimings);
    if (!result.ok) throw new Error(`salatTimings ${missing}: ${result.reason}`);
    const got = dateKeys(result.data).filter((k) => wanted.includes(k));
    if (!got.includes(missing)) throw new Error(`salatTimings ${missing}: the day asked is not in the answer`);
    for (const k of got) month[k] = result.data[k];
  }
  return month;
}

export interface CalendarLabels {
  /** The calendar's name ("Prayer times – Paris"). */
  calendar: string;
  /** Where the times are for, written in each event. */
  place: string;
  timeZone: string | null;
}

/**
 * One event per prayer (Shuruq is not one), each with an alarm at its time. ics writes no time
 * zone definitions, so times are UTC instants: every calendar shows them at the right moment, on
 * the phone's own clock.
 */
export function calendarEvents(month: Timings, labels: CalendarLabels): EventAttributes[] {
  const events: EventAttributes[] = [];
  for (const key of dateKeys(month)) {
    for (const row of month[key]) {
      const at = row.timestamp ? Date.parse(row.timestamp) : Number.NaN;
      if (!isPrayer(row) || Number.isNaN(at)) continue;
      events.push({
        uid: `${row.id ?? row.name}-${key}-${at}@nour`,
        title: row.name,
        description: [row.heading, labels.place, labels.timeZone].filter(Boolean).join(' · '),
        location: labels.place,
        start: at,
        startInputType: 'utc',
        startOutputType: 'utc',
        duration: { minutes: 15 },
        transp: 'TRANSPARENT',
        calName: labels.calendar,
        productId: 'nour/prayer-times',
        // At the prayer's moment itself. ics writes a zero duration as "-PT" (invalid), so the
        // trigger is the moment as a UTC date-time, which RFC 5545 allows.
        alarms: [{ action: 'display', description: row.name, trigger: at }],
      });
    }
  }
  return events;
}

type CreateEvents = (typeof import('ics'))['createEvents'];

/** `ics`, bundled at build into one module of the site (scripts/ics-module.mjs), fetched now. */
async function loadIcs(): Promise<CreateEvents> {
  const ics = (await import(/* @vite-ignore */ ICS_MODULE_URL)) as { createEvents: CreateEvents };
  return ics.createEvents;
}

/**
 * The file, with the place's zone as the calendar's (X-WR-TIMEZONE, which ics cannot write): the
 * instants stay UTC, correct on any clock, and calendars that honour it (Google's, Apple's) show
 * them on the place's clock, as the prayer page does.
 */
export function calendarText(
  events: EventAttributes[],
  createEvents: CreateEvents,
  timeZone: string | null = null,
): string {
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('no calendar');
  if (!timeZone || !/^[A-Za-z0-9_+\-/]+$/.test(timeZone)) return value;
  return value.replace(/(\r\nBEGIN:VEVENT)/, `\r\nX-WR-TIMEZONE:${timeZone}$1`);
}

/** Builds the month's file and hands it to the browser as a download. */
export async function downloadCalendar(today: string, place: ChosenPlace | null, labels: CalendarLabels) {
  const [month, createEvents] = await Promise.all([monthOfTimings(today, place), loadIcs()]);
  const text = calendarText(calendarEvents(month, labels), createEvents, labels.timeZone);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = CALENDAR_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
