import { describe, expect, test } from 'vitest';
import { rangeResponse } from './range.ts';

/** A file as keep.ts stores it: the whole body, its type and length, no validators. */
const BYTES = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
const kept = () =>
  new Response(new Blob([BYTES]), {
    status: 200,
    headers: { 'content-type': 'audio/mpeg', 'content-length': String(BYTES.length) },
  });
const ask = (headers: Record<string, string> = {}) => new Request('http://127.0.0.1/media/quran/5.mp3', { headers });

async function answer(headers: Record<string, string>, cached = kept()) {
  const res = await rangeResponse(ask(headers), cached);
  return {
    status: res.status,
    contentRange: res.headers.get('content-range'),
    contentLength: res.headers.get('content-length'),
    acceptRanges: res.headers.get('accept-ranges'),
    contentType: res.headers.get('content-type'),
    body: new Uint8Array(await res.arrayBuffer()),
  };
}

describe('rangeResponse', () => {
  test.each([
    ['bytes=10-19', 10, 19],
    ['bytes=100-', 100, 999],
    ['bytes=5-5000000', 5, 999],
    ['bytes=-5', 995, 999],
    ['bytes=-5000', 0, 999],
  ])('%s -> 206 with those bytes', async (range, start, end) => {
    expect(await answer({ Range: range })).toEqual({
      status: 206,
      contentRange: `bytes ${start}-${end}/1000`,
      contentLength: String(end - start + 1),
      acceptRanges: 'bytes',
      contentType: 'audio/mpeg',
      body: BYTES.slice(start, end + 1),
    });
  });

  test.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('%s -> 416 with the size, no body', async (range) => {
    expect(await answer({ Range: range })).toEqual({
      status: 416,
      contentRange: 'bytes */1000',
      contentLength: null,
      acceptRanges: 'bytes',
      contentType: 'audio/mpeg',
      body: new Uint8Array(),
    });
  });

  test.each<Record<string, string>>([
    {},
    { Range: 'bytes=0-1,5-9' },
    { Range: 'bytes=9-5' },
    { Range: 'items=0-5' },
    { Range: 'bytes=-' },
  ])('%o -> 200 with the whole file', async (headers) => {
    expect(await answer(headers)).toEqual({
      status: 200,
      contentRange: null,
      contentLength: '1000',
      acceptRanges: 'bytes',
      contentType: 'audio/mpeg',
      body: BYTES,
    });
  });

  test("If-Range: a range only of the copy the client names, as the server's rule", async () => {
    const played = () =>
      new Response(new Blob([BYTES]), {
        status: 200,
        headers: { etag: '"3e8-1"', 'last-modified': 'Sun, 29 Nov 2026 07:00:00 GMT', 'content-length': '1000' },
      });
    expect((await answer({ Range: 'bytes=0-9', 'If-Range': '"3e8-1"' }, played())).status).toBe(206);
    expect((await answer({ Range: 'bytes=0-9', 'If-Range': 'Sun, 29 Nov 2026 07:00:00 GMT' }, played())).status).toBe(
      206,
    );
    const other = await answer({ Range: 'bytes=0-9', 'If-Range': '"other"' }, played());
    expect([other.status, other.body.length, other.contentRange]).toEqual([200, 1000, null]);
    // A kept copy names no version: any If-Range gets the whole file.
    expect((await answer({ Range: 'bytes=0-9', 'If-Range': '"3e8-1"' })).status).toBe(200);
  });

  test('an answer that is not a whole file goes as it was stored', async () => {
    const partial = new Response('abc', { status: 206, headers: { 'content-range': 'bytes 0-2/10' } });
    expect(await rangeResponse(ask({ Range: 'bytes=5-' }), partial)).toBe(partial);
  });
});
