// Loaded only when the subscriber taps "add to my calendar", and `ics` with it.
import type { EventAttributes } from 'ics';
import { ICS_MODULE_URL } from './icsModule.ts';
import { apiPost } from '../../lib/api.ts';
import { dateKeys, isPrayer, keyOf, keyToTime, type Timings } from './dateNav.ts';
import { chosenAsr, placeFields, type ChosenPlace } from './place/place.ts';
import type { AsrSchool } from '../../../content/prayerMethods.ts';
import { isTimings } from './timings.ts';

const DAY = 86_400_000;
/** Days exported, today included. */
export const CALENDAR_DAYS = 30;
/** Named for the product, as the subscriber knows it, so the file is found among the downloads. */
export const CALENDAR_FILE = 'islami-prayer-times.ics';

/**
 * The API's answers cover a window of days around the date asked (the reference server: 3 before,
 * 7 after). Asks for dates until every day of the month is covered, whatever the window's size.
 */
export async function monthOfTimings(
  today: string,
  place: ChosenPlace | null,
  days = CALENDAR_DAYS,
  asr: AsrSchool = chosenAsr(),
): Promise<Timings> {
  const start = keyToTime(today);
  if (start === null) throw new Error(`not a day: ${today}`);
  const wanted = Array.from({ length: days }, (_, i) => keyOf(start + i * DAY));
  const month: Timings = {};
  for (let asks = 0; asks < days; asks++) {
    const missing = wanted.find((k) => !month[k]);
    if (!missing) break;
    const result = await apiPost('salatTimings', { date: missing, ...placeFields(place, asr) }, isTimings);
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
 * A text value as a calendar file may carry it: line breaks as line feeds (a bare CR, the old Mac
 * line end, is one too: written raw it ends the property line and a strict parser refuses the
 * file), tabs as spaces, every other control character dropped, and a lone UTF-16 surrogate (half
 * an emoji, which no UTF-8 file can hold) replaced by U+FFFD. A place name comes from GeoNames or
 * from the subscriber: nothing in it is trusted to be printable.
 */
export function cleanText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
      // Pairs are matched first and kept; what is left of the range is a lone half.
      .replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, (m) => (m.length === 2 ? m : '\ufffd'))
  );
}

/** RFC 5545 TEXT escaping (3.3.11): backslash, semicolon, comma and line feed. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
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
      events.push({
        uid: `${id}-${key}-${at}@nour`,
        title: name,
        description: [cleanText(row.heading), place, cleanText(labels.timeZone ?? '')].filter(Boolean).join(' · '),
        location: place,
        start: at,
        startInputType: 'utc',
        startOutputType: 'utc',
        duration: { minutes: 15 },
        transp: 'TRANSPARENT',
        calName,
        productId: 'nour/prayer-times',
        // At the prayer's moment itself. ics writes a zero duration as "-PT" (invalid), so the
        // trigger is the moment as a UTC date-time, which RFC 5545 allows.
        alarms: [{ action: 'display', description: escapeText(name), trigger: at }],
      });
    });
  }
  return events;
}

/** Octets of one code point in UTF-8. */
const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * The file's lines folded as RFC 5545 (3.1) says: no line longer than 75 octets, a fold being
 * CRLF and one space, never inside a character's UTF-8 bytes. ics folds at 75 characters, which
 * with an emoji or Arabic name made lines of up to 250 bytes; its folds are undone first.
 */
export function foldLines(text: string): string {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      let out = '';
      let width = 0;
      for (const char of line) {
        const n = octets(char.codePointAt(0)!);
        if (width + n > 75) {
          out += '\r\n ';
          width = 1;
        }
        out += char;
        width += n;
      }
      return out;
    })
    .join('\r\n');
}

type CreateEvents = (typeof import('ics'))['createEvents'];

/** `ics`, bundled at build into one module of the site (integrations/ics-module.mjs), fetched now. */
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
  if (!timeZone || !/^[A-Za-z0-9_+\-/]+$/.test(timeZone)) return foldLines(value);
  return foldLines(value.replace(/(\r\nBEGIN:VEVENT)/, `\r\nX-WR-TIMEZONE:${timeZone}$1`));
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
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = CALENDAR_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return CALENDAR_FILE;
}
