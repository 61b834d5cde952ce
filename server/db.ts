import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createBatcher } from './batch.ts';

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
}
export interface EventRow extends EventInput {
  id: number;
  received_at: string;
}

/** Never stored: lets the front end exercise its "status failed" path on demand. */
export const FAILING_UID = 'demo-failed';

// Restored on every start (INSERT OR IGNORE), so a demo uid unsubscribed during a session comes back.
const SEEDS: [string, SubStatus, string][] = [
  ['demo-active', 'active', '221770000001'],
  ['demo-inactive', 'inactive', '221770000002'],
];

// Append-only: each entry runs once, tracked by PRAGMA user_version.
const MIGRATIONS = [
  `CREATE TABLE subscribers (
     uid TEXT PRIMARY KEY,
     status TEXT NOT NULL CHECK (status IN ('active', 'inactive')),
     msisdn TEXT NOT NULL DEFAULT '',
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at TEXT NOT NULL,
     topic TEXT NOT NULL,
     page TEXT NOT NULL,
     event TEXT NOT NULL,
     sub_event TEXT NOT NULL DEFAULT '',
     session_id TEXT NOT NULL DEFAULT '',
     device_id TEXT NOT NULL DEFAULT '',
     msisdn TEXT NOT NULL DEFAULT '',
     payload TEXT NOT NULL
   );
   CREATE INDEX events_page ON events (page);`,
  // Retention deletes by age.
  `CREATE INDEX events_received ON events (received_at);`,
];

function migrate(db: DatabaseSync): void {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number };
  for (let v = row.user_version; v < MIGRATIONS.length; v++) {
    db.exec('BEGIN');
    try {
      db.exec(MIGRATIONS[v]);
      db.exec(`PRAGMA user_version = ${v + 1}`);
      db.exec('COMMIT');
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    }
  }
}

export function openStore(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, 'nour.sqlite'));
  // A commit returns only after its WAL frames were written and fsync'd (synchronous = FULL), so
  // anything acknowledged survives a killed process (the frames are in the file, and the next
  // open replays them) and even a power cut. NORMAL would be enough against a process kill, but
  // events are committed in batches, so the extra fsync per commit is cheap.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 2000;');
  migrate(db);

  const now = () => new Date().toISOString();
  const seed = db.prepare(
    'INSERT OR IGNORE INTO subscribers (uid, status, msisdn, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [uid, status, msisdn] of SEEDS) seed.run(uid, status, msisdn, now(), now());

  const getSub = db.prepare('SELECT * FROM subscribers WHERE uid = ?');
  const upsertSub = db.prepare(
    `INSERT INTO subscribers (uid, status, msisdn, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (uid) DO UPDATE SET status = excluded.status, msisdn = excluded.msisdn,
       updated_at = excluded.updated_at`,
  );
  const deleteSub = db.prepare('DELETE FROM subscribers WHERE uid = ?');
  const insertEvent = db.prepare(
    `INSERT INTO events (received_at, topic, page, event, sub_event, session_id, device_id, msisdn, payload)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const pruneBefore = db.prepare(
    'DELETE FROM events WHERE id IN (SELECT id FROM events WHERE received_at < ? LIMIT 5000)',
  );
  const allSubs = db.prepare('SELECT * FROM subscribers ORDER BY created_at, uid');
  const allEvents = db.prepare('SELECT * FROM events ORDER BY id');
  const pageEvents = db.prepare('SELECT * FROM events WHERE page = ? ORDER BY id');

  const toEvent = (r: Record<string, unknown>): EventRow =>
    ({ ...r, payload: JSON.parse(String(r.payload)) }) as EventRow;

  function transaction(fn: () => void): void {
    db.exec('BEGIN');
    try {
      fn();
      db.exec('COMMIT');
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    }
  }

  const events = createBatcher<EventInput>((rows) =>
    transaction(() => {
      const t = now();
      for (const e of rows) {
        insertEvent.run(
          t,
          e.topic,
          e.page,
          e.event,
          e.sub_event,
          e.session_id,
          e.device_id,
          e.msisdn,
          JSON.stringify(e.payload),
        );
      }
    }),
  );

  return {
    getSubscriber(uid: string): Subscriber | undefined {
      const row = getSub.get(uid);
      return row ? ({ ...row } as unknown as Subscriber) : undefined;
    },
    upsertSubscriber(uid: string, status: SubStatus, msisdn: string): Subscriber {
      const t = now();
      upsertSub.run(uid, status, msisdn, t, t);
      return { ...getSub.get(uid) } as unknown as Subscriber;
    },
    /** Returns whether a row was removed. */
    deleteSubscriber(uid: string): boolean {
      return Number(deleteSub.run(uid).changes) > 0;
    },
    listSubscribers(): Subscriber[] {
      return allSubs.all().map((r) => ({ ...r }) as unknown as Subscriber);
    },
    /** Resolves once the event is committed, together with those that arrived within a few ms. */
    addEvent(e: EventInput): Promise<void> {
      return events.add(e);
    },
    /** Deletes events received more than `days` ago; returns how many. */
    pruneEvents(days: number, at = Date.now()): number {
      const cutoff = new Date(at - days * 86_400_000).toISOString();
      // In slices, so a large backlog never holds the write lock for long.
      let removed = 0;
      let n: number;
      do {
        n = Number(pruneBefore.run(cutoff).changes);
        removed += n;
      } while (n > 0);
      return removed;
    },
    listEvents(page?: string): EventRow[] {
      const rows = page === undefined ? allEvents.all() : pageEvents.all(page);
      return rows.map(toEvent);
    },
    clearEvents(): void {
      db.exec('DELETE FROM events');
    },
    close(): void {
      if (!db.isOpen) return;
      events.flush();
      db.close();
    },
  };
}

export type Store = ReturnType<typeof openStore>;
