import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { getItem, memoryStore, setItem, useBackend } from './storage.ts';
import { NEVER, WAKE_BEFORE_MS, wakeDelay } from './prayerWake.ts';

const NOW = Date.parse('2026-03-01T11:00:00Z');
const keep = (timestamps: string[]) =>
  setItem('salatTimings', {
    locale: 'fr',
    place: 'operator',
    timings: { '01-03-2026': timestamps.map((timestamp) => ({ timestamp })) },
  });

describe('wakeDelay', () => {
  beforeEach(() => useBackend(memoryStore()));
  afterEach(() => useBackend(null));

  test('nothing kept: never', () => {
    expect(wakeDelay(NOW)).toBe(NEVER);
  });

  test('a minute before the next kept time', () => {
    keep(['2026-03-01T04:50:00Z', '2026-03-01T12:00:00Z', '2026-03-01T14:50:00Z']);
    expect(wakeDelay(NOW)).toBe(60 * 60_000 - WAKE_BEFORE_MS);
  });

  test('at once when a time is close or just passed, never for one long gone', () => {
    keep(['2026-03-01T10:55:00Z']);
    expect(wakeDelay(NOW)).toBe(0);
    keep(['2026-03-01T10:00:00Z']);
    expect(wakeDelay(NOW)).toBe(NEVER);
  });

  test('malformed storage is ignored', () => {
    setItem('salatTimings', { timings: { x: 'y', z: [null, { timestamp: 3 }] } });
    expect(wakeDelay(NOW)).toBe(NEVER);
  });

  test('a window kept while the clock was ahead is dropped, not waited for', () => {
    keep(['2027-03-01T04:50:00Z', '2027-03-01T12:00:00Z']);
    expect(wakeDelay(NOW)).toBe(NEVER);
    expect(getItem('salatTimings')).toBeUndefined();
    // One that starts within the day is the window of today: kept.
    keep(['2026-03-01T12:00:00Z']);
    expect(wakeDelay(NOW)).toBe(60 * 60_000 - WAKE_BEFORE_MS);
    expect(getItem('salatTimings')).toBeDefined();
  });
});
