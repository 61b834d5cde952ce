import { afterAll, beforeAll, expect, test } from 'vitest';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { testDatabaseUrl } from './testing/database.ts';
import { AUTH, b64, makeDirs, start, type Running } from './testing/helpers.ts';

// The instance reaches PostgreSQL through a TCP relay the test can cut (as a database restart or
// a network partition would) and restore on the same port.
const dirs = makeDirs();
let relay: Server;
let relayPort = 0;
let pgPort = 0;
const sockets = new Set<Socket>();
let srv: Running;

function listenRelay(): Promise<void> {
  relay = createServer((client) => {
    const upstream = connect(pgPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  return new Promise((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));
}

function cut(): Promise<void> {
  for (const s of sockets) s.destroy();
  return new Promise((resolve) => relay.close(() => resolve()));
}

beforeAll(async () => {
  const direct = new URL((await testDatabaseUrl(dirs.dataDir))!);
  pgPort = Number(direct.port);
  await listenRelay();
  relayPort = (relay.address() as AddressInfo).port;
  direct.port = String(relayPort);
  srv = await start({ ...dirs, devRoutes: true, databaseUrl: direct.href });
});

afterAll(async () => {
  await srv?.stop();
  relay?.close();
  dirs.cleanup();
});

const get = (path: string) => fetch(`${srv.base}${path}`, { signal: AbortSignal.timeout(5000) });
const api = (path: string, body: unknown) =>
  fetch(`${srv.base}/api/${path}`, {
    method: 'POST',
    headers: { Authorization: AUTH, 'Content-Type': 'application/json', Language: 'en' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });

test(
  'while the database is unreachable: /ready fails, API calls answer 503 (not 500), and all recovers',
  { timeout: 30_000 },
  async () => {
    expect((await get('/ready')).status).toBe(200);
    expect((await api('checkSub', { uid: 'demo-active' })).status).toBe(200);

    await cut();
    const t0 = Date.now();
    expect((await get('/ready')).status).toBe(503);
    const check = await api('checkSub', { uid: 'demo-active' });
    expect(check.status).toBe(503);
    expect(check.headers.get('retry-after')).toBeTruthy();
    expect(await check.json()).toMatchObject({ status: 'failed', message: expect.stringMatching(/unavailable/) });
    const event = await fetch(`${srv.base}/events`, {
      method: 'POST',
      headers: { topic: 't' },
      body: b64({ page: 'down', event: 'x' }),
      signal: AbortSignal.timeout(5000),
    });
    expect(event.status).toBe(503);
    // What needs no database still works; liveness holds (restarting would not help).
    expect((await api('appConfig', {})).status).toBe(200);
    expect((await get('/health')).status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(10_000); // fails fast, it does not hang

    await listenRelay();
    await expect.poll(async () => (await get('/ready')).status, { timeout: 10_000, interval: 200 }).toBe(200);
    expect((await api('checkSub', { uid: 'demo-active' })).status).toBe(200);
  },
);
