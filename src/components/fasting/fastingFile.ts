// Loaded only when the subscriber taps "add the month to my calendar", and `ics` with it.
import type { EventAttributes } from 'ics';
import { calendarText, cleanText, escapeText, loadIcs, momentEvent, saveCalendarFile } from '../../lib/calendarFile.ts';
import type { Timetable } from './fastingTimes.ts';

/** Named for the product, as the subscriber knows it, so the file is found among the downloads. */
export const FASTING_FILE = 'islami-ramadan.ics';

export interface FastingLabels {
  /** The calendar's name ("Ramadan – Paris"). */
  calendar: string;
  place: string;
  imsak: string;
  iftar: string;
  /** That Imsak is Fajr's time, and the month's days follow Umm al-Qura. */
  note: string;
}

/**
 * Imsak and Iftar of every day still to come, each a short event with an alarm at its moment. The
 * instants are UTC (ics writes no zone), right on any phone's clock. Each id is the moment's kind
 * and day, so importing the month again updates it rather than doubling it.
 */
export function fastingEvents(timetable: Timetable, labels: FastingLabels, from = -Infinity): EventAttributes[] {
  const calName = escapeText(cleanText(labels.calendar));
  const place = cleanText(labels.place);
  const description = [place, cleanText(labels.note)].filter(Boolean).join('\n');
  return timetable.days.flatMap(({ key, imsak, iftar }) =>
    (
      [
        ['imsak', imsak.at, cleanText(labels.imsak)],
        ['iftar', iftar.at, cleanText(labels.iftar)],
      ] as const
    )
      .filter(([, at]) => at >= from)
      .map(([kind, at, title]) =>
        momentEvent({
          uid: `${kind}-${key}@nour`,
          title,
          description,
          location: place,
          at,
          calName,
          productId: 'nour/ramadan',
        }),
      ),
  );
}

/** Builds the month's file and hands it to the browser as a download; resolves with the file's name. */
export async function downloadFasting(timetable: Timetable, labels: FastingLabels): Promise<string> {
  const createEvents = await loadIcs();
  saveCalendarFile(
    calendarText(fastingEvents(timetable, labels, Date.now()), createEvents, timetable.zone),
    FASTING_FILE,
  );
  return FASTING_FILE;
}
