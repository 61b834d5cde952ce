import type { Kysely, Selectable } from 'kysely';
import type { PushEndpoint, PushLang, PushPlace, PushPrayer } from '../../src/shared/push.ts';
import type { Engine, PushSubscriptionsTable, Schema } from '../store/schema.ts';
import type { MethodName, Place } from '../prayerTimes.ts';
import { isAsrSchool, type AsrSchool } from '../../content/prayerMethods.ts';
import { nextDue, type DuePrayer } from './nextPrayer.ts';

/** A subscription as the scheduler reads it (the drivers' bigint strings made numbers). */
export interface PushRow {
  id: number;
  uid: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  place: Place;
  placeName: string;
  lang: PushLang;
  prayers: PushPrayer[];
  verseHour: number | null;
  due: DuePrayer;
  attempt: number;
  /** Sends in a row that reached no working push service. */
  failures: number;
  claimedUntil: number;
}

export interface NewSubscription {
  uid: string;
  subscription: PushEndpoint;
  place: PushPlace & { method: MethodName; asr?: AsrSchool };
  lang: PushLang;
  prayers: PushPrayer[];
  /** The verse of the day's hour at the place; absent or null: not wanted. */
  verseHour?: number | null;
}

export function toRow(r: Selectable<PushSubscriptionsTable>): PushRow {
  return {
    id: Number(r.id),
    uid: r.uid,
    endpoint: r.endpoint,
    keys: { p256dh: r.p256dh, auth: r.auth },
    place: {
      latitude: r.latitude,
      longitude: r.longitude,
      timeZone: r.time_zone,
      method: r.method as MethodName,
      ...(isAsrSchool(r.asr) && r.asr !== 'standard' ? { asr: r.asr } : {}),
    },
    placeName: r.place_name,
    lang: r.lang as PushLang,
    prayers: r.prayers === '' ? [] : (r.prayers.split(',') as PushPrayer[]),
    verseHour: r.verse_hour === null ? null : Number(r.verse_hour),
    due: { prayer: r.prayer as DuePrayer['prayer'], at: Number(r.prayer_at), day: r.prayer_day },
    attempt: r.attempt,
    failures: Number(r.failures),
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

/** A subscriber keeps this many push subscriptions (phones, browsers); a new one replaces the oldest. */
export const PER_SUBSCRIBER = 5;

export type SaveResult = 'saved' | 'notYours';

/**
 * Creates or updates by endpoint, for the uid that owns it: an endpoint another subscriber saved is
 * theirs (its keys and place are not anyone else's to change). The next prayer is computed afresh
 * for the new place and choice; past PER_SUBSCRIBER the subscriber's least recently saved go.
 */
export async function saveSubscription(db: Kysely<Schema>, s: NewSubscription, now: number): Promise<SaveResult> {
  const { latitude, longitude, timeZone, method, asr, name } = s.place;
  const due = nextDue({ latitude, longitude, timeZone, method, asr }, s, { at: now });
  const values = {
    p256dh: s.subscription.keys.p256dh,
    auth: s.subscription.keys.auth,
    latitude,
    longitude,
    time_zone: timeZone,
    method,
    asr: asr ?? 'standard',
    place_name: name,
    lang: s.lang,
    prayers: s.prayers.join(','),
    verse_hour: s.verseHour ?? null,
    ...dueColumns(due),
    failures: 0,
    updated_at: new Date(now).toISOString(),
  };
  return db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('push_subscriptions')
      .values({ endpoint: s.subscription.endpoint, uid: s.uid, ...values })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(values).where('push_subscriptions.uid', '=', s.uid))
      .returning('id')
      .executeTakeFirst();
    if (!saved) return 'notYours';
    const keep = trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('uid', '=', s.uid)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PER_SUBSCRIBER);
    await trx.deleteFrom('push_subscriptions').where('uid', '=', s.uid).where('id', 'not in', keep).execute();
    return 'saved';
  });
}

/** Removes the endpoint if this uid owns it; anyone else's is left as it is (and no one learns whose). */
export async function deleteSubscription(db: Kysely<Schema>, uid: string, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('uid', '=', uid).execute();
}

/** A subscriber who left, or whose subscription lapsed, gets no more calls: their push subscriptions go. */
export async function deleteSubscriberPush(db: Kysely<Schema>, uid: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('uid', '=', uid).execute();
}

/** The uids among these whose subscription to the service is active. */
export async function activeOwners(db: Kysely<Schema>, uids: string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const rows = await db
    .selectFrom('subscribers')
    .select('uid')
    .where('uid', 'in', [...new Set(uids)])
    .where('status', '=', 'active')
    .execute();
  return new Set(rows.map((r) => r.uid));
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
  /** On to the next prayer; `failed` true: no working push service (one more toward expiry), false: sent. */
  | { kind: 'advance'; row: PushRow; after: number; failed?: boolean }
  | { kind: 'retry'; row: PushRow; at: number }
  /** Not sent now, due again at `at` (its host was busy): its attempt is not spent. */
  | { kind: 'defer'; row: PushRow; at: number }
  /** Claimed but not sent (shutdown): unclaimed, and its reservation given back unless it went out. */
  | { kind: 'release'; row: PushRow; unreserve: boolean }
  | { kind: 'delete'; row: PushRow };

/** After this many prayers in a row with no working push service, an endpoint is forgotten. */
export const MAX_FAILURES = 3;

/**
 * Writes outcomes in one transaction (one fsync on SQLite). Only rows still under this claim are
 * touched: a subscriber who changed place meanwhile keeps the new schedule.
 */
export async function settle(db: Kysely<Schema>, outcomes: Outcome[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const o of outcomes) {
      const mine = trx
        .updateTable('push_subscriptions')
        .where('id', '=', o.row.id)
        .where('claimed_until', '=', o.row.claimedUntil);
      const expired = o.kind === 'advance' && o.failed && o.row.failures + 1 >= MAX_FAILURES;
      if (o.kind === 'delete' || expired)
        await trx.deleteFrom('push_subscriptions').where('id', '=', o.row.id).execute();
      else if (o.kind === 'retry')
        await mine.set({ due_at: o.at, attempt: o.row.attempt + 1, claimed_until: 0 }).execute();
      else if (o.kind === 'defer') await mine.set({ due_at: o.at, claimed_until: 0 }).execute();
      else if (o.kind === 'release') {
        await mine.set({ claimed_until: 0 }).execute();
        if (o.unreserve)
          await trx
            .deleteFrom('push_sent')
            .where('subscription_id', '=', o.row.id)
            .where('prayer', '=', o.row.due.prayer)
            .where('prayer_day', '=', o.row.due.day)
            .execute();
      } else {
        // Sent: the count starts again; dropped for lateness or sent before: it stays as it was.
        const failures = o.failed === undefined ? o.row.failures : o.failed ? o.row.failures + 1 : 0;
        const next = nextDue(o.row.place, o.row, { at: o.after, prayer: o.row.due.prayer });
        await mine.set({ ...dueColumns(next), failures }).execute();
      }
    }
  });
}

/** Forgets reservations older than `before`: the unique key only matters within the day. */
export async function pruneSent(db: Kysely<Schema>, before: number): Promise<void> {
  await db.deleteFrom('push_sent').where('sent_at', '<', before).execute();
}
