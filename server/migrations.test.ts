import { afterAll, expect, test } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openStore } from './db.ts';
import { migrationProvider } from './store/migrations.ts';
import { makeDirs } from './testing/helpers.ts';

const dirs = makeDirs();
afterAll(() => dirs.cleanup());

test('a SQLite file made before kysely keeps its rows, gains the new steps, and each step runs once', async () => {
  const dataDir = join(dirs.root, 'legacy');
  mkdirSync(dataDir, { recursive: true });
  // The schema as the server wrote it until now (PRAGMA user_version 2), with a row in each table.
  const old = new DatabaseSync(join(dataDir, 'nour.sqlite'));
  old.exec(`CREATE TABLE subscribers (uid TEXT PRIMARY KEY, status TEXT NOT NULL CHECK (status IN ('active', 'inactive')),
      msisdn TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
    CREATE TABLE events (id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, topic TEXT NOT NULL,
      page TEXT NOT NULL, event TEXT NOT NULL, sub_event TEXT NOT NULL DEFAULT '', session_id TEXT NOT NULL DEFAULT '',
      device_id TEXT NOT NULL DEFAULT '', msisdn TEXT NOT NULL DEFAULT '', payload TEXT NOT NULL);
    CREATE INDEX events_page ON events (page);
    CREATE INDEX events_received ON events (received_at);
    PRAGMA user_version = 2;
    INSERT INTO subscribers VALUES ('kept', 'active', '221770000009', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
    INSERT INTO events (received_at, topic, page, event, payload)
      VALUES ('2099-01-01T00:00:00.000Z', 't', 'old', 'e', '{"page":"old","event":"e"}');`);
  old.close();

  for (let start = 0; start < 2; start++) {
    const store = openStore(dataDir);
    await store.ready();
    expect((await store.getSubscriber('kept'))?.msisdn).toBe('221770000009');
    expect((await store.listEvents('old')).map((e) => e.event_key)).toEqual([null]);
    await store.close();
  }
  const store = openStore(dataDir);
  const event = {
    topic: 't',
    page: 'new',
    event: 'e',
    sub_event: '',
    session_id: '',
    device_id: '',
    msisdn: '',
    payload: {},
    event_key: 'k1',
  };
  // The same event posted twice (a retry): stored once.
  await store.addEvent(event);
  await store.addEvent(event);
  expect(await store.listEvents('new')).toHaveLength(1);
  // The same key from another device is that device's own event (keys are scoped per device).
  await store.addEvent({ ...event, device_id: 'other' });
  expect((await store.listEvents('new')).map((e) => e.device_id)).toEqual(['', 'other']);
  await store.close();
  const check = new DatabaseSync(join(dataDir, 'nour.sqlite'));
  const names = check
    .prepare('SELECT name FROM kysely_migration ORDER BY name')
    .all()
    .map((r) => r.name);
  check.close();
  // Every step recorded once, in order; and the list only grows (none renamed or dropped).
  expect(names).toEqual(Object.keys(await migrationProvider('sqlite').getMigrations()));
  expect(names.slice(0, 5)).toEqual([
    '001_subscribers_events',
    '002_event_key',
    '003_rate_buckets',
    '004_push',
    '005_event_key_scope',
  ]);
});
