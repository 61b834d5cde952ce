import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIZING_AT_ONCE, SIZING_ON_TAP, totalSize, sizeOf } from './keepSize.ts';

/** A media host whose HEAD answers each come after `delay` ms, and that counts what it is asked. */
function host(sizes: Record<string, number | 'fail' | 'missing'>, delay = 5) {
  const seen = { asked: [] as string[], inFlight: 0, most: 0 };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    expect(init.method).toBe('HEAD');
    seen.asked.push(url);
    seen.most = Math.max(seen.most, ++seen.inFlight);
    await new Promise((r) => setTimeout(r, delay));
    seen.inFlight--;
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
  it('adds every file’s length, never asking more than two at once', async () => {
    const seen = host(Object.fromEntries(files.map((f, i) => [f, 1000 + i])));
    expect(await sizeOf(files)).toBe(40 * 1000 + (39 * 40) / 2);
    expect(seen.asked).toHaveLength(40);
    expect(seen.most).toBe(SIZING_AT_ONCE);
  });

  it('asks as many at once as a tap allows when the subscriber waits for the size', async () => {
    const seen = host(Object.fromEntries(files.map((f) => [f, 10])));
    expect(await sizeOf(files, undefined, SIZING_ON_TAP)).toBe(400);
    expect(seen.most).toBe(SIZING_ON_TAP);
  });

  it('counts a file the host cannot size or reach as 0, and goes on with the others', async () => {
    host({ a: 'fail', b: 'missing', c: 300 });
    expect(await sizeOf(['a', 'b', 'c'])).toBe(300);
  });

  it('stops asking once the page leaves', async () => {
    const seen = host(Object.fromEntries(files.map((f) => [f, 1000])), 20);
    const leaving = new AbortController();
    const sizing = sizeOf(files, leaving.signal);
    setTimeout(() => leaving.abort(), 30);
    await sizing;
    expect(seen.asked.length).toBeLessThanOrEqual(2 * SIZING_AT_ONCE);
  });
});

describe('totalSize', () => {
  it('says the total in the page’s language, or nothing when no file was sized', async () => {
    host({ a: 1024 * 1024, b: (1024 * 1024) / 2, c: 'missing' });
    const total = await totalSize(['a', 'b'], 'en', new AbortController().signal);
    expect(total).toEqual({ bytes: 1.5 * 1024 * 1024, size: '1.5\u00a0MB' });
    expect(await totalSize(['c'], 'en', new AbortController().signal)).toBeNull();
  });
});
