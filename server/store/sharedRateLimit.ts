import { sql, type Kysely } from 'kysely';
import type { RateLimiter } from '../rateLimit.ts';
import type { Schema } from './schema.ts';

/**
 * The token buckets of rateLimit.ts, kept in PostgreSQL so that every instance draws on the same
 * bucket: a client that switches instances (round-robin) gets no more than the limit. One
 * statement takes a token: ON CONFLICT DO UPDATE locks the key's row, so concurrent takes on
 * several instances serialise on it and each sees the tokens the previous one left.
 */
export function createSharedRateLimiter(
  db: Kysely<Schema>,
  perMinute: number,
  burst: number,
): RateLimiter & { prune(now?: number): Promise<number> } {
  const perMs = perMinute / 60_000;
  // Explicit types: the parameters arrive as text and bigint arithmetic would refuse 0.005.
  const refilled = (now: number) =>
    sql<number>`least(${burst}::float8, rate_buckets.tokens + (${now}::bigint - rate_buckets.at) * ${perMs}::float8)`;
  return {
    async take(key, now = Date.now()) {
      const taken = await db
        .insertInto('rate_buckets')
        .values({ key, tokens: burst - 1, at: now })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ tokens: sql`${refilled(now)} - 1`, at: now })
            .where(refilled(now), '>=', 1),
        )
        .returning('tokens')
        .executeTakeFirst();
      if (taken) return 0;
      const b = await db.selectFrom('rate_buckets').select(['tokens', 'at']).where('key', '=', key).executeTakeFirst();
      const tokens = b ? Math.min(burst, Number(b.tokens) + (now - Number(b.at)) * perMs) : 0;
      return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
    },
    /** Forgets buckets that are full again: they behave exactly like absent ones. */
    async prune(now = Date.now()) {
      const r = await db
        .deleteFrom('rate_buckets')
        .where(sql<number>`tokens + (${now}::bigint - at) * ${perMs}::float8`, '>=', burst)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
