import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import webpush from 'web-push';
import { isPushKeyResponse, type PushSubscriptionBody } from '../../src/shared/push.ts';
import { dayTimes, type Place } from '../prayerTimes.ts';
import { addSubscriber, api, makeDirs, start, type Running } from '../testing/helpers.ts';
import { PER_SUBSCRIBER } from './store.ts';
import { openStore, type Store } from '../db.ts';
import { testDatabaseUrl } from '../testing/database.ts';
import { startTestPushService, type TestPushService } from '../testing/pushService.ts';
import type { PushOptions } from './options.ts';
import { instantOf } from './nextPrayer.ts';
import { versePayload } from './verseOfDay.ts';

const PARIS: Place = { latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris', method: 'MuslimWorldLeague' };
const times = dayTimes(PARIS, new Date('2026-03-20T00:00:00Z'));
const clock = { t: times.fajr.getTime() - 3_600_000 };

let service: TestPushService;
let reader: Store | undefined;
const dirs = makeDirs();
const running: Running[] = [];
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(async () => {
  await reader?.close();
  await Promise.all(running.map((r) => r.stop()));
  await service.close();
  dirs.cleanup();
});

async function server(push: Partial<PushOptions> = {}, limits = {}, dataDir = dirs.dataDir): Promise<Running> {
  const r = await start({
    ...dirs,
    dataDir,
    limits,
    devRoutes: true,
    push: {
      enabled: true,
      vapid: {},
      everyMs: 0,
      now: () => clock.t,
      ca: service.ca,
      policy: { hosts: [], ports: [], privateHosts: true },
      ...push,
    },
  });
  running.push(r);
  return r;
}

function body(overrides: Partial<PushSubscriptionBody> = {}): PushSubscriptionBody {
  return {
    uid: 'demo-active',
    subscription: service.subscribe(),
    place: { ...PARIS, name: 'Paris' },
    lang: 'fr',
    prayers: ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'],
    ...overrides,
  };
}

/** The row the server keeps for an endpoint (read from its database beside it), or undefined. */
async function stored(_: Running, endpoint: string) {
  reader ??= openStore({ dataDir: dirs.dataDir, databaseUrl: await testDatabaseUrl(dirs.dataDir) });
  return reader.db
    .selectFrom('push_subscriptions')
    .select(['uid', 'endpoint', 'p256dh', 'auth', 'place_name', 'latitude'])
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
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
    ['an unknown Asr', (b: PushSubscriptionBody) => (b.place.asr = 'maliki' as 'hanafi')],
    ['a latitude beyond 90', (b: PushSubscriptionBody) => (b.place.latitude = 91)],
    ['no prayer chosen, and no verse', (b: PushSubscriptionBody) => (b.prayers = [])],
    [
      'no prayer chosen, and no hour for the verse',
      (b: PushSubscriptionBody) => ((b.prayers = []), (b.verseHour = null)),
    ],
    ['the verse at hour 24', (b: PushSubscriptionBody) => (b.verseHour = 24)],
    ['the verse at hour -1', (b: PushSubscriptionBody) => (b.verseHour = -1)],
    ['the verse at hour 7.5', (b: PushSubscriptionBody) => (b.verseHour = 7.5)],
    ['the verse at hour "7"', (b: PushSubscriptionBody) => (b.verseHour = '7' as unknown as number)],
    ['sunrise as a prayer', (b: PushSubscriptionBody) => (b.prayers = ['sunrise' as 'fajr'])],
    ['an unknown language', (b: PushSubscriptionBody) => (b.lang = 'de' as 'fr')],
  ])('refuses %s with 400', async (_, spoil) => {
    const b = body();
    spoil(b);
    const res = await api(app.base, 'pushSubscription', b);
    expect(res.status).toBe(400);
    expect(res.json.status).toBe('failed');
  });

  test.each([
    ['a place name with NUL', (b: PushSubscriptionBody) => (b.place.name = 'Par\u0000is')],
    ['a place name with a control character', (b: PushSubscriptionBody) => (b.place.name = 'Paris\u001b[2J')],
    ['an endpoint with NUL', (b: PushSubscriptionBody) => (b.subscription.endpoint += '\u0000')],
    ['an endpoint with a C1 control', (b: PushSubscriptionBody) => (b.subscription.endpoint += '\u0085')],
    ['no uid', (b: PushSubscriptionBody) => delete (b as Partial<PushSubscriptionBody>).uid],
    ['a uid with NUL', (b: PushSubscriptionBody) => (b.uid = 'demo-active\u0000')],
    [
      'a p256dh of the right length that is no point on P-256',
      (b: PushSubscriptionBody) => (b.subscription.keys.p256dh = Buffer.alloc(65, 4).toString('base64url')),
    ],
    [
      'a p256dh in compressed form',
      (b: PushSubscriptionBody) => (b.subscription.keys.p256dh = Buffer.alloc(33, 2).toString('base64url')),
    ],
  ])('refuses %s with 400 (and stores nothing)', async (_, spoil) => {
    const b = body();
    spoil(b);
    const res = await api(app.base, 'pushSubscription', b);
    expect(res.status).toBe(400);
    expect(
      await stored(app, b.subscription.endpoint.replaceAll('\u0000', '').replaceAll('\u0085', '')),
    ).toBeUndefined();
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
    const gone = { uid: b.uid, endpoint: b.subscription.endpoint };
    expect((await api(app.base, 'pushUnsubscribe', gone)).json).toEqual({ status: 'success' });
    expect((await api(app.base, 'pushUnsubscribe', gone)).json).toEqual({ status: 'success' });
    clock.t = times.maghrib.getTime() + 20_000;
    await app.app.pushTick();
    expect(prayersOf(b.subscription.endpoint)).toEqual([]);
  });

  test('the verse of the day alone, at the hour of the place’s clock, in the subscriber’s language', async () => {
    const only = body({ prayers: [], verseHour: 21, lang: 'en' });
    expect((await api(app.base, 'pushSubscription', only)).json).toEqual({ status: 'success' });
    const day = new Date(times.dhuhr).toISOString().slice(0, 10);
    // 21:00 in Paris that day (winter or summer time alike: the place's clock decides).
    const before = clock.t;
    clock.t = instantOf(PARIS.timeZone, Date.parse(`${day}T21:00:00Z`)) + 20_000;
    try {
      await app.app.pushTick();
      expect(prayersOf(only.subscription.endpoint)).toEqual([versePayload(day, 'en')]);
    } finally {
      clock.t = before;
    }
  });
});

