import { describe, expect, it } from 'vitest';
import { backoffDelay, retryAfterMs } from './backoff.ts';

describe('retry backoff', () => {
  it('doubles from the base and stays under the bound', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 1000, 5000))).toEqual([1000, 2000, 4000, 5000]);
    expect(backoffDelay(60, 1000, 5000)).toBe(5000);
  });
  it('reads Retry-After as seconds or as a date, capped', () => {
    const now = Date.parse('2026-11-23T04:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Mon, 23 Nov 2026 04:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('999999', now)).toBe(5 * 60_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
