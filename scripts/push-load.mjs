// `npm run push-load`: how fast and how late the reference server's scheduler sends prayer
// notifications when a whole country's subscribers are due in the same minute, some of them on
// hostile push services. N subscriptions (default 100 000), each owned by an active subscriber, all
// due at one Maghrib, are sent by one scheduler with the server's own settings (createSend's 10 s
// deadline and pool of 32 per host, createScheduler's claims, in-flight bound and 5-minute window,
// a tick every 20 s) to a local push service that answers 201 and notes when each arrived (it
// skips the decryption: the figure is the sender's). With --hostile P, P % of them (claimed first)
// point at a second push service that misbehaves, in equal shares: a body of 700 MB, 201 then a
// byte every 5 s, no answer, a reset, 503 and 410. Each service runs in a child process of its
// own, so that neither takes the sender's core. The scheduler's clock starts at the prayer + 5 s
// and runs with the wall clock; ticks go on until every row of that Maghrib is settled (sent,
// gone or given up). SQLite always; PostgreSQL too with --pg (a throwaway cluster, PG_BIN) or
// DATABASE_URL. Prints, per engine: the good subscriptions due and arrived, their lateness after
// the prayer (median, p95, max), how many within a minute, the hostile sends' results, the
// scheduler's counters, the first tick's time and the time until all was settled, the sender's
// peak RSS and event-loop delay, errors by message. Exits 1 if a good one did not arrive or
// arrived more than a minute after its prayer.
// Options: --subscriptions N, --hostile P (percent, default 0), --pg.
import { fork } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openStore } from '../server/db.ts';
import { dayTimes } from '../server/prayerTimes.ts';
import { createScheduler } from '../server/push/scheduler.ts';
import { createSend } from '../server/push/deliver.ts';
import { loadVapidKeys } from '../server/push/vapid.ts';
import { startTestPushService } from '../server/testing/pushService.ts';

const { values } = parseArgs({
  options: {
    serve: { type: 'string' },
    pg: { type: 'boolean', default: false },
    subscriptions: { type: 'string', default: '100000' },
    hostile: { type: 'string', default: '0' },
  },
});

const N = Number(values.subscriptions);
const HOSTILE = Math.round((N * Number(values.hostile)) / 100);
const MODES = ['huge', 'trickle', 'hang', 'reset', '503', '410'];
const CAIRO = { latitude: 30.0444, longitude: 31.2357, timeZone: 'Africa/Cairo', method: 'Egyptian' };
const MAGHRIB = Math.floor(dayTimes(CAIRO, new Date('2026-04-02T00:00:00Z')).maghrib.getTime() / 60_000) * 60_000;
/** The first tick comes this long after the prayer on the scheduler's clock (with one every 20 s: 0 to 20 s). */
const TICK_AFTER_MS = 5_000;
const MINUTE = 60_000;
/** The server's defaults: PUSH_EVERY_MS, and the scheduler's window past which a call is dropped. */
const EVERY_MS = 20_000;
const LATE_MS = 5 * MINUTE;

/** A push service in a child process; `ask` sends it a message and resolves with its answer. */
async function startService(kind) {
  const child = fork(new URL(import.meta.url).pathname, ['--serve', kind], { stdio: 'inherit' });
  const first = await new Promise((resolve) => child.once('message', resolve));
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  return { ...first, ask, stop: () => child.kill() };
}

