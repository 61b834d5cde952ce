import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../db.ts';
import { dayTimes, type Place } from '../prayerTimes.ts';
import { testDatabaseUrl } from '../testing/database.ts';
import { startTestPushService, type TestPushService } from '../testing/pushService.ts';
import { createScheduler } from './scheduler.ts';
import { createSend } from './deliver.ts';
import { saveSubscription } from './store.ts';
import { loadVapidKeys } from './vapid.ts';

// Three scheduler instances on one PostgreSQL database, as three servers would run them: a town's
// subscribers all due in the same minute, claimed concurrently in small batches.

const N = 600;
const CAIRO: Place = { latitude: 30.0444, longitude: 31.2357, timeZone: 'Africa/Cairo', method: 'Egyptian' };
const dir = mkdtempSync(join(tmpdir(), 'nour-push-pg-'));
const stores: Store[] = [];
let service: TestPushService;

beforeAll(async () => {
  service = await startTestPushService();
  const databaseUrl = await testDatabaseUrl(dir);
  if (!databaseUrl) throw new Error('run with vitest.pg.config.ts');
  for (let i = 0; i < 3; i++) stores.push(openStore({ dataDir: dir, databaseUrl }));
  await Promise.all(stores.map((s) => s.ready()));
}, 60_000);
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

test('every due notification goes out exactly once, the work shared by the instances', async () => {
  const maghrib = Math.floor(dayTimes(CAIRO, new Date('2026-04-02T00:00:00Z')).maghrib.getTime() / 60_000) * 60_000;
  const clock = { t: maghrib - 3_600_000 };
  const endpoints = new Set<string>();
  for (let i = 0; i < N; i++) {
    const subscription = service.subscribe();
    endpoints.add(subscription.endpoint.slice(subscription.endpoint.lastIndexOf('/') + 1));
    const place = { ...CAIRO, name: 'Le Caire' };
    const uid = `cairo-${i}`;
    await stores[0].upsertSubscriber(uid, 'active', '');
    await saveSubscription(stores[0].db, { uid, subscription, place, lang: 'fr', prayers: ['maghrib'] }, clock.t);
  }
  // Instances that start together: each loads the one key pair the first of them stored.
  const keys = await Promise.all(stores.map((s) => loadVapidKeys(s.db, {})));
  expect(new Set(keys.map((k) => k.publicKey)).size).toBe(1);
  const schedulers = stores.map((s, i) =>
    createScheduler({
      db: s.db,
      engine: s.engine,
      send: createSend({ vapid: keys[i], ttlSeconds: 600, ca: service.ca, policy: { privateHosts: true } }),
      now: () => clock.t,
      batch: 25,
      inFlight: 8,
      onError: (err) => {
        throw err;
      },
    }),
  );
  clock.t = maghrib + 5_000;
  await Promise.all(schedulers.map((s) => s.tick()));
  // A second pass of the same minute finds nothing left to send.
  await Promise.all(schedulers.map((s) => s.tick()));

  expect(service.errors).toEqual([]);
  const ids = service.deliveries.map((d) => d.id);
  expect(ids.length).toBe(N);
  expect(new Set(ids)).toEqual(endpoints);
  const sent = schedulers.map((s) => s.counters.sent);
  expect(sent.reduce((a, b) => a + b)).toBe(N);
  // Shared, not one instance doing it all while the others wait.
  expect(sent.filter((n) => n > 0).length).toBeGreaterThan(1);
}, 120_000);
