import { afterAll, describe, expect, test } from 'vitest';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { openStore } from './db.ts';
import { testDatabaseUrl } from './testing/database.ts';
import { AUTH, b64, makeDirs, raw, start, type Running } from './testing/helpers.ts';

// What an operator relies on: health and readiness, the request log, graceful shutdown, and the
// connection cap under idle keep-alive sockets. Runs on SQLite here and on PostgreSQL in the pg
// pass (vitest.pg.config.ts), through the same test helpers.
const dirs = makeDirs();
const running: Running[] = [];
let n = 0;
async function boot(extra: Partial<Parameters<typeof start>[0]> = {}) {
  const s = await start({
    dataDir: join(dirs.root, `op${n++}`),
    distDir: dirs.distDir,
    mediaDir: dirs.mediaDir,
    devRoutes: true,
    ...extra,
  });
  running.push(s);
  return s;
}
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop().catch(() => {})));
  dirs.cleanup();
});

describe('health and readiness', () => {
  test('/health answers while the process runs; /ready once the database answers', async () => {
    const s = await boot();
    const health = await fetch(`${s.base}/health`, { signal: AbortSignal.timeout(5000) });
    expect(health.status).toBe(200);
    const ready = await fetch(`${s.base}/ready`, { signal: AbortSignal.timeout(5000) });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });
});

describe('request log', () => {
  test('one JSON line per request with its latency, and never a uid or msisdn in clear', async () => {
    const lines: string[] = [];
    const s = await boot({ log: (line) => lines.push(line) });
    const uid = 'secret-uid-4242';
    const msisdn = '221779998877';
    await fetch(`${s.base}/api/checkSub?uid=${uid}`, {
      method: 'POST',
      headers: { Authorization: AUTH, 'Content-Type': 'application/json', msisdn },
      body: JSON.stringify({ uid, msisdn }),
      signal: AbortSignal.timeout(5000),
    });
    await fetch(`${s.base}/events`, {
      method: 'POST',
      headers: { topic: 'log' },
      body: b64({ page: 'log', event: 'x', msisdn }),
      signal: AbortSignal.timeout(5000),
    });
    await fetch(`${s.base}/x/?msisdn=${msisdn}`, { signal: AbortSignal.timeout(5000) });
    await expect.poll(() => lines.length, { timeout: 2000 }).toBe(3);
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.map((e) => [e.method, e.path, e.status])).toEqual([
      ['POST', '/api/checkSub', 200],
      ['POST', '/events', 202],
      ['GET', '/x/', 200],
    ]);
    for (const e of entries) {
      expect(typeof e.ms).toBe('number');
      expect(e.ms as number).toBeGreaterThanOrEqual(0);
      expect(Date.parse(e.time as string)).not.toBeNaN();
    }
    expect(lines.join('\n')).not.toContain(uid);
    expect(lines.join('\n')).not.toContain(msisdn);
  });
});

describe('graceful shutdown', () => {
  test('a request under way is finished and its event written; idle sockets do not hold the stop', async () => {
    const s = await boot({ limits: { shutdownGraceMs: 5000 } });
    // An idle keep-alive socket: answered once, then silent.
    const idle = await keptAlive(s.port);
    // A usage event whose body is half sent when the stop begins.
    const body = b64({ page: 'shutdown', event: 'last', event_key: 'last-one' });
    const socket = connect(s.port, '127.0.0.1');
    socket.on('error', () => {});
    let reply = '';
    socket.on('data', (c) => (reply += c));
    const closed = new Promise((r) => socket.once('close', r));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /events HTTP/1.1\r\nHost: x\r\ntopic: t\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 100));
    const t0 = Date.now();
    const stopped = s.stop();
    await new Promise((r) => setTimeout(r, 100));
    expect(idle.destroyed || idle.readyState === 'closed' || idle.readableEnded).toBe(true);
    socket.write(body.slice(10));
    await stopped;
    expect(Date.now() - t0).toBeLessThan(4000); // not the whole grace: it ended with the request
    await closed;
    expect(reply).toMatch(/^HTTP\/1\.1 202 /);
    expect(reply.toLowerCase()).toContain('connection: close');
    const dataDir = join(dirs.root, `op${n - 1}`);
    const store = openStore({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
    try {
      expect((await store.listEvents('shutdown')).map((e) => e.event_key)).toEqual(['last-one']);
    } finally {
      await store.close();
    }
  });
});

/** A socket that made one keep-alive request, got its answer, and now waits. */
function keptAlive(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n'));
    socket.on('error', () => {});
    socket.once('data', () => resolve(socket));
    setTimeout(() => reject(new Error('no answer')), 5000);
  });
}

describe('connection cap', () => {
  test('idle keep-alive sockets of one client do not crowd out new clients', async () => {
    const CAP = 30;
    const s = await boot({ limits: { maxConnections: CAP, keepAliveTimeoutMs: 60_000 } });
    const idle: Socket[] = [];
    for (let i = 0; i < CAP; i++) idle.push(await keptAlive(s.port));
    // The cap is full of idle sockets; a burst of new clients is served all the same.
    const burst = await Promise.all(
      Array.from({ length: CAP }, () =>
        raw(s.port, '/robots.txt', { headers: { Connection: 'close' } }).catch(() => null),
      ),
    );
    expect(burst.map((r) => r?.status)).toEqual(Array(CAP).fill(200));
    for (const socket of idle) socket.destroy();
  });
});
