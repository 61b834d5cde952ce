import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { makeDirs, raw, start, type Running } from './testing/helpers.ts';

const dirs = makeDirs();
let srv: Running;
const get = (path: string, headers: Record<string, string> = {}) => raw(srv.port, path, { headers });

beforeAll(async () => {
  srv = await start({ dataDir: dirs.dataDir, distDir: dirs.distDir, mediaDir: dirs.mediaDir });
});
afterAll(async () => {
  await srv.stop();
  dirs.cleanup();
});
afterEach(async () => {
  expect((await get('/')).status).toBe(200);
});

describe('static site', () => {
  test('directory index with and without trailing slash, no redirect', async () => {
    for (const path of ['/x', '/x/']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('<title>x</title>');
    }
    const home = await get('/');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('cache headers: immutable /_astro, modest elsewhere', async () => {
    const js = await get('/_astro/a.js');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('/robots.txt')).headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  test('brotli and gzip per Accept-Encoding, identity otherwise', async () => {
    const original = readFileSync(join(dirs.distDir, '_astro/a.js'));
    const br = await get('/_astro/a.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    const gz = await get('/_astro/a.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(original)).toBe(true);
    const plain = await get('/_astro/a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    expect(plain.headers.vary).toContain('Accept-Encoding');
    // Already-compressed media is never re-encoded.
    expect((await get('/media/clip.mp3', { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  test('ETag and Last-Modified give 304', async () => {
    const first = await get('/', { 'Accept-Encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Its own date: the fixture files may be written on either side of a second boundary.
    const robots = await get('/robots.txt');
    const since = await get('/robots.txt', { 'If-Modified-Since': String(robots.headers['last-modified']) });
    expect(since.status).toBe(304);
  });

  test('range requests on media give 206, bad ranges 416', async () => {
    const res = await get('/media/clip.mp3', { Range: 'bytes=10-19' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 10-19/1000');
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect([...res.body]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const tail = await get('/media/clip.mp3', { Range: 'bytes=-5' });
    expect(tail.headers['content-range']).toBe('bytes 995-999/1000');
    expect((await get('/media/clip.mp3', { Range: 'bytes=5000-' })).status).toBe(416);
    expect((await get('/media/live.m3u8')).headers['content-type']).toBe('application/vnd.apple.mpegurl');
  });

  test('404 page per locale, plain text when no page exists', async () => {
    const cases: [string, string][] = [
      ['/nope', 'fr 404'],
      ['/en/nope', 'en 404'],
      ['/ar/deep/nope', 'ar 404'],
      ['/media/missing.mp3', 'fr 404'],
    ];
    for (const [path, title] of cases) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body.toString()).toContain(`<title>${title}</title>`);
    }
  });

  test('path traversal is impossible', async () => {
    const attempts = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/x/..%2f..%2fsecret.txt',
      '/media/../secret.txt',
      '/media/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/%00',
      '/%E0%A4%A',
      '/.%2e/.%2e/etc/passwd',
      '//etc/passwd',
    ];
    for (const path of attempts) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString()).not.toContain('outside the web roots');
    }
  });

  test('non-GET on static paths is refused', async () => {
    expect((await raw(srv.port, '/', { method: 'DELETE' })).status).toBe(405);
  });
});
