import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueue, flushQueue, queueEvent, QUEUE_LIMIT, resetEventQueue, verdictOf } from './eventQueue.ts';
import { getItem, useBackend } from './storage.ts';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

/** A fake events endpoint: answers each body with the status `answer` gives, records what it received. */
function fakeServer(answer: (body: string, attempt: number) => number | 'network' | Promise<number>) {
  const received: string[] = [];
  const accepted: string[] = [];
  const attempts = new Map<string, number>();
  const fetch = vi.fn(async (_url: string, init: { body: string }) => {
    const n = (attempts.get(init.body) ?? 0) + 1;
    attempts.set(init.body, n);
    received.push(init.body);
    const status = await answer(init.body, n);
    if (status === 'network') throw new TypeError('Failed to fetch');
    if (status >= 200 && status < 300) accepted.push(init.body);
    const headers = new Headers(status === 429 ? { 'Retry-After': '5' } : {});
    return new Response(null, { status, headers });
  });
  vi.stubGlobal('fetch', fetch);
  return { received, accepted, fetch };
}

const queued = () => getItem<string[]>('eventQueue', { defaultValue: [] });

beforeEach(() => {
  useBackend(memory());
  resetEventQueue();
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useBackend(null);
});

describe('what a send attempt means', () => {
  it('retries network errors, 5xx and 429 only; drops other refusals', () => {
    expect(['network', 500, 503, 429].map((s) => verdictOf(s as number | 'network'))).toEqual(Array(4).fill('retry'));
    expect([400, 401, 404, 413].map(verdictOf)).toEqual(Array(4).fill('refused'));
    expect([200, 204].map(verdictOf)).toEqual(['accepted', 'accepted']);
  });
});

describe('event queue', () => {
  it('keeps at most the newest QUEUE_LIMIT events', () => {
    let queue: string[] = [];
    for (let i = 0; i < QUEUE_LIMIT + 5; i++) queue = enqueue(queue, String(i));
    expect(queue).toHaveLength(QUEUE_LIMIT);
    expect(queue[0]).toBe('5');
    expect(queue.at(-1)).toBe(String(QUEUE_LIMIT + 4));
  });

  it('drops an event the server refuses (400, 413) and sends the ones after it', async () => {
    const server = fakeServer((body) => (body === 'bad' ? 400 : body === 'huge' ? 413 : 200));
    await queueEvent('bad');
    await queueEvent('huge');
    await queueEvent('good');
    expect(server.accepted).toEqual(['good']);
    expect(queued()).toEqual([]);
  });

  it('keeps events through a 5xx or a network error and sends them, in order, after a backoff', async () => {
    const server = fakeServer((body, n) => (n === 1 ? (body === 'a' ? 503 : 'network') : 200));
    await queueEvent('a');
    expect(queued()).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.accepted).toEqual(['a']);
    await queueEvent('b');
    expect(queued()).toEqual(['b']);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.accepted).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.accepted).toEqual(['a', 'b']);
    expect(queued()).toEqual([]);
  });

  it('waits as long as a 429 Retry-After asks', async () => {
    const server = fakeServer((_, n) => (n === 1 ? 429 : 200));
    await queueEvent('a');
    await vi.advanceTimersByTimeAsync(4999);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.accepted).toEqual(['a']);
  });

  it('loses no event queued while another is on its way, and sends none twice', async () => {
    let release!: () => void;
    const gate = new Promise<number>((resolve) => (release = () => resolve(200)));
    const server = fakeServer((body) => (body === 'first' ? gate : 200));
    const first = queueEvent('first');
    const second = queueEvent('second');
    const again = flushQueue();
    expect(queued()).toEqual(['first', 'second']);
    release();
    await Promise.all([first, second, again]);
    expect(server.received).toEqual(['first', 'second']);
    expect(server.accepted).toEqual(['first', 'second']);
    expect(queued()).toEqual([]);
  });

  it('removes an accepted event only after the server accepted it', async () => {
    let release!: () => void;
    const gate = new Promise<number>((resolve) => (release = () => resolve(204)));
    fakeServer(() => gate);
    const sending = queueEvent('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(queued()).toEqual(['a']);
    release();
    await sending;
    expect(queued()).toEqual([]);
  });
});
