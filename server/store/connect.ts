import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import type { Engine, Schema } from './schema.ts';
import { nodeSqliteDialect } from './sqliteDialect.ts';

export interface StoreConfig {
  /** Where nour.sqlite lives when no databaseUrl is given. */
  dataDir: string;
  /** postgres://… selects PostgreSQL. */
  databaseUrl?: string;
  /** Connections per instance (PostgreSQL): instances × this must stay under max_connections. */
  poolSize?: number;
  onError?: (err: unknown) => void;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

export function connect(config: StoreConfig): { db: Kysely<Schema>; engine: Engine } {
  if (config.databaseUrl !== undefined && config.databaseUrl !== '') {
    if (!isPostgresUrl(config.databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// URL');
    const { databaseUrl } = config;
    // The driver is loaded only by an instance that uses it: a SQLite server never carries it.
    const pool = async () => {
      const { default: pg } = await import('pg');
      const created = new pg.Pool({
        connectionString: databaseUrl,
        max: config.poolSize ?? 10,
        // Fail fast while the database is away: the request gets a 503 instead of hanging.
        connectionTimeoutMillis: 2_000,
        idleTimeoutMillis: 30_000,
        query_timeout: 10_000,
      });
      // A connection dropped by a database restart emits 'error': on the pool while idle, on the
      // client itself while checked out (the query under way fails too, and answers 503). Unheard,
      // either would kill the process.
      created.on('error', (err) => config.onError?.(err));
      created.on('connect', (client) => client.on('error', (err) => config.onError?.(err)));
      return created;
    };
    return { db: new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new DatabaseSync(join(config.dataDir, 'nour.sqlite'));
  // A commit returns only after its WAL frames were written and fsync'd (synchronous = FULL), so
  // anything acknowledged survives a killed process (the frames are in the file, and the next
  // open replays them) and even a power cut. NORMAL would be enough against a process kill, but
  // events are committed in batches, so the extra fsync per commit is cheap.
  sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 2000;');
  return { db: new Kysely<Schema>({ dialect: nodeSqliteDialect(sqlite) }), engine: 'sqlite' };
}
