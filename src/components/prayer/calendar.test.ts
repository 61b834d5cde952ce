import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { createEvents } from 'ics';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CALENDAR_DAYS, calendarEvents } from './calendar.ts';
import { monthOfTimings } from './monthOfTimings.ts';
import { calendarText, cleanText, foldLines } from '../../lib/calendarFile.ts';
import { dateKeys, keyOf, keyToTime, type Timings } from './dateNav.ts';
import { answeredPlace } from './timings.ts';

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
    const month = await monthOfTimings('25-11-2026', place, CALENDAR_DAYS);
    expect(dateKeys(month)).toHaveLength(30);
    expect(dateKeys(month)[29]).toBe('24-12-2026');
    // What the times are for stays with them, as the page reads it.
    expect(answeredPlace(month)?.timeZone).toBe('Europe/Paris');
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
    await expect(monthOfTimings('25-11-2026', null, CALENDAR_DAYS)).rejects.toThrow(/salatTimings/);
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

  test('today’s prayers already passed when the file is made are left out', () => {
    const answer = windowAround('25-11-2026');
    const month = { '25-11-2026': answer['25-11-2026'], '26-11-2026': answer['26-11-2026'] };
    const labels = { calendar: 'Prayer times – Paris', place: 'Paris, France', timeZone: 'Europe/Paris' };
    // Just after today's Dhuhr: Fajr and Dhuhr are gone, Asr onwards and tomorrow stay.
    const after = Date.parse(answer['25-11-2026'][2].timestamp ?? '') + 60_000;
    const kept = calendarEvents(month, labels, after);
    expect(kept.map((e) => e.title)).toEqual([
      'asr-name',
      'maghrib-name',
      'isha-name',
      'fajr-name',
      'dhuhr-name',
      'asr-name',
      'maghrib-name',
      'isha-name',
    ]);
    expect(kept.every((e) => (e.start as number) >= after)).toBe(true);
  });
});

describe('the calendar file is standard, whatever the place is called', () => {
  // Names a place can have: GeoNames' own, one typed by the subscriber, one a broken client sent.
  const HOSTILE: [string, string][] = [
    ['emoji, long', '🕌🌙✨ ' + 'Ville-aux-étoiles 🌟 '.repeat(8) + '👨‍👩‍👧‍👦🇸🇳'],
    ['Arabic', 'مكة المكرمة، المملكة العربية السعودية — حي العزيزية'.repeat(3)],
    ['a bare CR', 'Paris\rNord'],
    ['a line feed and CRLF', 'Saint-Louis\nSénégal\r\nAfrique'],
    ['comma, semicolon, backslash', 'Dakar, Plateau; rue 12\\bis, "A"'],
    ['controls and a lone surrogate', 'Tunis\u0000\u0007\u001b[31m\u007f\u0085 Médina \ud83d'],
    ['ends on a fold', 'x'.repeat(60) + '😀'.repeat(10)],
  ];

  const month = (name: string) => {
    const answer = windowAround('25-11-2026');
    const rows = answer['25-11-2026'].map((r) => ({ ...r, name: `${r.name} ${name}`, heading: name }));
    return { '25-11-2026': rows };
  };

  test.each(HOSTILE)('%s: lines of at most 75 octets, read back exactly by two parsers', (_kind, name) => {
    const labels = { calendar: `Prayer times – ${name}`, place: name, timeZone: 'Africa/Dakar' };
    const text = calendarText(calendarEvents(month(name), labels), createEvents, 'Africa/Dakar');
    const encoder = new TextEncoder();

    // Every line ends in CRLF, none is longer than 75 octets, no CR or LF stands alone.
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    for (const line of lines) {
      expect(encoder.encode(line).length, line).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\r\n]/);
      // eslint-disable-next-line no-control-regex
      expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/);
    }
    // A fold never splits a character: each folded piece is valid UTF-8 on its own, and no
    // continuation line starts with a combining half (a low surrogate).
    for (const line of lines) {
      const bytes = encoder.encode(line);
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(line);
      expect(line).not.toMatch(/^ ?[\udc00-\udfff]/);
    }

    const expected = cleanText(name);
    const summary = `isha-name ${expected}`;
    const description = `${expected} · ${expected} · Africa/Dakar`;

    // ical.js (Mozilla's, strict RFC 5545). It has no design for X-WR-CALNAME and would hand its
    // value back still escaped: told what calendars take it for (TEXT), it unescapes it.
    ICAL.design.icalendar.property['x-wr-calname'] ??= { defaultType: 'text' };
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(5);
    const isha = new ICAL.Event(vevents[4]);
    expect(isha.summary).toBe(summary);
    expect(isha.location).toBe(expected);
    expect(isha.description).toBe(description);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Prayer times – ${expected}`);
    expect(vevents[4].getFirstSubcomponent('valarm')?.getFirstPropertyValue('description')).toBe(summary);

    // node-ical (from the independent `ical` parser).
    const parsed = nodeIcal.sync.parseICS(text);
    const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as VEvent[];
    expect(events).toHaveLength(5);
    const last = events.find((e) => e.summary === summary);
    expect(last, JSON.stringify(events.map((e) => e.summary))).toBeDefined();
    expect(last!.location).toBe(expected);
    expect(last!.description).toBe(description);
    expect((parsed.vcalendar as unknown as Record<string, unknown>)['WR-CALNAME']).toBe(`Prayer times – ${expected}`);
  });

  test('cleaning keeps text and line breaks, drops what is not printable', () => {
    expect(cleanText('Paris\rNord')).toBe('Paris\nNord');
    expect(cleanText('a\r\nb\tc')).toBe('a\nb c');
    expect(cleanText('x\u0000\u001b\u0085y')).toBe('xy');
    expect(cleanText('half \ud83d')).toBe('half \ufffd');
    expect(cleanText('مكة 🕌, ; \\')).toBe('مكة 🕌, ; \\');
  });

  test('folding splits at 75 octets between characters and unfolds to the same line', () => {
    const line = 'SUMMARY:' + 'é😀ب'.repeat(40);
    const folded = foldLines(line);
    for (const piece of folded.split('\r\n')) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    // An already folded file (as ics writes it, at 75 characters with a tab) is refolded, not doubled.
    expect(foldLines(folded)).toBe(folded);
  });
});
