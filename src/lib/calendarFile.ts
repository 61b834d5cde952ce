// An iCalendar file made on the phone and handed to it as a download: what the prayer times' and
// the Islamic year's files share. `ics` comes by URL, built at build into one module of the site.
import type { EventAttributes } from 'ics';
import { ICS_MODULE_URL } from './icsModule.ts';

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

export type CreateEvents = (typeof import('ics'))['createEvents'];

/** `ics`, bundled at build into one module of the site (integrations/ics-module.mjs), fetched now. */
export async function loadIcs(): Promise<CreateEvents> {
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

/**
 * A moment as a short event with an alarm at the moment itself (a prayer, Imsak, Iftar): the
 * instant in UTC (ics writes no time zone definitions), right on any phone's clock. `title` and
 * the texts come cleaned; `calName` comes escaped (ics writes it with only its line breaks encoded).
 */
export function momentEvent(e: {
  uid: string;
  title: string;
  description: string;
  location: string;
  at: number;
  calName: string;
  productId: string;
}): EventAttributes {
  return {
    uid: e.uid,
    title: e.title,
    description: e.description,
    location: e.location,
    start: e.at,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: 15 },
    transp: 'TRANSPARENT',
    calName: e.calName,
    productId: e.productId,
    // ics writes a zero duration as "-PT" (invalid), so the trigger is the moment as a UTC
    // date-time, which RFC 5545 allows.
    alarms: [{ action: 'display', description: escapeText(e.title), trigger: e.at }],
  };
}

/** Hands the file to the browser as a download, under `name`. */
export function saveCalendarFile(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
