import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { memoryStore, setItem, useBackend } from '../../../lib/storage.ts';
import type { Renewal } from '../../../sw/renewal.ts';
import { turnOff, turnOn, update, type PushWish } from './subscribe.ts';

/**
 * The page's side of a push subscription against stand-ins for the browser (its worker's
 * PushManager, which like the browser's hands back the subscription it holds, and the Cache API)
 * and for the API: what each call names, and what is left in the browser when the server refuses.
 */

interface FakeSubscription {
  endpoint: string;
  toJSON(): { endpoint: string; keys: { p256dh: string; auth: string } };
  unsubscribe(): Promise<boolean>;
}

let held: FakeSubscription | null;
let made = 0;
const letGo: string[] = [];
const cache = new Map<string, string>();
const calls: { path: string; body: Record<string, unknown> }[] = [];
let answers: Record<string, number>;

function subscription(endpoint: string): FakeSubscription {
  const self: FakeSubscription = {
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: `${endpoint}-p256dh`, auth: `${endpoint}-auth` } }),
    unsubscribe: async () => {
      letGo.push(endpoint);
      if (held === self) held = null;
      return true;
    },
  };
  return self;
}

const pushManager = {
  subscribe: vi.fn(async () => (held ??= subscription(`https://push.example/${++made}`))),
  getSubscription: async () => held,
};
const PUBLIC_KEY = 'B'.repeat(87);
const wish: PushWish = {
  place: { latitude: 21.42, longitude: 39.83, timeZone: 'Asia/Riyadh', method: 'UmmAlQura', name: 'Makkah' },
  lang: 'en',
  prayers: ['fajr', 'isha'],
  verseHour: 8,
};
const kept = () => (cache.has('/__push-renewal') ? (JSON.parse(cache.get('/__push-renewal')!) as Renewal) : null);
const sent = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

beforeEach(() => {
  useBackend(memoryStore());
  setItem('uid', 'subscriber-1');
  held = null;
  made = 0;
  letGo.length = 0;
  cache.clear();
  calls.length = 0;
  answers = {};
  pushManager.subscribe.mockClear();
  vi.stubGlobal('navigator', { onLine: true, serviceWorker: { ready: Promise.resolve({ pushManager }) } });
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' });
  vi.stubGlobal('location', { href: 'https://app.example/4' });
  vi.stubGlobal('caches', {
    open: async () => ({
      put: async (key: string, response: Response) => void cache.set(key, await response.text()),
      match: async (key: string) => (cache.has(key) ? new Response(cache.get(key)) : undefined),
    }),
    delete: async () => cache.clear(),
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.split('/').pop()!;
    calls.push({ path, body: JSON.parse(init.body as string) as Record<string, unknown> });
    const status = answers[path] ?? 200;
    if (status !== 200) return Response.json({ status: 'failed', message: 'no' }, { status });
    return Response.json(path === 'pushKey' ? { publicKey: PUBLIC_KEY } : { status: 'success' });
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  useBackend(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('turning on', () => {
  test('the subscription is sent with the uid, and kept for the worker’s renewal with it', async () => {
    expect(await turnOn(wish)).toEqual({ ok: true });
    expect(sent('pushSubscription')).toEqual([{ uid: 'subscriber-1', subscription: held!.toJSON(), ...wish }]);
    expect(kept()?.body.uid).toBe('subscriber-1');
    expect(kept()?.url).toBe('https://app.example/api/pushSubscription');
  });

  test('refused as not an active subscriber’s (403): its own outcome, nothing left in the browser', async () => {
    answers.pushSubscription = 403;
    expect(await turnOn(wish)).toEqual({ ok: false, reason: 'notSubscribed' });
    expect(letGo).toEqual(['https://push.example/1']);
    expect(held).toBeNull();
    expect(kept()).toBeNull();
  });

  test('another failure is still a failure, and leaves nothing either', async () => {
    answers.pushSubscription = 500;
    expect(await turnOn(wish)).toEqual({ ok: false, reason: 'failed' });
    expect(held).toBeNull();
  });

  test('no uid on the phone: not a subscriber, nothing asked of anyone', async () => {
    useBackend(memoryStore());
    expect(await turnOn(wish)).toEqual({ ok: false, reason: 'notSubscribed' });
    expect(calls).toEqual([]);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  test('the browser still holding someone else’s subscription (the phone changed hands): a new one of this subscriber’s own', async () => {
    await turnOn(wish);
    setItem('uid', 'subscriber-2');
    expect(await turnOn(wish)).toEqual({ ok: true });
    expect(letGo).toEqual(['https://push.example/1']);
    expect(sent('pushSubscription').at(-1)).toMatchObject({
      uid: 'subscriber-2',
      subscription: { endpoint: 'https://push.example/2' },
    });
    expect(kept()?.body).toMatchObject({ uid: 'subscriber-2', subscription: { endpoint: 'https://push.example/2' } });
  });
});

describe('updating what the server holds', () => {
  test('sent again with the uid; the same subscriber’s subscription is kept', async () => {
    await turnOn(wish);
    expect(await update({ ...wish, prayers: ['fajr'] })).toEqual({ ok: true });
    expect(sent('pushSubscription').at(-1)).toMatchObject({
      uid: 'subscriber-1',
      subscription: { endpoint: 'https://push.example/1' },
      prayers: ['fajr'],
    });
    expect(letGo).toEqual([]);
  });

  test('refused (403, no longer active): the browser lets its subscription and the renewal go', async () => {
    await turnOn(wish);
    answers.pushSubscription = 403;
    expect(await update(wish)).toEqual({ ok: false, reason: 'notSubscribed' });
    expect(held).toBeNull();
    expect(kept()).toBeNull();
  });

  test('failing otherwise: the subscription stays, to be sent again', async () => {
    await turnOn(wish);
    answers.pushSubscription = 500;
    expect(await update(wish)).toEqual({ ok: false, reason: 'failed' });
    expect(held?.endpoint).toBe('https://push.example/1');
  });
});

test('turning off: the browser lets go first, then the server is told whose endpoint it was', async () => {
  await turnOn(wish);
  await turnOff();
  expect(held).toBeNull();
  expect(kept()).toBeNull();
  expect(sent('pushUnsubscribe')).toEqual([{ uid: 'subscriber-1', endpoint: 'https://push.example/1' }]);
});
