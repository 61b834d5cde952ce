import ICAL from 'ical.js';
import { createEvents } from 'ics';
import { describe, expect, test } from 'vitest';
import { calendarText } from '../../lib/calendarFile.ts';
import { fastingEvents } from './fastingFile.ts';
import type { Timetable } from './fastingTimes.ts';

const timetable: Timetable = {
  year: 1448,
  zone: 'Europe/Paris',
  operator: null,
  days: [1, 2].map((day) => {
    const d = String(7 + day).padStart(2, '0');
    return {
      day,
      key: `${d}-02-2027`,
      utcNoon: Date.parse(`2027-02-${d}T12:00:00Z`),
      imsak: { at: Date.parse(`2027-02-${d}T05:58:00Z`), time: '06:58' },
      iftar: { at: Date.parse(`2027-02-${d}T17:02:00Z`), time: '18:02' },
    };
  }),
};
const labels = {
  calendar: 'Ramadan – Paris, France',
  place: 'Paris, France',
  imsak: 'Imsak (Fajr)',
  iftar: 'Iftar (Maghrib)',
  note: 'Imsak is given at Fajr time; dates may differ by a day.',
};

describe('the month to the phone’s calendar', () => {
  test('Imsak and Iftar of each day, at their instants, each with an alarm then and an id that a second import updates', () => {
    const text = calendarText(fastingEvents(timetable, labels), createEvents, timetable.zone);
    // X-WR-CALNAME is TEXT for the calendars that read it: escaped, and read back unescaped.
    ICAL.design.icalendar.property['x-wr-calname'] ??= { defaultType: 'text' };
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Paris');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Ramadan – Paris, France');
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => [e.summary, e.startDate.toJSDate().toISOString(), e.uid])).toEqual([
      ['Imsak (Fajr)', '2027-02-08T05:58:00.000Z', 'imsak-08-02-2027@nour'],
      ['Iftar (Maghrib)', '2027-02-08T17:02:00.000Z', 'iftar-08-02-2027@nour'],
      ['Imsak (Fajr)', '2027-02-09T05:58:00.000Z', 'imsak-09-02-2027@nour'],
      ['Iftar (Maghrib)', '2027-02-09T17:02:00.000Z', 'iftar-09-02-2027@nour'],
    ]);
    expect(events[0].location).toBe('Paris, France');
    expect(events[0].description).toContain(labels.note);
    const alarm = events[1].component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('2027-02-08T17:02:00Z');
  });

  test('moments gone when the file is made are left out', () => {
    const from = Date.parse('2027-02-08T12:00:00Z');
    expect(fastingEvents(timetable, labels, from).map((e) => e.uid)).toEqual([
      'iftar-08-02-2027@nour',
      'imsak-09-02-2027@nour',
      'iftar-09-02-2027@nour',
    ]);
  });
});
