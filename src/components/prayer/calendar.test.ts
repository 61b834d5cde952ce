import ICAL from 'ical.js';
import { createEvents } from 'ics';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { calendarEvents, calendarText, monthOfTimings } from './calendar.ts';
import { keyOf, keyToTime, type Timings } from './dateNav.ts';

const apiPost = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api.ts', () => ({ apiPost }));
afterEach(() => apiPost.mockReset());

const DAY = 86_400_000;
const IDS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'];

/** An answer like the reference server's: 3 days before to 7 after the date asked, in Paris. */
function windowAround(date: string): Timings {
  const center = keyToTime(date) as number;
  const answer: Record<string, unknown> = {
    place: { latitude: 48.853, longitude: 2.349, timeZone: 'Europe/Paris', method: 'MuslimWorldLeague' },
  };
  for (let d = -3; d <= 7; d++) {
    const noon = center + d * DAY;
    answer[keyOf(noon)] = IDS.map((id, i) => ({
      id,
      heading: id,
      name: `${id}-name`,
      time: '00:00',
      timestamp: new Date(noon - 7 * 3_600_000 + i * 3 * 3_600_000).toISOString(),
    }));
  }
  return answer as Timings;
}

describe('the month as a calendar file', () => {
  test('asks the API until 30 days from today are covered, with the chosen place', async () => {
    apiPost.mockImplementation(async (_: string, body: { date: string }) => ({
      ok: true,
      data: windowAround(body.date),
    }));
    const place = {
      name: 'Paris',
      country: 'FR',
      latitude: 48.853,
      longitude: 2.349,
      timeZone: 'Europe/Paris',
      method: 'MuslimWorldLeague' as const,
    };
    const month = await monthOfTimings('25-11-2026', place);
    expect(Object.keys(month)).toHaveLength(30);
    expect(Object.keys(month)[29]).toBe('24-12-2026');
    expect(apiPost).toHaveBeenCalledTimes(4);
    expect(apiPost.mock.calls[0][1]).toEqual({
      date: '25-11-2026',
      latitude: 48.853,
      longitude: 2.349,
      timeZone: 'Europe/Paris',
      method: 'MuslimWorldLeague',
    });
  });

  test('a failed call fails the file (nothing half made)', async () => {
    apiPost
      .mockResolvedValueOnce({ ok: true, data: windowAround('25-11-2026') })
      .mockResolvedValue({ ok: false, reason: 'http' });
    await expect(monthOfTimings('25-11-2026', null)).rejects.toThrow(/salatTimings/);
  });

  test('one event per prayer (not Shuruq), each with an alarm at its time, read back by an iCalendar parser', () => {
    const answer = windowAround('25-11-2026');
    const month = { '25-11-2026': answer['25-11-2026'], '26-11-2026': answer['26-11-2026'] };
    const text = calendarText(
      calendarEvents(month, { calendar: 'Prayer times – Paris', place: 'Paris, France', timeZone: 'Europe/Paris' }),
      createEvents,
      'Europe/Paris',
    );
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(10);
    expect(events.map((e) => e.summary).slice(0, 5)).toEqual([
      'fajr-name',
      'dhuhr-name',
      'asr-name',
      'maghrib-name',
      'isha-name',
    ]);
    expect(events[1].startDate.toJSDate().toISOString()).toBe(answer['25-11-2026'][2].timestamp);
    const alarm = calendar.getAllSubcomponents('vevent')[1].getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm?.getFirstPropertyValue('trigger') as InstanceType<typeof ICAL.Time>;
    expect(trigger.toJSDate().toISOString()).toBe(answer['25-11-2026'][2].timestamp);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Prayer times – Paris');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Paris');
    expect(events[0].location).toBe('Paris, France');
  });
});
