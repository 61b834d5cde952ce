import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../db.ts';
import { dayTimes, type Place } from '../prayerTimes.ts';
import { testDatabaseUrl } from '../testing/database.ts';
import { startTestPushService, type Misbehaviour, type TestPushService } from '../testing/pushService.ts';
import { createScheduler } from './scheduler.ts';
import { createSend, type Send } from './deliver.ts';
import { MAX_FAILURES, saveSubscription } from './store.ts';
import { loadVapidKeys, type VapidKeys } from './vapid.ts';

// The push path against push services that misbehave as an attacker's would: a body of hundreds
// of MB, a byte every few hundred ms, no answer, a reset, 5xx and 410. Good subscribers share the
// minute with them, on another push service (a host of their own, as FCM is to an attacker's).
// Deadlines are short here so that the file stays cheap; the shape is the production one.

const DEADLINE = 1500;
const MINUTE = 60_000;
const CAIRO: Place = { latitude: 30.0444, longitude: 31.2357, timeZone: 'Africa/Cairo', method: 'Egyptian' };
const PAYLOAD = {
  v: 1,
  kind: 'prayer',
  prayer: 'fajr',
  at: '2026-04-02T02:00:00.000Z',
  time: '04:00',
  place: 'x',
  lang: 'fr',
} as const;

