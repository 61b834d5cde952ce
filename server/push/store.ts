import type { Kysely, Selectable } from 'kysely';
import type { PushEndpoint, PushLang, PushPlace, PushPrayer } from '../../src/shared/push.ts';
import type { Engine, PushSubscriptionsTable, Schema } from '../store/schema.ts';
import type { MethodName, Place } from '../prayerTimes.ts';
import { nextPrayer, type DuePrayer } from './nextPrayer.ts';

/** A subscription as the scheduler reads it (the drivers' bigint strings made numbers). */
export interface PushRow {
  id: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  place: Place;
  placeName: string;
  lang: PushLang;
  prayers: PushPrayer[];
  due: DuePrayer;
  attempt: number;
  claimedUntil: number;
}

export interface NewSubscription {
  subscription: PushEndpoint;
  place: PushPlace & { method: MethodName };
  lang: PushLang;
  prayers: PushPrayer[];
}

export function toRow(r: Selectable<PushSubscriptionsTable>): PushRow {
  return {
    id: Number(r.id),
    endpoint: r.endpoint,
    keys: { p256dh: r.p256dh, auth: r.auth },
    place: { latitude: r.latitude, longitude: r.longitude, timeZone: r.time_zone, method: r.method as MethodName },
    placeName: r.place_name,
    lang: r.lang as PushLang,
    prayers: r.prayers.split(',') as PushPrayer[],
    due: { prayer: r.prayer as PushPrayer, at: Number(r.prayer_at), day: r.prayer_day },
    attempt: r.attempt,
    claimedUntil: Number(r.claimed_until),
  };
}

const dueColumns = (due: DuePrayer) => ({
  prayer: due.prayer,
  prayer_at: due.at,
  prayer_day: due.day,
  due_at: due.at,
  attempt: 0,
  claimed_until: 0,
});

/** Creates or updates by endpoint; the next prayer is computed afresh for the new place and choice. */
export async function saveSubscription(db: Kysely<Schema>, s: NewSubscription, now: number): Promise<void> {
  const { latitude, longitude, timeZone, method, name } = s.place;
  const due = nextPrayer({ latitude, longitude, timeZone, method }, s.prayers, now);
  const values = {
    p256dh: s.subscription.keys.p256dh,
    auth: s.subscription.keys.auth,
    latitude,
    longitude,
    time_zone: timeZone,
    method,
    place_name: name,
    lang: s.lang,
    prayers: s.prayers.join(','),
    ...dueColumns(due),
    updated_at: new Date(now).toISOString(),
  };
  await db
    .insertInto('push_subscriptions')
    .values({ endpoint: s.subscription.endpoint, ...values })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
}

export async function deleteSubscription(db: Kysely<Schema>, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/**
 * Takes up to `limit` due rows for this instance until `leaseUntil`, in one statement. On
 * PostgreSQL SKIP LOCKED lets concurrent instances take disjoint rows without waiting; SQLite runs
 * the statement alone. A row whose lease ran out (its instance died) is due again.
 */
export async function claimDue(
  db: Kysely<Schema>,
  engine: Engine,
  now: number,
  leaseUntil: number,
  limit: number,
): Promise<PushRow[]> {
  const rows = await db
    .updateTable('push_subscriptions')
    .set({ claimed_until: leaseUntil })
    .where('id', 'in', (sub) =>
      sub
        .selectFrom('push_subscriptions')
        .select('id')
        .where('due_at', '<=', now)
        .where('claimed_until', '<=', now)
        .orderBy('due_at')
        .limit(limit)
        .$call((q) => (engine === 'postgres' ? q.forUpdate().skipLocked() : q)),
    )
    .returningAll()
    .execute();
  return rows.map(toRow);
}

/**
 * Reserves each row's notification (subscription, prayer, local day) under the unique key; the
 * answer is the ids that got theirs. A row whose key exists was sent (or given up) before.
 */
export async function reserve(db: Kysely<Schema>, rows: PushRow[], now: number): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const got = await db
    .insertInto('push_sent')
    .values(rows.map((r) => ({ subscription_id: r.id, prayer: r.due.prayer, prayer_day: r.due.day, sent_at: now })))
    .onConflict((oc) => oc.columns(['subscription_id', 'prayer', 'prayer_day']).doNothing())
    .returning('subscription_id')
    .execute();
  return new Set(got.map((g) => Number(g.subscription_id)));
}

export type Outcome =
  | { kind: 'advance'; row: PushRow; after: number }
  | { kind: 'retry'; row: PushRow; at: number }
  | { kind: 'delete'; row: PushRow };

/**
 * Writes a batch's outcomes in one transaction (one fsync on SQLite). Only rows still under this
 * claim are touched: a subscriber who changed place meanwhile keeps the new schedule.
 */
export async function settle(db: Kysely<Schema>, outcomes: Outcome[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const o of outcomes) {
      const mine = trx
        .updateTable('push_subscriptions')
        .where('id', '=', o.row.id)
        .where('claimed_until', '=', o.row.claimedUntil);
      if (o.kind === 'delete') await trx.deleteFrom('push_subscriptions').where('id', '=', o.row.id).execute();
      else if (o.kind === 'retry')
        await mine.set({ due_at: o.at, attempt: o.row.attempt + 1, claimed_until: 0 }).execute();
      else await mine.set(dueColumns(nextPrayer(o.row.place, o.row.prayers, o.after))).execute();
    }
  });
}

/** Forgets reservations older than `before`: the unique key only matters within the day. */
export async function pruneSent(db: Kysely<Schema>, before: number): Promise<void> {
  await db.deleteFrom('push_sent').where('sent_at', '<', before).execute();
}
