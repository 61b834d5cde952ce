import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createBatcher } from './batch.ts';
import { connect, type StoreConfig } from './store/connect.ts';
import { migrationProvider } from './store/migrations.ts';
import { createReadBatcher } from './store/readBatch.ts';
import { isStoreUnavailable } from './store/unavailable.ts';
import type { Engine, Schema } from './store/schema.ts';

export type { StoreConfig } from './store/connect.ts';
export type SubStatus = 'active' | 'inactive';
export interface Subscriber {
  uid: string;
  status: SubStatus;
  msisdn: string;
  created_at: string;
  updated_at: string;
}
export interface EventInput {
  topic: string;
  page: string;
  event: string;
  sub_event: string;
  session_id: string;
  device_id: string;
  msisdn: string;
  payload: Record<string, unknown>;
  /** The client's idempotency key, when it sent one. */
  event_key?: string;
}
export interface EventRow extends Omit<EventInput, 'event_key'> {
  id: number;
  received_at: string;
  event_key: string | null;
}

/** Never stored: lets the front end exercise its "status failed" path on demand. */
export const FAILING_UID = 'demo-failed';

// Restored on every start (insert or ignore), so a demo uid unsubscribed during a session comes back.
const SEEDS: [string, SubStatus, string][] = [
  ['demo-active', 'active', '221770000001'],
  ['demo-inactive', 'inactive', '221770000002'],
];

/**
 * The one store of the server, on SQLite (embedded default) or PostgreSQL (DATABASE_URL), with
 * the same migrations and the same kysely queries on both. Every method is async; they all wait
 * for the migrations, so createApp can stay synchronous.
 */
export interface Store {
  readonly engine: Engine;
  /** The query builder, for features that add their own tables (see store/schema.ts). */
  readonly db: Kysely<Schema>;
  /** Resolves once migrated and seeded; rejects if that failed. */
  ready(): Promise<void>;
  /** A round trip to the database (readiness). */
  ping(): Promise<void>;
  getSubscriber(uid: string): Promise<Subscriber | undefined>;
  upsertSubscriber(uid: string, status: SubStatus, msisdn: string): Promise<Subscriber>;
  /** Resolves with whether a row was removed. */
  deleteSubscriber(uid: string): Promise<boolean>;
  listSubscribers(): Promise<Subscriber[]>;
  /**
   * Resolves once the event is committed, together with those that arrived within a few ms; an
   * event the database refuses rejects alone, its neighbours are still stored.
   */
  addEvent(e: EventInput): Promise<void>;
  /** Deletes events received more than `days` ago; resolves with how many. */
  pruneEvents(days: number, at?: number): Promise<number>;
  listEvents(page?: string): Promise<EventRow[]>;
  clearEvents(): Promise<void>;
  /** Writes pending events, then closes the database. */
  close(): Promise<void>;
}

const now = () => new Date().toISOString();

export function openStore(config: StoreConfig | string): Store {
  const { db, engine } = connect(typeof config === 'string' ? { dataDir: config } : config);

  async function migrate(): Promise<void> {
    const { error, results } = await new Migrator({ db, provider: migrationProvider(engine) }).migrateToLatest();
    if (error) {
      const failed = results?.find((r) => r.status === 'Error')?.migrationName;
      throw new Error(`database migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
    }
    const t = now();
    await db
      .insertInto('subscribers')
      .values(SEEDS.map(([uid, status, msisdn]) => ({ uid, status, msisdn, created_at: t, updated_at: t })))
      .onConflict((oc) => oc.column('uid').doNothing())
      .execute();
  }
  const migrated = migrate();
  migrated.catch(() => {}); // reported through ready(); no unhandled rejection meanwhile
  const q = async () => {
    await migrated;
    return db;
  };

  const toEvent = (r: Record<string, unknown>): EventRow =>
    ({ ...r, id: Number(r.id), payload: JSON.parse(String(r.payload)) }) as EventRow;

  const writeEvents = async (rows: EventInput[]): Promise<void> => {
    const t = now();
    // One statement, one transaction: the batch is all stored or not at all. A key this device
    // already stored (a retry of an acknowledged post, perhaps through another instance) is
    // skipped; keys are the client's own, so another device's event with the same key is kept.
    await (
      await q()
    )
      .insertInto('events')
      .values(
        rows.map((e) => ({
          received_at: t,
          topic: e.topic,
          page: e.page,
          event: e.event,
          sub_event: e.sub_event,
          session_id: e.session_id,
          device_id: e.device_id,
          msisdn: e.msisdn,
          payload: JSON.stringify(e.payload),
          event_key: e.event_key ?? null,
        })),
      )
      .onConflict((oc) => oc.columns(['device_id', 'event_key']).doNothing())
      .execute();
  };
  // A failed batch is written again in halves (batch.ts), so a row the database refuses fails
  // alone and the others are stored; not when the database is away, where every half would fail
  // too, each after its own timeout.
  const events = createBatcher(writeEvents, undefined, undefined, (err) => !isStoreUnavailable(err));

  // checkSub is the hot read (every page open): lookups of one event-loop turn share one query.
  const subscriberByUid = createReadBatcher<string, Subscriber>(async (uids) => {
    const rows = (await (
      await q()
    )
      .selectFrom('subscribers')
      .selectAll()
      .where('uid', 'in', uids)
      .execute()) as Subscriber[];
    return new Map(rows.map((r) => [r.uid, r]));
  });

  let closed: Promise<void> | undefined;

  return {
    engine,
    db,
    ready: () => migrated,
    async ping() {
      await sql`select 1`.execute(await q());
    },
    async getSubscriber(uid) {
      const sub = await subscriberByUid(uid);
      return sub && { ...sub }; // each caller its own copy
    },
    async upsertSubscriber(uid, status, msisdn) {
      const t = now();
      return (await (
        await q()
      )
        .insertInto('subscribers')
        .values({ uid, status, msisdn, created_at: t, updated_at: t })
        .onConflict((oc) =>
          oc.column('uid').doUpdateSet((eb) => ({
            status: eb.ref('excluded.status'),
            msisdn: eb.ref('excluded.msisdn'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow()) as Subscriber;
    },
    async deleteSubscriber(uid) {
      const r = await (await q()).deleteFrom('subscribers').where('uid', '=', uid).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    async listSubscribers() {
      return (await (
        await q()
      )
        .selectFrom('subscribers')
        .selectAll()
        .orderBy('created_at')
        .orderBy('uid')
        .execute()) as Subscriber[];
    },
    addEvent: (e) => events.add(e),
    async pruneEvents(days, at = Date.now()) {
      const d = await q();
      const cutoff = new Date(at - days * 86_400_000).toISOString();
      // In slices, so a large backlog never holds the write lock for long.
      let removed = 0;
      let n: number;
      do {
        const r = await d
          .deleteFrom('events')
          .where('id', 'in', (sub) =>
            sub.selectFrom('events').select('id').where('received_at', '<', cutoff).limit(5000),
          )
          .executeTakeFirst();
        n = Number(r.numDeletedRows);
        removed += n;
      } while (n > 0);
      return removed;
    },
    async listEvents(page) {
      let query = (await q()).selectFrom('events').selectAll();
      if (page !== undefined) query = query.where('page', '=', page);
      return (await query.orderBy('id').execute()).map(toEvent);
    },
    async clearEvents() {
      await (await q()).deleteFrom('events').execute();
    },
    close() {
      closed ??= (async () => {
        await events.flush().catch(() => {});
        await db.destroy();
      })();
      return closed;
    },
  };
}
