import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIZING_AT_ONCE, sizeAtTap, sizeOf } from './keepSize.ts';

/**
 * A media host whose HEAD answers each come after `delay` ms, and that counts what it is asked;
 * `onAsk` runs as each request arrives, with how many came so far.
 */
function host(sizes: Record<string, number | 'fail' | 'missing'>, delay = 5, onAsk?: (n: number) => void) {
  const seen = { asked: [] as string[], inFlight: 0, most: 0 };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    expect(init.method).toBe('HEAD');
    seen.asked.push(url);
    onAsk?.(seen.asked.length);
    seen.most = Math.max(seen.most, ++seen.inFlight);
    try {
      // An aborted request ends at once, as the browser's does.
      await new Promise((resolve, reject) => {
        setTimeout(resolve, delay);
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    } finally {
      seen.inFlight--;
    }
    const size = sizes[url];
    if (size === 'fail') throw new TypeError('Failed to fetch');
    if (size === 'missing') return new Response(null, { status: 404 });
    return new Response(null, { headers: { 'content-length': String(size) } });
  });
  return seen;
}

const files = Array.from({ length: 40 }, (_, i) => `/media/dua/fr/${i + 1}.mp3`);

afterEach(() => vi.unstubAllGlobals());

describe('sizeOf', () => {
  it('adds every file’s length, asking each once and never more than a browser’s six at once', async () => {
    const seen = host(Object.fromEntries(files.map((f, i) => [f, 1000 + i])));
    expect(await sizeOf(files)).toBe(40 * 1000 + (39 * 40) / 2);
    expect([...seen.asked].sort()).toEqual([...files].sort());
    expect(seen.most).toBe(SIZING_AT_ONCE);
    expect(SIZING_AT_ONCE).toBe(6);
  });

  it('asks fewer at once when told to, and as many as there are files when fewer', async () => {
    let seen = host(Object.fromEntries(files.map((f) => [f, 10])));
    expect(await sizeOf(files, undefined, 2)).toBe(400);
    expect(seen.most).toBe(2);
    seen = host({ a: 1, b: 2 });
    expect(await sizeOf(['a', 'b'])).toBe(3);
    expect(seen.most).toBe(2);
  });

  it('asks nothing for no files', async () => {
    const seen = host({});
    expect(await sizeOf([])).toBe(0);
    expect(seen.asked).toEqual([]);
  });

  it('counts a file the host cannot size or reach as 0, and goes on with the others', async () => {
    host({ a: 'fail', b: 'missing', c: 300 });
    expect(await sizeOf(['a', 'b', 'c'])).toBe(300);
  });

  it('stops asking once the page leaves', async () => {
    const leaving = new AbortController();
    // The page leaves as the host gets its eighth request: the six in flight end, no other is asked.
    const seen = host(Object.fromEntries(files.map((f) => [f, 1000])), 5, (n) => n === 8 && leaving.abort());
    await sizeOf(files, leaving.signal);
    expect(seen.asked).toHaveLength(8);
  });

  it('asks nothing once the page has left', async () => {
    const seen = host(Object.fromEntries(files.map((f) => [f, 1000])));
    expect(await sizeOf(files, AbortSignal.abort())).toBe(0);
    expect(seen.asked).toEqual([]);
  });
});

describe('sizeAtTap', () => {
  it('gives the whole total when every size comes in time', async () => {
    host({ a: 1024, b: 2048 });
    expect(await sizeAtTap(['a', 'b'], new AbortController().signal)).toBe(3072);
  });

  it('gives up on a host that hangs once the wait is over: unknown (0), never a part of the total', async () => {
    // Every answer would take 10 s; the tap waits 50 ms.
    const sizes = Object.fromEntries(files.map((f) => [f, 1000]));
    const seen = host(sizes, 10_000);
    const started = Date.now();
    expect(await sizeAtTap(files, new AbortController().signal, 50)).toBe(0);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(seen.asked).toHaveLength(SIZING_AT_ONCE);
    expect(seen.inFlight).toBe(0);
  });

  it('gives 0 and stops asking when the page leaves', async () => {
    const leaving = new AbortController();
    const seen = host(Object.fromEntries(files.map((f) => [f, 1000])), 5, (n) => n === 3 && leaving.abort());
    expect(await sizeAtTap(files, leaving.signal)).toBe(0);
    expect(seen.asked).toHaveLength(3);
  });
});
