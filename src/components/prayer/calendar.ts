// Loaded only when the subscriber taps "add to my calendar", and `ics` with it.
import type { EventAttributes } from 'ics';
import { calendarText, cleanText, escapeText, loadIcs, momentEvent, saveCalendarFile } from '../../lib/calendarFile.ts';
import { dateKeys, isPrayer, type Timings } from './dateNav.ts';
import { monthOfTimings } from './monthOfTimings.ts';
import { chosenAsr, type ChosenPlace } from './place/place.ts';
import type { AsrSchool } from '../../../content/prayerMethods.ts';

/** Days exported, today included. */
export const CALENDAR_DAYS = 30;
/** Named for the product, as the subscriber knows it, so the file is found among the downloads. */
export const CALENDAR_FILE = 'islami-prayer-times.ics';

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
 *
 * ics escapes SUMMARY, DESCRIPTION and LOCATION itself, but writes X-WR-CALNAME and the alarm's
 * DESCRIPTION with only their line breaks encoded: those two are given already escaped.
 * Prayers before `from` (today's that have passed when the file is made) are left out: an alarm
 * for a time gone would ring, or sit in the calendar, for nothing.
 */
export function calendarEvents(month: Timings, labels: CalendarLabels, from = -Infinity): EventAttributes[] {
  const events: EventAttributes[] = [];
  const place = cleanText(labels.place);
  const calName = escapeText(cleanText(labels.calendar));
  for (const key of dateKeys(month)) {
    month[key].forEach((row, index) => {
      const at = row.timestamp ? Date.parse(row.timestamp) : Number.NaN;
      if (!isPrayer(row) || Number.isNaN(at) || at < from) return;
      const name = cleanText(row.name);
      // The UID is TEXT too: built only from characters that need no escaping.
      const id = row.id && /^[a-z]+$/.test(row.id) ? row.id : `row${index}`;
      events.push(
        momentEvent({
          uid: `${id}-${key}-${at}@nour`,
          title: name,
          description: [cleanText(row.heading), place, cleanText(labels.timeZone ?? '')].filter(Boolean).join(' · '),
          location: place,
          at,
          calName,
          productId: 'nour/prayer-times',
        }),
      );
    });
  }
  return events;
}

/** Builds the month's file and hands it to the browser as a download; resolves with the file's name. */
export async function downloadCalendar(
  today: string,
  place: ChosenPlace | null,
  labels: CalendarLabels,
  asr: AsrSchool = chosenAsr(),
) {
  const [month, createEvents] = await Promise.all([monthOfTimings(today, place, CALENDAR_DAYS, asr), loadIcs()]);
  const text = calendarText(calendarEvents(month, labels, Date.now()), createEvents, labels.timeZone);
  saveCalendarFile(text, CALENDAR_FILE);
  return CALENDAR_FILE;
}
