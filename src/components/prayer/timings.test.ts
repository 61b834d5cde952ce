import { afterEach, describe, expect, test, vi } from 'vitest';
// Renamed: it is the storage helper's test switch, not a hook.
import { memoryStore, useBackend as setBackend } from '../../lib/storage.ts';
import { answeredPlace, isTimings, keptTimings, loadTimings } from './timings.ts';

const apiPost = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api.ts', () => ({ apiPost }));

/** A fresh in-memory storage behind the storage helper, returned to write raw values into. */
function freshStorage() {
  const kv = memoryStore();
  setBackend(kv);
  return kv;
}

const week = { '23-11-2026': [{ heading: 'Fajr', name: 'Fajr prayer', time: '05:10' }], '24-11-2026': [] };

afterEach(() => {
  setBackend(null);
  apiPost.mockReset();
});

describe('prayer times kept for the next visit', () => {
  test('an answer that also says which place it is for is read; a day that is not a list of rows is not', () => {
    const place = { latitude: 48.85, longitude: 2.35, timeZone: 'Europe/Paris', method: 'MuslimWorldLeague' };
    expect(isTimings({ ...week, place })).toBe(true);
    expect(isTimings({ ...week, '25-11-2026': { not: 'rows' } })).toBe(false);
  });

  test('an answer is kept with its language and given back for a day it covers', async () => {
    freshStorage();
    apiPost.mockResolvedValue({ ok: true, data: week });
    expect(await loadTimings('23-11-2026', 'en')).toEqual(week);
    expect(apiPost).toHaveBeenCalledWith('salatTimings', { date: '23-11-2026' }, expect.any(Function));
    expect(keptTimings('en', '24-11-2026')).toEqual(week);
  });

  test('not in another language, nor once today has left the answer', async () => {
    freshStorage();
    apiPost.mockResolvedValue({ ok: true, data: week });
    await loadTimings('23-11-2026', 'en');
    expect(keptTimings('ar', '23-11-2026')).toBeNull();
    expect(keptTimings('en', '25-11-2026')).toBeNull();
  });

  test('the chosen place is sent, and its answer is kept for it alone', async () => {
    freshStorage();
    const place = {
      name: 'Paris',
      country: 'FR',
      latitude: 48.853,
      longitude: 2.349,
      timeZone: 'Europe/Paris',
      method: 'MuslimWorldLeague' as const,
    };
    apiPost.mockResolvedValue({ ok: true, data: week });
    await loadTimings('23-11-2026', 'fr', place);
    expect(apiPost).toHaveBeenCalledWith(
      'salatTimings',
      { date: '23-11-2026', latitude: 48.853, longitude: 2.349, timeZone: 'Europe/Paris', method: 'MuslimWorldLeague' },
      expect.any(Function),
    );
    expect(keptTimings('fr', '23-11-2026', place)).toEqual(week);
    expect(keptTimings('fr', '23-11-2026', null)).toBeNull();
    expect(keptTimings('fr', '23-11-2026', { ...place, method: 'Karachi' })).toBeNull();
  });

  test('the answer says which place its times are for, or (an operator API) does not', () => {
    const place = { latitude: 48.85, longitude: 2.35, timeZone: 'Europe/Paris', method: 'MuslimWorldLeague' };
    expect(answeredPlace({ ...week, place } as never)).toEqual(place);
    expect(answeredPlace(week)).toBeNull();
    expect(answeredPlace({ ...week, place: { ...place, timeZone: 'Nowhere/Else' } } as never)).toBeNull();
  });

  test('a failed call keeps the previous answer', async () => {
    freshStorage();
    apiPost.mockResolvedValueOnce({ ok: true, data: week }).mockResolvedValueOnce({ ok: false, reason: 'http' });
    await loadTimings('23-11-2026', 'fr');
    expect(await loadTimings('23-11-2026', 'fr')).toBeNull();
    expect(keptTimings('fr', '23-11-2026')).toEqual(week);
  });

  test.each([
    ['not JSON', '{'],
    ['a bare answer', JSON.stringify(week)],
    ['rows that are not rows', JSON.stringify({ locale: 'fr', timings: { '23-11-2026': [{ time: 5 }] } })],
    ['a script in place of the rows', JSON.stringify({ locale: 'fr', timings: { '23-11-2026': '<script>' } })],
  ])('%s stored under the key is ignored', (_, raw) => {
    freshStorage().setItem('salatTimings', raw);
    expect(keptTimings('fr', '23-11-2026')).toBeNull();
  });
});
