import ICAL from 'ical.js';
import { createEvents } from 'ics';
import { describe, expect, test } from 'vitest';
import { calendarText } from '../../lib/calendarFile.ts';
import { YEAR_DAYS, type YearDayKey } from './hijri.ts';
import { yearDayEvents } from './yearDaysFile.ts';

const names = Object.fromEntries(YEAR_DAYS.map((d) => [d.key, `name of ${d.key}`])) as Record<YearDayKey, string>;
const labels = {
  calendar: 'Days of the Hijri year',
  names,
  hijri: (utcNoon: number) => `hijri ${new Date(utcNoon).toISOString().slice(0, 10)}`,
  note: 'May differ by a day.',
};
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);

/** The file as a calendar reads it: each event's name, first day and day after its last. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return {
    calendar,
    events: events.map((e) => ({
      summary: e.summary,
      allDay: e.startDate.isDate,
      start: e.startDate.toString(),
      end: e.endDate.toString(),
      description: e.description,
    })),
  };
}

describe('the year’s days as a calendar file', () => {
  test('on 1 Ramadan 1448 (8 February 2027): the ten coming days, all-day, soonest first, with their Hijri dates', () => {
    const { calendar, events } = read(calendarText(yearDayEvents(noon('2027-02-08'), labels), createEvents));
    expect(events).toHaveLength(10);
    expect(events.every((e) => e.allDay)).toBe(true);
    expect(events[0]).toMatchObject({ summary: 'name of dayRamadan', start: '2027-02-08', end: '2027-02-09' });
    expect(events[0].description).toBe('hijri 2027-02-08\nMay differ by a day.');
    // 21 Ramadan 1448 to the last day of the month (29 days: Eid is 9 March).
    expect(events[1]).toMatchObject({ summary: 'name of dayLastTen', start: '2027-02-28', end: '2027-03-09' });
    expect(events[2]).toMatchObject({ summary: 'name of dayEidFitr', start: '2027-03-09', end: '2027-03-10' });
    // Ashura has passed this year: next year's, 10 Muharram 1449.
    expect(events.find((e) => e.summary === 'name of dayAshura')?.start).toBe('2027-06-15');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Days of the Hijri year');
  });

  test('each day reminds the evening before, and has an id of its own (the day and its Hijri year), so a second import updates it', () => {
    const text = calendarText(yearDayEvents(noon('2026-11-30'), labels), createEvents);
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    for (const v of vevents) {
      const alarm = v.getFirstSubcomponent('valarm');
      expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT6H');
    }
    const ids = vevents.map((v) => String(v.getFirstPropertyValue('uid')));
    expect(new Set(ids).size).toBe(10);
    expect(ids).toContain('dayRamadan-1448@nour');
  });

  test('a name with commas, semicolons and line breaks stays one property', () => {
    const odd = { ...labels, names: { ...names, dayAshura: 'Ashura; a day, fasted\r\nby many' } };
    const { events } = read(calendarText(yearDayEvents(noon('2026-11-30'), odd), createEvents));
    expect(events.find((e) => e.summary.startsWith('Ashura'))?.summary).toBe('Ashura; a day, fasted\nby many');
  });
});
