import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pg from 'pg';
import { createRoundRobinProxy } from './testing/roundRobinProxy.ts';
import { testDatabaseUrl } from './testing/database.ts';
import { MIGRATIONS } from './store/migrations.ts';
import { AUTH, b64, launchServer, makeDirs } from './testing/helpers.ts';

// Three instances of the real server (`npm start`, DATABASE_URL set) on one fresh PostgreSQL
// database, started at the same moment (so their migrations race), behind a round-robin proxy:
// nothing a client sees may depend on which instance answers.

const BURST = 10;
const dirs = makeDirs();
const children: ChildProcess[] = [];
let bases: string[] = [];
let proxy: Server;
let front = '';

beforeAll(async () => {
  const started = await Promise.all(
    [0, 1, 2].map(() =>
      // A refill of 1 a minute: within the test, the burst is all a client gets.
      launchServer(dirs, { DEV_ROUTES: '1', EVENTS_BURST: String(BURST), EVENTS_PER_MINUTE: '1' }),
    ),
  );
  for (const s of started) children.push(s.proc);
  bases = started.map((s) => s.base);
  proxy = createRoundRobinProxy(bases);
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  front = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await new Promise((resolve) => proxy?.close(resolve));
  dirs.cleanup();
});

const signal = () => AbortSignal.timeout(5000);
async function checkSub(base: string, uid: string): Promise<string> {
  const res = await fetch(`${base}/api/checkSub`, {
    method: 'POST',
    headers: { Authorization: AUTH, 'Content-Type': 'application/json' },
    body: JSON.stringify({ uid }),
    signal: signal(),
  });
  return ((await res.json()) as { subStatus: string }).subStatus;
}

describe('three instances on one PostgreSQL', () => {
  test('instances that start together migrate the database once', async () => {
    const client = new pg.Client({ connectionString: await testDatabaseUrl(dirs.dataDir) });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; n: string }>(
        'SELECT name, count(*) AS n FROM kysely_migration GROUP BY name ORDER BY name',
      );
      // Every migration, each exactly once.
      expect(rows.map((r) => [r.name, Number(r.n)])).toEqual(MIGRATIONS.map((name) => [name, 1]));
      expect(MIGRATIONS.length).toBeGreaterThanOrEqual(6);
    } finally {
      await client.end();
    }
  });

  test('the rate limit holds across instances: a client switching instances gets no more than the limit', async () => {
    const statuses: number[] = [];
    // One after the other, so each request lands on the next instance in turn.
    for (let i = 0; i < BURST * 3; i++) {
      const res = await fetch(`${front}/events`, {
        method: 'POST',
        headers: { topic: 'rate' },
        body: b64({ page: 'rate', event: 'tick', event_key: `rate-${i}` }),
        signal: signal(),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(BURST);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BURST * 2);
    expect(statuses.slice(0, BURST)).toEqual(Array(BURST).fill(202));
  });

  test('a subscriber created on one instance is seen by the others at once; unsubscribing on one is seen by all', async () => {
    const uid = `multi-${Date.now()}`;
    const created = await fetch(`${bases[0]}/__dev/subscribers`, {
      method: 'POST',
      body: JSON.stringify({ uid, status: 'active' }),
      signal: signal(),
    });
    expect(created.status).toBe(201);
    expect(await Promise.all(bases.map((b) => checkSub(b, uid)))).toEqual(['active', 'active', 'active']);

    const gone = await fetch(`${bases[1]}/api/unsubscribe`, {
      method: 'POST',
      headers: { Authorization: AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify({ uid }),
      signal: signal(),
    });
    expect(((await gone.json()) as { status: string }).status).toBe('success');
    expect(await Promise.all(bases.map((b) => checkSub(b, uid)))).toEqual(['new', 'new', 'new']);
    // And through the balancer, whichever instance answers.
    expect(await Promise.all([0, 1, 2].map(() => checkSub(front, uid)))).toEqual(['new', 'new', 'new']);
  });
});