describe('push belongs to subscribers', () => {
  let app: Running;
  beforeAll(async () => {
    app = await server({}, { pushBurst: 100 });
  });

  test('only an active subscriber can save one: inactive and unknown uids get 403, nothing stored', async () => {
    for (const uid of ['demo-inactive', 'never-subscribed']) {
      const b = body({ uid });
      const res = await api(app.base, 'pushSubscription', b);
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ status: 'failed', message: expect.any(String) });
      expect(await stored(app, b.subscription.endpoint)).toBeUndefined();
    }
  });

  test('an endpoint is changed or removed only by the uid that saved it', async () => {
    await addSubscriber(app.base, 'owner-1', 'active');
    await addSubscriber(app.base, 'other-1', 'active');
    const mine = body({ uid: 'owner-1' });
    expect((await api(app.base, 'pushSubscription', mine)).status).toBe(200);
    const before = await stored(app, mine.subscription.endpoint);

    // Someone who learnt the endpoint: new keys, another place, under their own uid.
    const theirs = body({ uid: 'other-1', place: { ...PARIS, name: 'Ailleurs' } });
    const hijack = { ...theirs, subscription: { ...theirs.subscription, endpoint: mine.subscription.endpoint } };
    const res = await api(app.base, 'pushSubscription', hijack);
    expect(res.status).toBe(403);
    expect(await stored(app, mine.subscription.endpoint)).toEqual(before);

    // Their unsubscribe answers as any unsubscribe does (no one learns whose it is) and removes nothing.
    const gone = await api(app.base, 'pushUnsubscribe', { uid: 'other-1', endpoint: mine.subscription.endpoint });
    expect(gone.json).toEqual({ status: 'success' });
    expect(await stored(app, mine.subscription.endpoint)).toEqual(before);

    // The owner still can.
    expect(
      (await api(app.base, 'pushUnsubscribe', { uid: 'owner-1', endpoint: mine.subscription.endpoint })).json,
    ).toEqual({
      status: 'success',
    });
    expect(await stored(app, mine.subscription.endpoint)).toBeUndefined();
  });

  test('unsubscribing from the service removes every push subscription of that subscriber', async () => {
    await addSubscriber(app.base, 'leaver-1', 'active');
    await addSubscriber(app.base, 'stayer-1', 'active');
    const phone = body({ uid: 'leaver-1' });
    const tablet = body({ uid: 'leaver-1' });
    const neighbour = body({ uid: 'stayer-1' });
    for (const b of [phone, tablet, neighbour]) await api(app.base, 'pushSubscription', b);
    expect((await api(app.base, 'unsubscribe', { uid: 'leaver-1' })).json).toMatchObject({ status: 'success' });
    expect(await stored(app, phone.subscription.endpoint)).toBeUndefined();
    expect(await stored(app, tablet.subscription.endpoint)).toBeUndefined();
    expect(await stored(app, neighbour.subscription.endpoint)).toBeDefined();
  });

  test('a check that finds the subscriber no longer active removes their push subscriptions', async () => {
    await addSubscriber(app.base, 'lapsing-1', 'active');
    const b = body({ uid: 'lapsing-1' });
    await api(app.base, 'pushSubscription', b);
    await addSubscriber(app.base, 'lapsing-1', 'inactive');
    expect((await api(app.base, 'checkSub', { uid: 'lapsing-1' })).json).toMatchObject({ subStatus: 'inactive' });
    expect(await stored(app, b.subscription.endpoint)).toBeUndefined();
  });

  test('the scheduler sends only to active subscribers, and forgets the others’ subscriptions', async () => {
    await addSubscriber(app.base, 'quiet-1', 'active');
    await addSubscriber(app.base, 'loud-1', 'active');
    const lapsed = body({ uid: 'quiet-1', prayers: ['isha'] });
    const active = body({ uid: 'loud-1', prayers: ['isha'] });
    for (const b of [lapsed, active]) await api(app.base, 'pushSubscription', b);
    // Lapsed at the operator, and no check came since: only the scheduler can notice.
    await addSubscriber(app.base, 'quiet-1', 'inactive');
    clock.t = times.isha.getTime() + 20_000;
    await app.app.pushTick();
    expect(prayersOf(lapsed.subscription.endpoint)).toEqual([]);
    expect(prayersOf(active.subscription.endpoint)).toEqual([expect.objectContaining({ prayer: 'isha' })]);
    expect(await stored(app, lapsed.subscription.endpoint)).toBeUndefined();
  });

  test(`a subscriber keeps at most ${PER_SUBSCRIBER} push subscriptions: a new phone replaces the oldest`, async () => {
    await addSubscriber(app.base, 'many-1', 'active');
    const phones = Array.from({ length: PER_SUBSCRIBER + 2 }, () => body({ uid: 'many-1' }));
    for (const b of phones) {
      expect((await api(app.base, 'pushSubscription', b)).status).toBe(200);
      clock.t += 1000; // saved one after the other
    }
    const kept = await Promise.all(phones.map((b) => stored(app, b.subscription.endpoint)));
    expect(kept.map(Boolean)).toEqual([false, false, ...Array(PER_SUBSCRIBER).fill(true)]);
  });
});

test('PUSH=off: the three calls answer 404, which the app reads as "no push here"', async () => {
  const off = await server({ enabled: false });
  for (const [path, b] of [
    ['pushKey', {}],
    ['pushSubscription', body()],
    ['pushUnsubscribe', { uid: 'demo-active', endpoint: 'https://push.example/x' }],
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