let good: TestPushService;
let bad: TestPushService;
let vapid: VapidKeys;
const dirs: string[] = [];
const stores: Store[] = [];
beforeAll(async () => {
  [good, bad] = await Promise.all([
    startTestPushService(),
    startTestPushService({ hugeBytes: 700 * 1024 * 1024, trickleMs: 300 }),
  ]);
  const store = await openDb();
  vapid = await loadVapidKeys(store.db, {});
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await Promise.all([good.close(), bad.close()]);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function openDb(): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nour-push-hostile-'));
  dirs.push(dataDir);
  const store = openStore({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  stores.push(store);
  await store.ready();
  return store;
}

const sender = (over: Partial<Parameters<typeof createSend>[0]> = {}): Send =>
  createSend({
    vapid,
    ttlSeconds: 600,
    policy: { privateHosts: true },
    ca: Buffer.concat([good.ca, bad.ca]),
    deadlineMs: DEADLINE,
    ...over,
  });

function hostile(how: Misbehaviour) {
  const target = bad.subscribe();
  bad.misbehave(target.endpoint, how);
  return target;
}

describe('one send is bounded', () => {
  test('a 700 MB answer is read no further than a few KB: memory stays flat, the send ends at once', async () => {
    const send = sender();
    const rss = process.memoryUsage().rss;
    const before = bad.hostileBytes;
    const results = await Promise.all(Array.from({ length: 5 }, () => send(hostile('huge'), PAYLOAD)));
    expect(results).toEqual(Array(5).fill({ kind: 'sent' }));
    // What the service managed to write before the sender closed: socket buffers, not the body.
    expect(bad.hostileBytes - before).toBeLessThan(5 * 8 * 1024 * 1024);
    expect(process.memoryUsage().rss - rss).toBeLessThan(64 * 1024 * 1024);
  });

  test('a trickling answer (201, then a byte now and then) ends at the deadline, its 201 counted', async () => {
    const t0 = performance.now();
    expect(await sender()(hostile('trickle'), PAYLOAD)).toEqual({ kind: 'sent' });
    const took = performance.now() - t0;
    expect(took).toBeGreaterThanOrEqual(DEADLINE - 50);
    expect(took).toBeLessThan(DEADLINE + 500);
  });

  test('no answer at all fails at the deadline, not at an idle timeout', async () => {
    const t0 = performance.now();
    expect(await sender()(hostile('hang'), PAYLOAD)).toEqual({ kind: 'failed' });
    expect(performance.now() - t0).toBeLessThan(DEADLINE + 500);
  });

  test('a reset connection, a 5xx and a 429 are retried later; 410 and 404 say the endpoint is gone', async () => {
    const send = sender();
    expect(await send(hostile('reset'), PAYLOAD)).toMatchObject({ kind: 'retry' });
    const answers: [number, string][] = [
      [500, 'retry'],
      [503, 'retry'],
      [429, 'retry'],
      [410, 'gone'],
      [404, 'gone'],
      [400, 'failed'],
      [413, 'failed'],
    ];
    for (const [status, kind] of answers) {
      const target = bad.subscribe();
      bad.answer(target.endpoint, [{ status, retryAfter: 1e9 }]);
      const result = await send(target, PAYLOAD);
      expect(result.kind, String(status)).toBe(kind);
      // A Retry-After of 30 years is read as at most an hour.
      if (result.kind === 'retry') expect(result.afterMs).toBeLessThanOrEqual(3_600_000);
    }
  });

  test('a name that resolves to loopback is refused when the connection is made, and so is a literal', async () => {
    const send = sender({ policy: { privateHosts: false } });
    const target = good.subscribe();
    const port = new URL(good.origin).port;
    const received = good.received;
    for (const endpoint of [
      target.endpoint.replace('127.0.0.1', 'localhost'),
      target.endpoint,
      `https://[::ffff:127.0.0.1]:${port}/push/x`,
    ]) {
      expect(await send({ ...target, endpoint }, PAYLOAD), endpoint).toEqual({ kind: 'failed' });
    }
    expect(good.received).toBe(received);
  });

  test('sends to a stuck host wait for their own pool only: another host goes through meanwhile', async () => {
    const deadline = 4000;
    const send = sender({ perHost: 2, deadlineMs: deadline });
    let stuckEnded = false;
    // Four behind two slots: that host's last send ends after two deadlines.
    const stuck = Promise.all(Array.from({ length: 4 }, () => send(hostile('hang'), PAYLOAD))).finally(
      () => (stuckEnded = true),
    );
    const fine = await Promise.all(Array.from({ length: 20 }, () => send(good.subscribe(), PAYLOAD)));
    expect(fine.every((r) => r.kind === 'sent')).toBe(true);
    // Every good one went while the stuck host still held its slots.
    expect(stuckEnded).toBe(false);
    // A second without an answer while its sends are under way: the scheduler sees it as stuck.
    await new Promise((r) => setTimeout(r, deadline / 4 + 100));
    expect(send.stuck(new URL(bad.origin).host)).toBe(true);
    expect(send.stuck(new URL(good.origin).host)).toBe(false);
    expect(await stuck).toEqual(Array(4).fill({ kind: 'failed' }));
  });

  test('a send whose turn at its host comes after its prayer window is not sent', async () => {
    const send = sender({ perHost: 1 });
    const first = send(hostile('hang'), PAYLOAD);
    // Same host (the hostile service's), one slot: its turn comes when the first has hung to the deadline.
    const until = Date.now() + 200;
    const late = await send(bad.subscribe(), PAYLOAD, () => Date.now() <= until);
    expect(late).toEqual({ kind: 'late' });
    await first;
  });
});

describe('the scheduler with stragglers', () => {
  const day = dayTimes(CAIRO, new Date('2026-04-02T00:00:00Z'));
  const maghrib = Math.floor(day.maghrib.getTime() / MINUTE) * MINUTE;
  const isha = Math.floor(day.isha.getTime() / MINUTE) * MINUTE;

  async function subscribeAll(
    store: Store,
    targets: { endpoint: string; keys: { p256dh: string; auth: string } }[],
    at: number,
  ) {
    for (const [i, subscription] of targets.entries()) {
      const uid = `u${i}-${subscription.endpoint.slice(-8)}`;
      await store.upsertSubscriber(uid, 'active', '');
      await saveSubscription(
        store.db,
        { uid, subscription, place: { ...CAIRO, name: 'Le Caire' }, lang: 'fr', prayers: ['maghrib', 'isha'] },
        at,
      );
    }
  }

  // Long enough that 200 good sends fit well inside it even on a loaded machine: then "the good
  // ones never waited for the stragglers" reads as "all good arrived before any straggler ended".
  const STRAGGLER_DEADLINE = 8000;

  /** One Maghrib: `good` subscribers on the good host and `bad` on the hostile one, all due at once. */
  async function maghribWith(goodCount: number, badCount: number) {
    const store = await openDb();
    const clock = { t: maghrib - MINUTE };
    const modes: Misbehaviour[] = ['huge', 'trickle', 'hang', 'reset'];
    const hostileTargets = Array.from({ length: badCount }, (_, i) => hostile(modes[i % modes.length]));
    const goodTargets = Array.from({ length: goodCount }, () => good.subscribe());
    // The hostile ones first: the claim takes them before the good ones.
    await subscribeAll(store, [...hostileTargets, ...goodTargets], clock.t);
    const goodIds = new Set(goodTargets.map((t) => t.endpoint.slice(t.endpoint.lastIndexOf('/') + 1)));
    const seen = good.deliveries.length;
    let lastGood = 0;
    const scheduler = createScheduler({
      db: store.db,
      engine: store.engine,
      send: sender({ perHost: 8, deadlineMs: STRAGGLER_DEADLINE }),
      now: () => clock.t,
      batch: 50,
    });
    // The good host answers each call as it comes: note when the last one of ours arrived.
    const watch = setInterval(() => {
      if (good.deliveries.slice(seen).filter((d) => goodIds.has(d.id)).length === goodCount && !lastGood)
        lastGood = performance.now() - t0;
    }, 5);
    clock.t = maghrib + 5_000;
    const rss = process.memoryUsage().rss;
    const t0 = performance.now();
    try {
      await scheduler.tick();
    } finally {
      clearInterval(watch);
    }
    const took = performance.now() - t0;
    const arrived = good.deliveries.slice(seen).filter((d) => goodIds.has(d.id)).length;
    lastGood ||= took;
    return { store, clock, scheduler, arrived, lastGood, took, grew: process.memoryUsage().rss - rss };
  }

  test('every good subscriber due in the minute gets the call as soon as with no hostile one; the next prayer too', async () => {
    const clean = await maghribWith(200, 0);
    expect(clean.arrived).toBe(200);
    // 5 % hostile: a 700 MB answer, a trickle, a hang and a reset, in turn, on a host of their own.
    const run = await maghribWith(200, 10);
    expect(run.arrived).toBe(200);
    expect(good.errors).toEqual([]);
    // The good host was never held by the bad one: every good call arrived before the first
    // straggler's deadline ended, about as fast as in the clean run (a ratio in the same run).
    expect(run.lastGood).toBeLessThan(STRAGGLER_DEADLINE);
    expect(run.lastGood).toBeLessThan(clean.lastGood * 2 + 1000);
    // The tick ends once the stragglers' deadline is up (5 stragglers, 8 slots: one round), not later.
    expect(run.took).toBeGreaterThanOrEqual(STRAGGLER_DEADLINE - 100);
    expect(run.took).toBeLessThan(STRAGGLER_DEADLINE + 3000);
    expect(run.grew).toBeLessThan(128 * 1024 * 1024);
    // 200 good, 3 huge and 3 trickling (both answered 201); 2 hung failed, 2 reset wait for a retry.
    expect(run.scheduler.counters).toMatchObject({ sent: 206, failed: 2, retried: 2 });

    // The next prayer, Isha: the same for everyone still there.
    const delivered = good.deliveries.length;
    run.clock.t = isha + 5_000;
    await run.scheduler.tick();
    expect(good.deliveries.length - delivered).toBe(200);
  }, 60_000);

  test(`an endpoint that fails ${MAX_FAILURES} prayers in a row is forgotten; one that answers again is not`, async () => {
    const store = await openDb();
    const clock = { t: maghrib - MINUTE };
    const dead = hostile('hang');
    const flaky = bad.subscribe();
    await subscribeAll(store, [dead, flaky], clock.t);
    const scheduler = createScheduler({ db: store.db, engine: store.engine, send: sender(), now: () => clock.t });
    const count = () => store.db.selectFrom('push_subscriptions').select('endpoint').execute();
    for (let prayer = 0; prayer < MAX_FAILURES; prayer++) {
      // The flaky one fails each time but the last.
      if (prayer < MAX_FAILURES - 1) bad.answer(flaky.endpoint, [{ status: 400 }]);
      const row = await store.db
        .selectFrom('push_subscriptions')
        .select('due_at')
        .orderBy('due_at')
        .executeTakeFirstOrThrow();
      clock.t = Number(row.due_at) + 1000;
      await scheduler.tick();
    }
    expect((await count()).map((r) => r.endpoint)).toEqual([flaky.endpoint]);
  }, 60_000);

  test('stop ends the sends under way at once, and their rows are given back to be sent by whoever runs next', async () => {
    const store = await openDb();
    const clock = { t: maghrib - MINUTE };
    const stuck = hostile('hang');
    const waiting = Array.from({ length: 3 }, () => good.subscribe());
    await subscribeAll(store, [stuck, ...waiting], clock.t);
    // One slot for the whole fake host pair (both are 127.0.0.1, different ports: two hosts), so hold the good one too.
    const scheduler = createScheduler({
      db: store.db,
      engine: store.engine,
      send: sender({ deadlineMs: 30_000 }),
      now: () => clock.t,
    });
    clock.t = maghrib + 1000;
    const running = scheduler.tick();
    await new Promise((r) => setTimeout(r, 300));
    const t0 = performance.now();
    await scheduler.stop();
    await running;
    expect(performance.now() - t0).toBeLessThan(1000);
    const rows = await store.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'claimed_until', 'prayer'])
      .execute();
    // Nothing left claimed by the stopped instance; the stuck one is still due for Maghrib.
    expect(rows.every((r) => Number(r.claimed_until) === 0)).toBe(true);
    expect(rows.find((r) => r.endpoint === stuck.endpoint)?.prayer).toBe('maghrib');
  }, 30_000);
});
