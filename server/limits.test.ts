import { afterAll, describe, expect, test } from 'vitest';
import { connect, type Socket } from 'node:net';
import { openStore } from './db.ts';
import { testDatabaseUrl } from './testing/database.ts';
import { join } from 'node:path';
import { createBatcher } from './batch.ts';
import { limitsFromEnv } from './limits.ts';
import { createRateLimiter } from './rateLimit.ts';
import { AUTH, b64, makeDirs, raw, start, type Running } from './testing/helpers.ts';

const dirs = makeDirs();
const running: Running[] = [];
async function boot(limits: Parameters<typeof start>[0]['limits'], dataDir = join(dirs.root, `d${running.length}`)) {
  const s = await start({ dataDir, distDir: dirs.distDir, mediaDir: dirs.mediaDir, devRoutes: true, limits });
  running.push(s);
  return s;
}
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop().catch(() => {})));
  dirs.cleanup();
});

/**
 * A slow client: sends `head`, then `piece` every `everyMs` for at most `forMs`. Resolves when
 * the socket closes, saying who closed it and what the server answered.
 */
function slowClient(port: number, head: string, piece: string, everyMs: number, forMs: number) {
  return new Promise<{ closedByServer: boolean; reply: string; ms: number }>((resolve) => {
    const t0 = Date.now();
    let reply = '';
    let gaveUp = false;
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => {
      if (Date.now() - t0 > forMs) {
        gaveUp = true;
        socket.destroy();
      } else if (socket.writable) socket.write(piece);
    }, everyMs);
    socket.on('data', (c) => (reply += c));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedByServer: !gaveUp, reply, ms: Date.now() - t0 });
    });
  });
}

describe('slow and idle clients are cut', () => {
  test('headers trickled one line at a time (slowloris) get a 408 and the socket closes', async () => {
    const s = await boot({ headersTimeoutMs: 400, requestTimeoutMs: 2000 });
    const res = await slowClient(s.port, 'GET / HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n', 100, 5000);
    expect(res.closedByServer).toBe(true);
    expect(res.reply).toMatch(/^HTTP\/1\.1 408 /);
    expect((await raw(s.port, '/')).status).toBe(200);
  });

  test('a body trickled byte by byte is cut at the request timeout', async () => {
    const s = await boot({ headersTimeoutMs: 300, requestTimeoutMs: 800 });
    const head = `POST /api/checkSub HTTP/1.1\r\nHost: x\r\nAuthorization: ${AUTH}\r\nContent-Length: 1000\r\n\r\n{`;
    const res = await slowClient(s.port, head, ' ', 100, 5000);
    expect(res.closedByServer).toBe(true);
    expect(res.ms).toBeLessThan(4000);
    expect((await raw(s.port, '/')).status).toBe(200);
  });

  test('a connection that never says anything is closed', async () => {
    const s = await boot({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const res = await slowClient(s.port, '', '', 100, 5000);
    expect(res.closedByServer).toBe(true);
  });

  test('an idle keep-alive connection is closed after its timeout', async () => {
    const s = await boot({ keepAliveTimeoutMs: 200 });
    const res = await slowClient(s.port, 'GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n', '', 100, 5000);
    expect(res.reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(res.closedByServer).toBe(true);
  });

  test('connections beyond the cap are closed on arrival, and served again once one leaves', async () => {
    const s = await boot({ maxConnections: 2 });
    const held = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(s.port, '127.0.0.1', () => resolve(socket));
            socket.on('error', () => {});
          }),
      ),
    );
    const third = await slowClient(s.port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n', '', 100, 5000);
    expect(third.closedByServer).toBe(true);
    expect(third.reply).toBe('');
    await new Promise<void>((resolve) => {
      held[0].once('close', () => resolve());
      held[0].destroy();
    });
    expect((await raw(s.port, '/', { headers: { Connection: 'close' } })).status).toBe(200);
    held[1].destroy();
  });
});

describe('usage events', () => {
  const event = { page: 'quran', event: 'page_open' };
  const post = (s: Running) =>
    raw(s.port, '/events', { method: 'POST', headers: { topic: 'service-usage' }, body: b64(event) });

  test('events older than the retention are pruned at start', async () => {
    const dataDir = join(dirs.root, 'retention');
    const s = await boot({ eventsRetentionDays: 30 }, dataDir);
    for (let i = 0; i < 3; i++) expect((await post(s)).status).toBe(202);
    await s.stop();
    // Aged through the store itself, so the test holds on SQLite and on PostgreSQL alike.
    const store = openStore({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
    await store.ready();
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    const ids = (await store.listEvents()).map((e) => e.id).slice(0, 2);
    await store.db.updateTable('events').set({ received_at: old }).where('id', 'in', ids).execute();
    const kept = (await store.listEvents()).map((e) => e.id).slice(2);
    await store.close();
    const again = await boot({ eventsRetentionDays: 30 }, dataDir);
    const { events } = (await (await fetch(`${again.base}/__dev/events`)).json()) as { events: { id: number }[] };
    expect(events.map((e) => e.id)).toEqual(kept);
  });

  test('concurrent events are all acknowledged and all stored', async () => {
    const s = await boot({ eventsBurst: 500 });
    const answers = await Promise.all(Array.from({ length: 60 }, () => post(s)));
    expect(answers.map((a) => a.status)).toEqual(Array(60).fill(202));
    const { events } = (await (await fetch(`${s.base}/__dev/events`)).json()) as { events: unknown[] };
    expect(events).toHaveLength(60);
  });
});

describe('building blocks', () => {
  test('the batcher writes what arrives together in one call, and answers after it', async () => {
    const calls: number[][] = [];
    const batcher = createBatcher<number>((items) => calls.push(items), 5);
    let settled = 0;
    const all = [1, 2, 3].map((n) => batcher.add(n).then(() => settled++));
    expect(settled).toBe(0);
    await Promise.all(all);
    expect(calls).toEqual([[1, 2, 3]]);
    const failing = createBatcher<number>(() => {
      throw new Error('disk full');
    }, 1);
    await expect(Promise.all([failing.add(1), failing.add(2)])).rejects.toThrow('disk full');
  });

  test('the rate limiter allows the burst, then refills at its rate', () => {
    const limiter = createRateLimiter(60, 2);
    expect([limiter.take('a', 0), limiter.take('a', 0)]).toEqual([0, 0]);
    expect(limiter.take('a', 0)).toBe(1);
    expect(limiter.take('b', 0)).toBe(0);
    expect(limiter.take('a', 1000)).toBe(0);
  });

  test('limits come from the environment, and a bad value stops the start', () => {
    expect(limitsFromEnv({ EVENTS_RETENTION_DAYS: '7', MAX_CONNECTIONS: '50' })).toMatchObject({
      eventsRetentionDays: 7,
      maxConnections: 50,
    });
    expect(() => limitsFromEnv({ EVENTS_RETENTION_DAYS: 'forever' })).toThrow(/EVENTS_RETENTION_DAYS/);
    expect(() => limitsFromEnv({ MAX_CONNECTIONS: '-1' })).toThrow(/MAX_CONNECTIONS/);
  });
});