/** Rows due at MAGHRIB and their active subscribers, written in bulk (the routes would take one request each). */
async function fill(db, tag, good, bad) {
  // Browsers' keys: a few hundred distinct ones are as costly to encrypt to as N (ECDH per message).
  const keys = Array.from({ length: 256 }, () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  });
  // The hostile ones first: the first claims take them before the good ones (the worst order).
  const modeOf = new Map();
  const endpointOf = (j) => {
    if (j >= HOSTILE) return `${good.origin}/push/${tag}-g${j}`;
    const endpoint = `${bad.origin}/push/${tag}-h${j}`;
    modeOf.set(endpoint, MODES[j % MODES.length]);
    return endpoint;
  };
  const at = new Date().toISOString();
  for (let i = 0; i < N; i += 1000) {
    const rows = [];
    const subscribers = [];
    for (let j = i; j < Math.min(N, i + 1000); j++) {
      const uid = `${tag}-u${j}`;
      subscribers.push({ uid, status: 'active', msisdn: '', created_at: at, updated_at: at });
      rows.push({
        uid,
        endpoint: endpointOf(j),
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
        failures: 0,
        updated_at: at,
      });
    }
    await db.insertInto('subscribers').values(subscribers).execute();
    await db.insertInto('push_subscriptions').values(rows).execute();
  }
  if (bad) await bad.ask({ misbehave: [...modeOf] });
  return modeOf;
}

