import { describe, expect, test } from 'vitest';
import { dateKeys, initialKey, keyToTime, nextPrayer, step, todayKey, type Timings } from './dateNav.ts';

const row = (time: string, timestamp?: string) => ({ heading: 'h', name: 'n', time, timestamp });
// Deliberately out of order, with a junk key: the navigator must sort and ignore it.
const timings: Timings = {
  '02-03-2026': [row('05:00')],
  '28-02-2026': [row('05:00')],
  '01-03-2026': [row('05:00')],
  '03-03-2026': [row('05:00')],
  'not-a-date': [row('05:00')],
};

describe('date keys', () => {
  test('valid keys only, in calendar order across months', () => {
    expect(dateKeys(timings)).toEqual(['28-02-2026', '01-03-2026', '02-03-2026', '03-03-2026']);
    expect(keyToTime('31-02-2026')).toBeNull();
  });

  test('today is read on the phone calendar', () => {
    expect(todayKey(new Date(2026, 2, 1, 23, 59))).toBe('01-03-2026');
  });
});

describe('navigation bounds', () => {
  const keys = dateKeys(timings);

  test('opens on today when present, else on the first date', () => {
    expect(initialKey(keys, '02-03-2026')).toBe('02-03-2026');
    expect(initialKey(keys, '10-03-2026')).toBe('28-02-2026');
    expect(initialKey([], '10-03-2026')).toBeNull();
  });

  test('moves one day at a time, across a month end', () => {
    expect(step(keys, '28-02-2026', 1)).toBe('01-03-2026');
    expect(step(keys, '01-03-2026', -1)).toBe('28-02-2026');
  });

  test('no step before the first key or after the last', () => {
    expect(step(keys, '28-02-2026', -1)).toBeNull();
    expect(step(keys, '03-03-2026', 1)).toBeNull();
  });

  test('no step to a day missing from the answer, even inside the range', () => {
    const gappy = ['01-03-2026', '03-03-2026'];
    expect(step(gappy, '01-03-2026', 1)).toBeNull();
    expect(step(gappy, '03-03-2026', -1)).toBeNull();
  });
});

describe('next prayer', () => {
  const day: Timings = {
    '01-03-2026': [row('05:00', '2026-03-01T02:00:00Z'), row('12:00', '2026-03-01T09:00:00Z')],
    '02-03-2026': [row('05:00', '2026-03-02T02:00:00Z')],
  };

  test('the first prayer after now, possibly tomorrow', () => {
    expect(nextPrayer(day, Date.parse('2026-03-01T05:00:00Z'))).toEqual({ key: '01-03-2026', index: 1 });
    expect(nextPrayer(day, Date.parse('2026-03-01T10:00:00Z'))).toEqual({ key: '02-03-2026', index: 0 });
    expect(nextPrayer(day, Date.parse('2026-03-03T00:00:00Z'))).toBeNull();
  });

  test('sunrise is shown but never the next prayer', () => {
    const withSunrise: Timings = {
      '01-03-2026': [
        row('05:00', '2026-03-01T02:00:00Z'),
        { ...row('06:20', '2026-03-01T03:20:00Z'), id: 'sunrise' },
        row('12:00', '2026-03-01T09:00:00Z'),
      ],
    };
    expect(nextPrayer(withSunrise, Date.parse('2026-03-01T02:30:00Z'))).toEqual({ key: '01-03-2026', index: 2 });
  });

  test('without timestamps, the time is read on the phone clock', () => {
    const local: Timings = { '01-03-2026': [row('05:00'), row('12:00')] };
    expect(nextPrayer(local, new Date(2026, 2, 1, 6, 0).getTime())).toEqual({ key: '01-03-2026', index: 1 });
  });
});
