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
];

export function migrationProvider(engine: Engine): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, step] of STEPS) out[name] = { up: (db) => step(db, engine) };
      return out;
    },
  };
}