/** Nearest rank: the value below which `p` of the sorted list lies. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function measure(label, tag, storeConfig, good, bad) {
  const store = openStore(storeConfig);
  await store.ready();
  const modeOf = await fill(store.db, tag, good, bad);
  const vapid = await loadVapidKeys(store.db, {});
  // The server's sender as deployed (deadline, body cap, pool per host: its defaults), watched:
  // each hostile send's result is counted under its endpoint's misbehaviour.
  const sender = createSend({
    vapid,
    ttlSeconds: 600,
    policy: { privateHosts: true },
    ca: bad ? good.ca + bad.ca : good.ca,
  });
  const results = Object.fromEntries(MODES.map((m) => [m, {}]));
  const send = Object.assign(
    async (target, payload, inTime) => {
      const result = await sender(target, payload, inTime);
      const mode = modeOf.get(target.endpoint);
      if (mode) results[mode][result.kind] = (results[mode][result.kind] ?? 0) + 1;
      return result;
    },
    { load: sender.load, stuck: sender.stuck, perHostBudget: sender.perHostBudget, abort: () => sender.abort() },
  );
  // Errors counted by message: a tick that fails is followed by the next, as on the server.
  const errors = new Map();
  const onError = (err) => {
    const message = String(err?.message ?? err);
    errors.set(message, (errors.get(message) ?? 0) + 1);
  };
  let ticks = 0;
  let t0 = 0;
  const scheduler = createScheduler({
    db: store.db,
    engine: store.engine,
    send,
    // Whole ms, as Date.now() gives: PostgreSQL stores them in bigint columns.
    now: () => MAGHRIB + TICK_AFTER_MS + Math.floor(performance.now() - t0),
    // One line per tick that sent, dropped or kept something.
    log: () => ticks++,
    onError,
  });
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 100);
  // How long the sender's own loop kept its sockets and deadlines waiting.
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const loadBefore = load();
  const startedAt = Date.now();
  t0 = performance.now();
  // A tick now, then one every PUSH_EVERY_MS as the server runs them, until every row of this
  // Maghrib is settled (sent, gone, given up) or the window and a send's deadline are past.
  const firstTick = scheduler.tick().then(() => performance.now() - t0);
  scheduler.start(EVERY_MS);
  let left = N;
  while (left > 0 && performance.now() - t0 < LATE_MS + 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    try {
      const row = await store.db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('prayer_day', '=', '2026-04-02')
        .executeTakeFirstOrThrow();
      left = Number(row.n);
    } catch (err) {
      onError(err);
    }
  }
  const settled = performance.now() - t0;
  const firstTickMs = await firstTick;
  await scheduler.stop();
  clearInterval(sampler);
  loopDelay.disable();
  const loadAfter = load();
  await store.close();

  const { arrivals } = await good.ask({ arrivals: tag });
  const late = arrivals.map((a) => TICK_AFTER_MS + a - startedAt).sort((a, b) => a - b);
  const due = N - HOSTILE;
  const inTime = late.filter((l) => l <= MINUTE).length;
  const last = late.length ? late[late.length - 1] : NaN;
  console.log(
    `${label}: ${N} subscriptions due at one Maghrib, ${HOSTILE} of them hostile; load average ${loadBefore} before, ${loadAfter} after`,
  );
  console.log(
    `  good: ${due} due, ${arrivals.length} arrived, ${inTime} within a minute of the prayer; lateness after the prayer ` +
      `median ${seconds(percentile(late, 0.5))}, p95 ${seconds(percentile(late, 0.95))}, max ${seconds(last)} ` +
      `(${Math.round(arrivals.length / ((last - TICK_AFTER_MS) / 1000))} pushes/s)`,
  );
  if (bad) {
    const shares = MODES.map((m) => `${m} ${[...modeOf.values()].filter((v) => v === m).length}`).join(', ');
    const outcomes = MODES.map(
      (m) =>
        `${m}: ${Object.entries(results[m])
          .map(([kind, n]) => `${kind} ${n}`)
          .join(' ')}`,
    ).join('; ');
    const { received, hostileBytes } = await bad.ask({ arrivals: tag });
    console.log(`  hostile (${shares}): sends by result ${outcomes}`);
    console.log(`  hostile service: ${received} requests received, ${mb(hostileBytes)} of hostile bodies written`);
  }
  console.log(`  scheduler counters: ${JSON.stringify(scheduler.counters)}`);
  console.log(
    `  first tick ${seconds(firstTickMs)}; ${left === 0 ? 'all' : `all but ${left}`} of this Maghrib settled after ` +
      `${seconds(settled)} (${ticks} ticks at work, one every ${EVERY_MS / 1000} s)`,
  );
  console.log(
    `  sender RSS peak ${mb(rssPeak)} (${mb(rssBefore)} before the first tick); sender event loop delay ` +
      `p99 ${seconds(loopDelay.percentile(99) / 1e6)}, max ${seconds(loopDelay.max / 1e6)}`,
  );
  for (const [message, n] of errors) console.log(`  error ×${n}: ${message}`);
  if (arrivals.length !== due || inTime !== due) process.exitCode = 1;
}

async function main() {
  const tmp = mkdtempSync(join(tmpdir(), 'nour-push-load-'));
  const [good, bad] = await Promise.all([startService('good'), HOSTILE > 0 ? startService('hostile') : undefined]);
  let cluster;
  try {
    console.log(`load average before: ${load()}`);
    await measure('SQLite', 's', { dataDir: join(tmp, 'sqlite') }, good, bad);
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl && values.pg) {
      const { startCluster } = await import('../server/testing/cluster.ts');
      cluster = startCluster(Number(process.env.LOAD_PG_PORT || 55426));
      databaseUrl = cluster.url;
    }
    if (databaseUrl) await measure('PostgreSQL', 'p', { dataDir: tmp, databaseUrl }, good, bad);
  } finally {
    cluster?.stop();
    good.stop();
    bad?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (values.serve) {
  // The child: a push service, well-behaved or hostile, answering the parent's questions.
  const arrived = new Map();
  const service = await startTestPushService({
    check: false,
    hugeBytes: 700 * 1024 * 1024,
    trickleMs: 5000,
    // The first arrival of each endpoint, on the wall clock the parent shares.
    onReceived: (id) => arrived.has(id) || arrived.set(id, Date.now()),
  });
  process.send({ origin: service.origin, ca: service.ca.toString() });
  process.on('message', (m) => {
    if (m.misbehave) {
      for (const [endpoint, how] of m.misbehave) {
        if (how === '503') service.answer(endpoint, Array(16).fill({ status: 503 }));
        else if (how === '410') service.answer(endpoint, [{ status: 410 }]);
        else service.misbehave(endpoint, how);
      }
      process.send({});
    } else if (m.arrivals) {
      const arrivals = [...arrived].filter(([id]) => id.startsWith(`${m.arrivals}-`)).map(([, at]) => at);
      process.send({ arrivals, received: service.received, hostileBytes: service.hostileBytes });
      // Counted afresh for the next engine.
      service.received = 0;
      service.hostileBytes = 0;
    }
  });
  // The parent gone (finished or crashed): so is this.
  process.on('disconnect', () => process.exit(0));
} else {
  await main();
}
