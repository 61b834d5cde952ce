import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { Engine } from './schema.ts';

// Append-only and named in order: kysely's Migrator records each name in `kysely_migration` and
// runs the missing ones once, under its lock (a PostgreSQL advisory lock, so instances starting
// together migrate once; SQLite has a single connection). Each step is written for both engines.
type Step = (db: Kysely<unknown>, engine: Engine) => Promise<void>;

const STEPS: [string, Step][] = [
  [
    '001_subscribers_events',
    // IF NOT EXISTS: SQLite files created before kysely (PRAGMA user_version 2) already hold these.
    async (db, engine) => {
      await db.schema
        .createTable('subscribers')
        .ifNotExists()
        .addColumn('uid', 'text', (c) => c.primaryKey())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('active', 'inactive')`))
        .addColumn('msisdn', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('events')
        .ifNotExists()
        .addColumn('id', engine === 'postgres' ? 'bigserial' : 'integer', (c) =>
          engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('sub_event', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('session_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('device_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('msisdn', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('payload', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('events_page').ifNotExists().on('events').column('page').execute();
      // Retention deletes by age.
      await db.schema.createIndex('events_received').ifNotExists().on('events').column('received_at').execute();
    },
  ],
  [
    '002_event_key',
    // NULL for events from clients that send no key: NULLs never collide in a unique index.
    async (db) => {
      await db.schema.alterTable('events').addColumn('event_key', 'text').execute();
      await db.schema.createIndex('events_event_key').unique().on('events').column('event_key').execute();
    },
  ],
  [
    '003_rate_buckets',
    async (db, engine) => {
      // UNLOGGED on PostgreSQL: no WAL, so taking a token commits without waiting for a disk
      // flush (it was one fsync per usage event). A crash empties the table: every client gets a
      // fresh burst, which is harmless for a rate limit.
      await db.schema
        .createTable('rate_buckets')
        .$call((t) => (engine === 'postgres' ? t.modifyFront(sql`unlogged`) : t))
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('tokens', 'double precision', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
    },
  ],
  [
    '004_push',
    async (db, engine) => {
      const id = engine === 'postgres' ? 'bigserial' : 'integer';
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', id, (c) => (engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('place_name', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('prayers', 'text', (c) => c.notNull())
        .addColumn('prayer', 'text', (c) => c.notNull())
        .addColumn('prayer_at', 'bigint', (c) => c.notNull())
        .addColumn('prayer_day', 'text', (c) => c.notNull())
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claimed_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // The scheduler's claim reads the earliest due rows.
      await db.schema.createIndex('push_subscriptions_due').on('push_subscriptions').column('due_at').execute();
      await db.schema
        .createTable('push_sent')
        .addColumn('subscription_id', 'bigint', (c) => c.notNull())
        .addColumn('prayer', 'text', (c) => c.notNull())
        .addColumn('prayer_day', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('push_sent_key', ['subscription_id', 'prayer', 'prayer_day'])
        .execute();
      await db.schema.createIndex('push_sent_at').on('push_sent').column('sent_at').execute();
      await db.schema
        .createTable('push_vapid')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('private_key', 'text', (c) => c.notNull())
        .execute();
    },
  ],
  [
    '005_event_key_scope',
    // A key is the client's own: unique per device, so a key one client used first can never make
    // another client's event vanish as a "retry". The old global index implies the new one holds.
    async (db) => {
      await db.schema.dropIndex('events_event_key').execute();
      await db.schema
        .createIndex('events_device_event_key')
        .unique()
        .on('events')
        .columns(['device_id', 'event_key'])
        .execute();
    },
  ],
  [
    '006_push_owner',
    // A push subscription belongs to a subscriber: rows saved before carry none and cannot be
    // attributed, so they go (the page saves its subscription again with its uid on the next visit).
    // `failures` counts sends in a row that found no working push service: past a bound, it expires.
    async (db) => {
      await sql`delete from push_subscriptions`.execute(db);
      // SQLite adds a NOT NULL column only with a default; every row written from now on names its owner.
      await db.schema
        .alterTable('push_subscriptions')
        .addColumn('uid', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('push_subscriptions')
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('push_subscriptions_uid').on('push_subscriptions').column('uid').execute();
    },
  ],
  [
    '007_push_asr',
    // A Hanafi subscriber's Asr comes later: the notification must come with it. Rows saved before
    // were all for the standard Asr, which the default says.
    async (db) => {
      await db.schema
        .alterTable('push_subscriptions')
        .addColumn('asr', 'text', (c) => c.notNull().defaultTo('standard'))
        .execute();
    },
  ],
  [
    '008_push_verse',
    // The verse of the day as a notification, at an hour of the place's clock; rows saved before asked for none.
    async (db) => {
      await db.schema.alterTable('push_subscriptions').addColumn('verse_hour', 'integer').execute();
    },
  ],
];

/** Every migration's name, in order (what `kysely_migration` holds once all have run). */
export const MIGRATIONS: readonly string[] = STEPS.map(([name]) => name);

export function migrationProvider(engine: Engine): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, step] of STEPS) out[name] = { up: (db) => step(db, engine) };
      return out;
    },
  };
}
