import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Renewal } from './renewal.ts';

/**
 * The worker's script as the browser runs it, against a stand-in for the worker's global: its
 * listeners are taken as it registers them, then given events with a waitUntil that is awaited.
 * Chromium offers no way to fire pushsubscriptionchange from outside (and a synthetic event's
 * waitUntil throws), so this is where the renewal is shown.
 */
type Listener = (event: { waitUntil(p: Promise<unknown>): void } & Record<string, unknown>) => void;

const listeners = new Map<string, Listener>();
const cache = new Map<string, string>();
const subscribe = vi.fn();
const fetchCalls: { url: string; init: RequestInit }[] = [];
let answerStatus = 200;

async function fire(type: string, fields: Record<string, unknown>): Promise<void> {
  const work: Promise<unknown>[] = [];
  listeners.get(type)!({ ...fields, waitUntil: (p) => work.push(p) });
  await Promise.all(work);
}

const renewal: Renewal = {
  url: 'https://app.example/api/pushSubscription',
  headers: { 'Content-Type': 'application/json', Language: 'ar' },
  body: {
    uid: 'subscriber-7',
    subscription: { endpoint: 'https://push.example/old', keys: { p256dh: 'old-key', auth: 'old-auth' } },
    place: { latitude: 21.42, longitude: 39.83, timeZone: 'Asia/Riyadh', method: 'UmmAlQura', name: 'مكة' },
    lang: 'ar',
    prayers: ['fajr', 'isha'],
  },
  publicKey: 'BPUBLIC',
};
const unsubscribed: string[] = [];
const replacement = (endpoint: string) => ({
  toJSON: () => ({ endpoint, keys: { p256dh: `${endpoint}-p256dh`, auth: `${endpoint}-auth` } }),
  unsubscribe: async () => unsubscribed.push(endpoint) > 0,
});

beforeEach(async () => {
  vi.resetModules();
  listeners.clear();
  cache.clear();
  fetchCalls.length = 0;
  unsubscribed.length = 0;
  answerStatus = 200;
  subscribe.mockReset().mockResolvedValue(replacement('https://push.example/renewed'));
  vi.stubGlobal('__PUSH_STRINGS__', {});
  vi.stubGlobal('self', {
    location: { origin: 'https://app.example' },
    registration: { pushManager: { subscribe } },
    clients: { matchAll: async () => [], openWindow: async () => null },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  });
  vi.stubGlobal('caches', {
    open: async () => ({
      put: async (key: string, response: Response) => void cache.set(key, await response.text()),
      match: async (key: string) => (cache.has(key) ? new Response(cache.get(key)) : undefined),
    }),
    delete: async () => cache.clear(),
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    fetchCalls.push({ url, init });
    return new Response('{}', { status: answerStatus });
  });
  await import('./push.ts');
});

afterEach(() => vi.unstubAllGlobals());

const keep = () => cache.set('/__push-renewal', JSON.stringify(renewal));
const kept = () => JSON.parse(cache.get('/__push-renewal')!) as Renewal;

describe('pushsubscriptionchange', () => {
  test('with the browser’s replacement: sends it to the server with the uid, place, language and prayers kept', async () => {
    keep();
    await fire('pushsubscriptionchange', { newSubscription: replacement('https://push.example/new') });
    expect(subscribe).not.toHaveBeenCalled();
    expect(fetchCalls).toHaveLength(1);
    expect(fetchCalls[0].url).toBe(renewal.url);
    expect(fetchCalls[0].init.headers).toEqual(renewal.headers);
    expect(JSON.parse(fetchCalls[0].init.body as string)).toEqual({
      ...renewal.body,
      subscription: {
        endpoint: 'https://push.example/new',
        keys: { p256dh: 'https://push.example/new-p256dh', auth: 'https://push.example/new-auth' },
      },
    });
    // In the name of the subscriber who saved it: the server changes a subscription only for its owner.
    expect(JSON.parse(fetchCalls[0].init.body as string).uid).toBe('subscriber-7');
    // The next renewal starts from this one.
    expect(kept().body.subscription.endpoint).toBe('https://push.example/new');
  });

  test('without one: subscribes again with the same key, then tells the server', async () => {
    keep();
    await fire('pushsubscriptionchange', { newSubscription: null });
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'BPUBLIC' });
    expect(JSON.parse(fetchCalls[0].init.body as string).subscription.endpoint).toBe('https://push.example/renewed');
  });

  test('the server failing: what is kept stays the last one it took', async () => {
    keep();
    answerStatus = 503;
    await fire('pushsubscriptionchange', { newSubscription: replacement('https://push.example/new') });
    expect(fetchCalls).toHaveLength(1);
    expect(kept().body.subscription.endpoint).toBe('https://push.example/old');
    expect(unsubscribed).toEqual([]);
  });

  test('the server refusing (403, no longer an active subscriber): the new subscription and the renewal go', async () => {
    keep();
    answerStatus = 403;
    await fire('pushsubscriptionchange', { newSubscription: replacement('https://push.example/new') });
    expect(fetchCalls).toHaveLength(1);
    expect(unsubscribed).toEqual(['https://push.example/new']);
    expect(cache.size).toBe(0);
  });

  test('a renewal kept before subscriptions had owners (no uid): the server is not asked, the page sends it next visit', async () => {
    const { uid: _, ...ownerless } = renewal.body;
    cache.set('/__push-renewal', JSON.stringify({ ...renewal, body: ownerless }));
    await fire('pushsubscriptionchange', { newSubscription: null });
    // Subscribed again all the same, so the page finds a subscription to send.
    expect(subscribe).toHaveBeenCalledOnce();
    expect(fetchCalls).toHaveLength(0);
  });

  test('never subscribed (or turned off): nothing is asked of anyone', async () => {
    await fire('pushsubscriptionchange', { newSubscription: replacement('https://push.example/new') });
    expect(subscribe).not.toHaveBeenCalled();
    expect(fetchCalls).toHaveLength(0);
  });
});
