import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUSH_PRAYERS, isPrayerPushPayload, type PushPrayer } from '../../src/shared/push.ts';
import { openStore, type Store } from '../db.ts';
import { dayTimes, followsNearerLatitude, zoneClock, type Place } from '../prayerTimes.ts';
import { testDatabaseUrl } from '../testing/database.ts';
import { startTestPushService, type TestPushService } from '../testing/pushService.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';
import { createSend } from './deliver.ts';
import { saveSubscription } from './store.ts';
import { instantOf } from './nextPrayer.ts';
import { versePayload } from './verseOfDay.ts';
import { readVersesOfDay } from '../../content/catalogue.ts';
import { loadVapidKeys } from './vapid.ts';

// The scheduler against the fake push service (which verifies VAPID and decrypts each body),
// on a clock the test turns: every 20 s of a day, as the loop of a running server would.

const STEP = 20_000;
const MINUTE = 60_000;
const PARIS: Place = { latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris', method: 'MuslimWorldLeague' };
const JAKARTA: Place = { latitude: -6.2088, longitude: 106.8456, timeZone: 'Asia/Jakarta', method: 'Kemenag' };
// Polar night: the sun does not rise at Tromsø in mid-December; times follow a nearer latitude.
const TROMSO: Place = { latitude: 69.6492, longitude: 18.9553, timeZone: 'Europe/Oslo', method: 'MuslimWorldLeague' };

let service: TestPushService;
const dirs: string[] = [];
const stores: Store[] = [];
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await service.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function openDb(dir?: string): Promise<{ store: Store; dir: string }> {
  const dataDir = dir ?? mkdtempSync(join(tmpdir(), 'nour-push-'));
  if (!dir) dirs.push(dataDir);
  const store = openStore({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  stores.push(store);
  await store.ready();
  return { store, dir: dataDir };
}

/** A scheduler on `store` whose clock is `clock.t`; each tick stamps new deliveries with the clock. */
async function schedulerOn(
  store: Store,
  clock: { t: number },
): Promise<Scheduler & { run(until: number): Promise<void> }> {
  const vapid = await loadVapidKeys(store.db, {});
  const send = createSend({ vapid, ttlSeconds: 600, ca: service.ca, policy: { privateHosts: true } });
  const onError = (err: unknown) => {
    throw err;
  };
  const s = createScheduler({ db: store.db, engine: store.engine, send, now: () => clock.t, onError });
  return Object.assign(s, {
    async run(until: number) {
      for (; clock.t <= until; clock.t += STEP) {
        const before = service.deliveries.length;
        await s.tick();
        for (const d of service.deliveries.slice(before)) stamps.set(d, clock.t);
      }
    },
  });
}
const stamps = new Map<object, number>();

const UTC_DAY = (iso: string) => new Date(`${iso}T00:00:00Z`);
const minute = (d: Date) => Math.floor(d.getTime() / MINUTE) * MINUTE;
const deliveriesTo = (endpoint: string) => service.deliveries.filter((d) => endpoint.endsWith(`/${d.id}`));

async function subscribe(
  store: Store,
  place: Place,
  name: string,
  lang: 'fr' | 'en' | 'ar',
  at: number,
  prayers: PushPrayer[] = [...PUSH_PRAYERS],
  verseHour: number | null = null,
) {
  const subscription = service.subscribe();
  // Each its own active subscriber: push belongs to subscribers.
  const uid = `push-${subscription.endpoint.slice(-16)}`;
  await store.upsertSubscriber(uid, 'active', '');
  await saveSubscription(store.db, { uid, subscription, place: { ...place, name }, lang, prayers, verseHour }, at);
  return Object.assign(subscription, { uid });
}

describe.each([
  ['Paris', PARIS, 'Paris', 'fr', '2026-03-15'],
  ['Jakarta', JAKARTA, 'Jakarta', 'en', '2026-11-28'],
  ['Tromsø', TROMSO, 'ترومسو', 'ar', '2026-12-15'],
] as const)('a whole day in %s', (_, place, name, lang, day) => {
  test('each prayer once, in order, within a minute, decrypted with its time, place and language', async () => {
    const { store } = await openDb();
    const times = dayTimes(place, UTC_DAY(day));
    // Tromsø's day is polar (no sunrise), Paris's and Jakarta's are not.
    expect(followsNearerLatitude(place, UTC_DAY(day))).toBe(place === TROMSO);
    const clock = { t: minute(times.fajr) - 3 * 3_600_000 };
    // Subscribed the evening before, app never opened that day.
    const sub = await subscribe(store, place, name, lang, clock.t);
    const scheduler = await schedulerOn(store, clock);
    await scheduler.run(minute(times.isha) + 30 * MINUTE);

    const got = deliveriesTo(sub.endpoint);
    expect(service.errors).toEqual([]);
    expect(got.map((d) => (d.payload as { prayer: string }).prayer)).toEqual([...PUSH_PRAYERS]);
    for (const d of got) {
      expect(isPrayerPushPayload(d.payload)).toBe(true);
      const p = d.payload as { prayer: PushPrayer; time: string; at: string; place: string; lang: string };
      const at = minute(times[p.prayer]);
      expect(p).toMatchObject({
        place: name,
        lang,
        at: new Date(at).toISOString(),
        time: zoneClock(place.timeZone)!.format(at),
      });
      expect(stamps.get(d)! - at).toBeGreaterThanOrEqual(0);
      expect(stamps.get(d)! - at).toBeLessThanOrEqual(MINUTE);
      expect(d).toMatchObject({ urgency: 'high', topic: 'prayer' });
      expect(d.ttl).toBeLessThanOrEqual(15 * 60);
    }
    expect(scheduler.counters).toMatchObject({ sent: 5, dropped: 0, retried: 0, gone: 0 });
  }, 120_000);
});

test('a Hanafi subscriber is told at the Hanafi Asr, later than the standard one', async () => {
  const { store } = await openDb();
  const karachi: Place = { latitude: 24.8607, longitude: 67.0011, timeZone: 'Asia/Karachi', method: 'Karachi' };
  const hanafi: Place = { ...karachi, asr: 'hanafi' };
  const day = UTC_DAY('2026-03-15');
  const asr = minute(dayTimes(hanafi, day).asr);
  expect(asr - minute(dayTimes(karachi, day).asr)).toBeGreaterThan(30 * MINUTE);
  const clock = { t: asr - 2 * 3_600_000 };
  const sub = await subscribe(store, hanafi, 'Karachi', 'en', clock.t, ['asr']);
  await (await schedulerOn(store, clock)).run(asr + 2 * MINUTE);
  const got = deliveriesTo(sub.endpoint);
  expect(got).toHaveLength(1);
  expect(got[0].payload).toMatchObject({ prayer: 'asr', at: new Date(asr).toISOString() });
  expect(stamps.get(got[0])! - asr).toBeGreaterThanOrEqual(0);
}, 60_000);

test('only the chosen prayers are sent', async () => {
  const { store } = await openDb();
  const times = dayTimes(PARIS, UTC_DAY('2026-06-21'));
  const clock = { t: minute(times.fajr) - 3_600_000 };
  const sub = await subscribe(store, PARIS, 'Paris', 'fr', clock.t, ['fajr', 'maghrib']);
  await (await schedulerOn(store, clock)).run(minute(times.isha) + MINUTE);
  expect(deliveriesTo(sub.endpoint).map((d) => (d.payload as { prayer: string }).prayer)).toEqual(['fajr', 'maghrib']);
}, 60_000);

test('a restart in the middle of the day sends nothing twice, even a crash between sending and recording', async () => {
  const { store, dir } = await openDb();
  const times = dayTimes(PARIS, UTC_DAY('2026-03-16'));
  const clock = { t: minute(times.fajr) - 3_600_000 };
  const sub = await subscribe(store, PARIS, 'Paris', 'fr', clock.t);
  const first = await schedulerOn(store, clock);
  await first.run(minute(times.asr) + 2 * MINUTE);
  await first.stop();
  // As if the instance died after Asr went out but before it recorded the next prayer.
  await store.db
    .updateTable('push_subscriptions')
    .set({ prayer: 'asr', prayer_at: minute(times.asr), due_at: minute(times.asr), attempt: 0, claimed_until: 0 })
    .execute();
  await store.close();
  const reopened = (await openDb(dir)).store;
  await (await schedulerOn(reopened, clock)).run(minute(times.isha) + MINUTE);
  expect(deliveriesTo(sub.endpoint).map((d) => (d.payload as { prayer: string }).prayer)).toEqual([...PUSH_PRAYERS]);
}, 60_000);

test('410 from the push service deletes the subscription; 404 too', async () => {
  const { store } = await openDb();
  const times = dayTimes(PARIS, UTC_DAY('2026-03-17'));
  const clock = { t: minute(times.fajr) - MINUTE };
  const gone = await subscribe(store, PARIS, 'Paris', 'fr', clock.t);
  const missing = await subscribe(store, PARIS, 'Paris', 'fr', clock.t);
  service.answer(gone.endpoint, [{ status: 410 }]);
  service.answer(missing.endpoint, [{ status: 404 }]);
  const scheduler = await schedulerOn(store, clock);
  await scheduler.run(minute(times.dhuhr) + MINUTE);
  expect(deliveriesTo(gone.endpoint).length + deliveriesTo(missing.endpoint).length).toBe(0);
  expect(await store.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);
  expect(scheduler.counters.gone).toBe(2);
}, 60_000);

test('429 (Retry-After) and 500 are retried, then it goes out once, still in time', async () => {
  const { store } = await openDb();
  const times = dayTimes(JAKARTA, UTC_DAY('2026-11-29'));
  const clock = { t: minute(times.fajr) - MINUTE };
  const sub = await subscribe(store, JAKARTA, 'Jakarta', 'en', clock.t, ['fajr']);
  service.answer(sub.endpoint, [{ status: 429, retryAfter: 40 }, { status: 500 }]);
  const scheduler = await schedulerOn(store, clock);
  await scheduler.run(minute(times.fajr) + 3 * MINUTE);
  const got = deliveriesTo(sub.endpoint);
  expect(got.map((d) => (d.payload as { prayer: string }).prayer)).toEqual(['fajr']);
  // Not before the 40 s the push service asked for.
  expect(stamps.get(got[0])! - minute(times.fajr)).toBeGreaterThanOrEqual(40_000);
  expect(scheduler.counters).toMatchObject({ sent: 1, retried: 2, dropped: 0 });
}, 60_000);

test('a push service that keeps failing: dropped after the bounded attempts, the next prayer still goes', async () => {
  const { store } = await openDb();
  const times = dayTimes(JAKARTA, UTC_DAY('2026-11-30'));
  const clock = { t: minute(times.fajr) - MINUTE };
  const sub = await subscribe(store, JAKARTA, 'Jakarta', 'en', clock.t, ['fajr', 'dhuhr']);
  service.answer(
    sub.endpoint,
    Array.from({ length: 4 }, () => ({ status: 503, retryAfter: 5 })),
  );
  const scheduler = await schedulerOn(store, clock);
  await scheduler.run(minute(times.dhuhr) + MINUTE);
  expect(deliveriesTo(sub.endpoint).map((d) => (d.payload as { prayer: string }).prayer)).toEqual(['dhuhr']);
  expect(scheduler.counters).toMatchObject({ sent: 1, retried: 3, dropped: 1 });
}, 60_000);

test('a notification beyond the late window (server down at the time) is dropped and counted, not sent', async () => {
  const { store } = await openDb();
  const times = dayTimes(PARIS, UTC_DAY('2026-03-18'));
  const clock = { t: minute(times.fajr) - MINUTE };
  const sub = await subscribe(store, PARIS, 'Paris', 'fr', clock.t);
  const scheduler = await schedulerOn(store, clock);
  clock.t = minute(times.fajr) + 20 * MINUTE; // the server was down through Fajr
  await scheduler.run(minute(times.dhuhr) + MINUTE);
  expect(deliveriesTo(sub.endpoint).map((d) => (d.payload as { prayer: string }).prayer)).toEqual(['dhuhr']);
  expect(scheduler.counters).toMatchObject({ sent: 1, dropped: 1 });
}, 60_000);

test('the verse of the day at the hour picked, once a day, the verse home shows that day, beside the prayers', async () => {
  const { store } = await openDb();
  const verses = readVersesOfDay();
  const at7 = (day: string) => instantOf(JAKARTA.timeZone, Date.parse(`${day}T07:00:00Z`));
  const clock = { t: at7('2026-12-01') - 10 * MINUTE };
  const sub = await subscribe(store, JAKARTA, 'Jakarta', 'ar', clock.t, ['maghrib'], 7);
  const scheduler = await schedulerOn(store, clock);
  await scheduler.run(at7('2026-12-01') + 2 * MINUTE);
  // Maghrib went by with nothing due between: the next morning's verse is the next thing sent.
  clock.t = at7('2026-12-02') - 2 * MINUTE;
  const maghrib = minute(dayTimes(JAKARTA, UTC_DAY('2026-12-01')).maghrib);
  expect(clock.t).toBeGreaterThan(maghrib);
  clock.t = maghrib - MINUTE;
  await scheduler.run(maghrib + MINUTE);
  clock.t = at7('2026-12-02') - 2 * MINUTE;
  await scheduler.run(at7('2026-12-02') + 2 * MINUTE);

  const got = deliveriesTo(sub.endpoint);
  expect(got.map((d) => (d.payload as { kind: string }).kind)).toEqual(['verse', 'prayer', 'verse']);
  for (const [d, day] of [
    [got[0], '2026-12-01'],
    [got[2], '2026-12-02'],
  ] as const) {
    expect(d.payload).toEqual(versePayload(day, 'ar'));
    // Home on a phone in Jakarta that day shows the same verse.
    const home = verses[Math.floor(Date.parse(`${day}T12:00:00Z`) / 86_400_000) % verses.length];
    expect(d.payload).toMatchObject({ chapter: home.chapter, verse: home.verse, ar: home.ar, name: home.name.ar });
    expect(stamps.get(d)! - at7(day)).toBeGreaterThanOrEqual(0);
    expect(stamps.get(d)! - at7(day)).toBeLessThanOrEqual(MINUTE);
    expect(d).toMatchObject({ urgency: 'normal', topic: 'verse' });
  }
  expect(got[0].payload).not.toEqual(got[2].payload);
}, 60_000);
