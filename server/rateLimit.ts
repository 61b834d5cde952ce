/**
 * Token buckets per key (client address): `burst` requests at once, refilled at `perMinute`.
 * The table is bounded: when it is full, buckets that have refilled completely are forgotten
 * (they behave exactly like new ones), and if none has, the oldest entries go.
 */
export interface RateLimiter {
  /** 0 when the request may go ahead, otherwise the seconds until one token is back. */
  take(key: string, now?: number): number | Promise<number>;
}

const MAX_KEYS = 10_000;

/** In this process's memory: right for one process (SQLite); see store/sharedRateLimit.ts for several. */
export function createRateLimiter(
  perMinute: number,
  burst: number,
): RateLimiter & { take(key: string, now?: number): number } {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = perMinute / 60_000;

  function sweep(now: number): void {
    for (const [key, b] of buckets) if (b.tokens + (now - b.at) * perMs >= burst) buckets.delete(key);
    for (const key of buckets.keys()) {
      if (buckets.size < MAX_KEYS) break;
      buckets.delete(key);
    }
  }

  return {
    take(key, now = Date.now()) {
      let b = buckets.get(key);
      if (!b) {
        if (buckets.size >= MAX_KEYS) sweep(now);
        b = { tokens: burst, at: now };
        buckets.set(key, b);
      }
      b.tokens = Math.min(burst, b.tokens + (now - b.at) * perMs);
      b.at = now;
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000));
    },
  };
}
