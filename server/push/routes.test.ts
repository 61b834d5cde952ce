import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import webpush from 'web-push';
import { isPushKeyResponse, type PushSubscriptionBody } from '../../src/shared/push.ts';
import { dayTimes, type Place } from '../prayerTimes.ts';
import { api, makeDirs, start, type Running } from '../test-helpers.ts';
import { startTestPushService, type TestPushService } from '../testPushService.ts';
import type { PushOptions } from './service.ts';

const PARIS: Place = { latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris', method: 'MuslimWorldLeague' };
const times = dayTimes(PARIS, new Date('2026-03-20T00:00:00Z'));
const clock = { t: times.fajr.getTime() - 3_600_000 };

let service: TestPushService;
const dirs = makeDirs();
const running: Running[] = [];
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
  await service.close();
  dirs.cleanup();
});

async function server(push: Partial<PushOptions> = {}, limits = {}, dataDir = dirs.dataDir): Promise<Running> {
  const r = await start({
    ...dirs,
    dataDir,
    limits,
    push: {
      enabled: true,
      vapid: {},
      everyMs: 0,
      now: () => clock.t,
      agent: service.agent,
      privateHosts: true,
      ...push,
    },
  });
  running.push(r);
  return r;
}

function body(overrides: Partial<PushSubscriptionBody> = {}): PushSubscriptionBody {
  return {
    subscription: service.subscribe(),
    place: { ...PARIS, name: 'Paris' },
    lang: 'fr',
    prayers: ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'],
    ...overrides,
  };
}

const prayersOf = (endpoint: string) =>
  service.deliveries.filter((d) => endpoint.endsWith(`/${d.id}`)).map((d) => d.payload);

describe('push routes', () => {
  let app: Running;
  beforeAll(async () => {
    // Room for every case below; the limit itself has its own test.
    app = await server({}, { pushBurst: 100 });
  });

  test('pushKey gives a VAPID public key, the same after a restart on the same data', async () => {
    const first = await api(app.base, 'pushKey', {});
    expect(first.status).toBe(200);
    expect(isPushKeyResponse(first.json)).toBe(true);
    const other = makeDirs();
    try {
      const again = await server({}, {}, dirs.dataDir);
      expect((await api(again.base, 'pushKey', {})).json).toEqual(first.json);
      const elsewhere = await server({}, {}, other.dataDir);
      expect((await api(elsewhere.base, 'pushKey', {})).json).not.toEqual(first.json);
    } finally {
      other.cleanup();
    }
  });

  test.each([
    ['an endpoint that is no URL', (b: PushSubscriptionBody) => (b.subscription.endpoint = 'not a url')],
    ['an http: endpoint', (b: PushSubscriptionBody) => (b.subscription.endpoint = 'http://push.example/abc')],
    ['an endpoint over 1 KB', (b: PushSubscriptionBody) => (b.subscription.endpoint += 'x'.repeat(1100))],
    ['a p256dh key too short', (b: PushSubscriptionBody) => (b.subscription.keys.p256dh = 'BAAA')],
    ['an auth secret too long', (b: PushSubscriptionBody) => (b.subscription.keys.auth += 'AAAA')],
    ['an unknown time zone', (b: PushSubscriptionBody) => (b.place.timeZone = 'Mars/Olympus')],
    ['an unknown method', (b: PushSubscriptionBody) => (b.place.method = 'Sundial')],
    ['a latitude beyond 90', (b: PushSubscriptionBody) => (b.place.latitude = 91)],
    ['no prayer chosen', (b: PushSubscriptionBody) => (b.prayers = [])],
    ['sunrise as a prayer', (b: PushSubscriptionBody) => (b.prayers = ['sunrise' as 'fajr'])],
    ['an unknown language', (b: PushSubscriptionBody) => (b.lang = 'de' as 'fr')],
  ])('refuses %s with 400', async (_, spoil) => {
    const b = body();
    spoil(b);
    const res = await api(app.base, 'pushSubscription', b);
    expect(res.status).toBe(400);
    expect(res.json.status).toBe('failed');
  });

  test('refuses a huge body with 413', async () => {
    const b = body({ place: { ...PARIS, name: 'x'.repeat(40_000) } });
    expect((await api(app.base, 'pushSubscription', b)).status).toBe(413);
  });

  test('saving again by endpoint updates place, language and prayers: the next push follows them', async () => {
    const first = body();
    expect((await api(app.base, 'pushSubscription', first)).json).toEqual({ status: 'success' });
    const changed = { ...first, place: { ...PARIS, name: 'باريس' }, lang: 'ar' as const, prayers: ['dhuhr' as const] };
    expect((await api(app.base, 'pushSubscription', changed)).json).toEqual({ status: 'success' });
    clock.t = times.dhuhr.getTime() + 20_000;
    await app.app.pushTick();
    expect(prayersOf(first.subscription.endpoint)).toEqual([
      expect.objectContaining({ prayer: 'dhuhr', place: 'باريس', lang: 'ar' }),
    ]);
  });

  test('unsubscribing stops the pushes, and may be repeated', async () => {
    const b = body();
    await api(app.base, 'pushSubscription', b);
    const gone = { endpoint: b.subscription.endpoint };
    expect((await api(app.base, 'pushUnsubscribe', gone)).json).toEqual({ status: 'success' });
    expect((await api(app.base, 'pushUnsubscribe', gone)).json).toEqual({ status: 'success' });
    clock.t = times.maghrib.getTime() + 20_000;
    await app.app.pushTick();
    expect(prayersOf(b.subscription.endpoint)).toEqual([]);
  });
});

test('PUSH=off: the three calls answer 404, which the app reads as "no push here"', async () => {
  const off = await server({ enabled: false });
  for (const [path, b] of [
    ['pushKey', {}],
    ['pushSubscription', body()],
    ['pushUnsubscribe', { endpoint: 'https://push.example/x' }],
  ] as const) {
    expect((await api(off.base, path, b)).status).toBe(404);
  }
});

test('keys from the environment are the ones handed out', async () => {
  const keys = webpush.generateVAPIDKeys();
  const given = await server({ vapid: { ...keys, subject: 'mailto:ops@example.org' } });
  expect((await api(given.base, 'pushKey', {})).json).toEqual({ publicKey: keys.publicKey });
});

test('subscription calls are rate limited per address, with Retry-After', async () => {
  const limited = await server({}, { pushBurst: 3, pushPerMinute: 1 });
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push(await api(limited.base, 'pushSubscription', body()));
  expect(statuses.map((s) => s.status)).toEqual([200, 200, 200, 429]);
  expect(Number(statuses[3].headers.get('retry-after'))).toBeGreaterThan(0);
});
