/**
 * salatTimings' own memory, outside the JavaScript heap. An Intl.DateTimeFormat holds ICU memory
 * the garbage collector does not count: built per request (one to check the zone, one for the
 * clock) over the ~400 zones the runtime knows, it took this loop from about 60 to 670 MB outside
 * the heap in 60 k requests (RSS 854 MB, heap 182 MB), which a 512 MB container does not survive.
 * The HTTP soak (soak.test.ts) bounds the whole server; this one looks at that memory alone, in a
 * tight loop where collections are rare, the case where a per-request formatter hurts most.
 */
import { expect, test } from 'vitest';
import { isTimeZone, timetable, type PrayerLabel } from './prayerTimes.ts';
import { PRAYER_METHODS } from '../content/prayerMethods.ts';
import labels from '../content/prayer.json' with { type: 'json' };

const REQUESTS = 15_000;
/** Growth of RSS beyond the JavaScript heap allowed over the loop, in MB. */
const NATIVE_GROWTH_MB = 40;

const outsideHeapMb = () => {
  const m = process.memoryUsage();
  return (m.rss - m.heapTotal) / 2 ** 20;
};

test('prayer times for every zone, thousands of times, leave no memory behind outside the heap', () => {
  const zones = Intl.supportedValuesOf('timeZone');
  const run = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      // What the route does: check the zone of the body, then answer the window of days.
      const timeZone = zones[(i * 7) % zones.length];
      expect(isTimeZone(timeZone)).toBe(true);
      const place = {
        latitude: ((i * 37) % 1780) / 10 - 89,
        longitude: ((i * 53) % 3600) / 10 - 180,
        timeZone,
        method: PRAYER_METHODS[i % PRAYER_METHODS.length],
      };
      timetable(new Date(Date.UTC(2020 + (i % 11), (i >> 3) % 12, 1 + (i % 28))), place, labels as PrayerLabel[], 'en');
    }
  };
  // A first pass over every zone: whatever is kept per zone is kept from here on.
  run(0, zones.length * 2);
  const before = outsideHeapMb();
  run(zones.length * 2, REQUESTS);
  const after = outsideHeapMb();
  console.log(`[memory] outside the heap: ${before.toFixed(0)} -> ${after.toFixed(0)} MB over ${REQUESTS} requests`);
  expect(after - before, `outside the heap: ${before.toFixed(0)} -> ${after.toFixed(0)} MB`).toBeLessThan(
    NATIVE_GROWTH_MB,
  );
}, 120_000);
