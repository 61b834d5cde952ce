// `npm run push-load`: how fast the reference server's scheduler sends prayer notifications when a
// whole country's subscribers are due in the same minute. N subscriptions (default 100 000) all
// due at one Maghrib are sent by one scheduler (claim in batches, web-push encryption and VAPID
// signing, bounded pool) to a local push service that answers 201 and counts (it skips the
// decryption: the figure is the sender's). The push service runs in a child process, so that it
// does not take the sender's core. SQLite always; PostgreSQL too with --pg (a throwaway cluster,
// PG_BIN) or DATABASE_URL. Prints pushes per second and the time the batch took.
// Options: --subscriptions N, --batch N (default 500), --concurrency N (default 64), --pg.
import { fork } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:https';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openStore } from '../server/db.ts';
import { dayTimes } from '../server/prayerTimes.ts';
import { createScheduler } from '../server/push/scheduler.ts';
import { createSend } from '../server/push/send.ts';
import { loadVapidKeys } from '../server/push/vapid.ts';
import { startTestPushService } from '../server/testPushService.ts';

const { values } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    pg: { type: 'boolean', default: false },
    subscriptions: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '64' },
  },
});

async function startService() {
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], { stdio: 'inherit' });
  const first = await new Promise((resolve) => child.once('message', resolve));
  const received = () =>
    new Promise((resolve) => {
      child.once('message', (m) => resolve(m.received));
      child.send('count');
    });
  return { ...first, received, stop: () => child.kill() };
}

const N = Number(values.subscriptions);
const CAIRO = { latitude: 30.0444, longitude: 31.2357, timeZone: 'Africa/Cairo', method: 'Egyptian' };
const MAGHRIB = Math.floor(dayTimes(CAIRO, new Date('2026-04-02T00:00:00Z')).maghrib.getTime() / 60_000) * 60_000;

/** N rows due at MAGHRIB, written in bulk (the route would take one request each). */
async function fill(db, origin) {
  // Browsers' keys: a few hundred distinct ones are as costly to encrypt to as N (ECDH per message).
  const keys = Array.from({ length: 256 }, () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  });
  for (let i = 0; i < N; i += 1000) {
    const rows = [];
    for (let j = i; j < Math.min(N, i + 1000); j++) {
      rows.push({
        endpoint: `${origin}/push/${j}`,
        ...keys[j % keys.length],
        latitude: CAIRO.latitude,
        longitude: CAIRO.longitude,
        time_zone: CAIRO.timeZone,
        method: CAIRO.method,
        place_name: 'Le Caire',
        lang: 'fr',
        prayers: 'maghrib',
        prayer: 'maghrib',
        prayer_at: MAGHRIB,
        prayer_day: '2026-04-02',
        due_at: MAGHRIB,
        attempt: 0,
        claimed_until: 0,
        updated_at: new Date().toISOString(),
      });
    }
    await db.insertInto('push_subscriptions').values(rows).execute();
  }
}

async function measure(label, storeConfig, service) {
  const store = openStore(storeConfig);
  await store.ready();
  await fill(store.db, service.origin);
  const vapid = await loadVapidKeys(store.db, {});
  const agent = new Agent({ ca: service.ca, keepAlive: true, maxSockets: Number(values.concurrency) });
  const scheduler = createScheduler({
    db: store.db,
    engine: store.engine,
    send: createSend({ vapid, ttlSeconds: 600, agent }),
    now: () => MAGHRIB + 5_000,
    batch: Number(values.batch),
    concurrency: Number(values.concurrency),
    onError: (err) => console.error(err),
  });
  const before = await service.received();
  const started = performance.now();
  await scheduler.tick();
  const seconds = (performance.now() - started) / 1000;
  const received = (await service.received()) - before;
  agent.destroy();
  await store.close();
  const { sent, dropped, retried, gone } = scheduler.counters;
  console.log(
    `${label}: ${N} due in one minute, ${received} received by the push service ` +
      `(sent ${sent}, dropped ${dropped}, retried ${retried}, gone ${gone}) in ${seconds.toFixed(1)} s: ` +
      `${Math.round(received / seconds)} pushes/s`,
  );
  if (received !== N || sent !== N) process.exitCode = 1;
}

async function main() {
  const tmp = mkdtempSync(join(tmpdir(), 'nour-push-load-'));
  const service = await startService();
  let cluster;
  try {
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    await measure('SQLite', { dataDir: join(tmp, 'sqlite') }, service);
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl && values.pg) {
      const { startCluster } = await import('../server/testCluster.ts');
      cluster = startCluster(Number(process.env.LOAD_PG_PORT || 55426));
      databaseUrl = cluster.url;
    }
    if (databaseUrl) await measure('PostgreSQL', { dataDir: tmp, databaseUrl }, service);
  } finally {
    cluster?.stop();
    service.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (values.serve) {
  // The child: the push service, answering the parent's questions about what it received.
  const service = await startTestPushService({ check: false });
  process.send({ origin: service.origin, ca: service.agent.options.ca.toString() });
  process.on('message', () => process.send({ received: service.received }));
  // The parent gone (finished or crashed): so is this.
  process.on('disconnect', () => process.exit(0));
} else {
  await main();
}
