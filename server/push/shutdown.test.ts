import { afterAll, expect, test } from 'vitest';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openStore } from '../db.ts';
import { addSubscriber, api, b64, launchServer, makeDirs } from '../testing/helpers.ts';
import { testDatabaseUrl } from '../testing/database.ts';
import { startTestPushService, type TestPushService } from '../testing/pushService.ts';

// The real server, as `npm start` runs it, stopped with SIGTERM while its scheduler waits on a push
// service that never answers: it must exit by itself (code 0, not the forced exit), quickly, with
// the request under way answered and its event on disk. Before, the hung send held the stop until
// the forced exit, and pending events were lost.

const dirs = makeDirs();
let service: TestPushService | undefined;
afterAll(async () => {
  await service?.close();
  dirs.cleanup();
});

test('SIGTERM with a send hung at a push service: a clean exit within the grace, events written', async () => {
  service = await startTestPushService();
  const caFile = join(dirs.root, 'push-ca.pem');
  writeFileSync(caFile, service.ca);
  const { proc, base } = await launchServer(dirs, {
    DEV_ROUTES: '1',
    PUSH_PRIVATE_HOSTS: '1',
    PUSH_EVERY_MS: '100',
    REQUEST_LOG: '0',
    // The fake push service's certificate, as an operator's proxy CA would be given.
    NODE_EXTRA_CA_CERTS: caFile,
  });
  try {
    await addSubscriber(base, 'sigterm-1', 'active');
    const subscription = service.subscribe();
    service.misbehave(subscription.endpoint, 'hang');
    const place = {
      latitude: 30.0444,
      longitude: 31.2357,
      timeZone: 'Africa/Cairo',
      method: 'Egyptian',
      name: 'Le Caire',
    };
    const saved = await api(base, 'pushSubscription', {
      uid: 'sigterm-1',
      subscription,
      place,
      lang: 'fr',
      prayers: ['fajr'],
    });
    expect(saved.status).toBe(200);
    // Due now: the next real prayer may be hours away.
    const side = openStore({ dataDir: dirs.dataDir, databaseUrl: await testDatabaseUrl(dirs.dataDir) });
    const t = Date.now();
    await side.db.updateTable('push_subscriptions').set({ due_at: t, prayer_at: t }).execute();
    await side.close();
    // The scheduler's send reaches the push service, which never answers.
    const until = Date.now() + 10_000;
    while (service.connections() === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(service.connections()).toBeGreaterThan(0);

    const event = fetch(`${base}/events`, {
      method: 'POST',
      headers: { topic: 'shutdown' },
      body: b64({ page: 'shutdown', event: 'last', trace: 'sigterm' }),
    });
    await new Promise((r) => setTimeout(r, 20));
    const t0 = Date.now();
    proc.kill('SIGTERM');
    const [code] = (await once(proc, 'exit')) as [number | null];
    expect(code).toBe(0);
    // Far inside the 10 s send deadline and the shutdown grace: the hung send was cut, not awaited.
    expect(Date.now() - t0).toBeLessThan(3000);
    expect((await event).status).toBe(202);
  } finally {
    proc.kill('SIGKILL');
  }
  const after = openStore({ dataDir: dirs.dataDir, databaseUrl: await testDatabaseUrl(dirs.dataDir) });
  try {
    expect((await after.listEvents('shutdown')).map((e) => e.payload.trace)).toEqual(['sigterm']);
    // Given back unclaimed: the next instance decides it (the request went out, so it is not sent twice).
    const row = await after.db.selectFrom('push_subscriptions').select('claimed_until').executeTakeFirstOrThrow();
    expect(Number(row.claimed_until)).toBe(0);
  } finally {
    await after.close();
  }
}, 60_000);
