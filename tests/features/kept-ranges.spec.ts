import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, onlyIn } from '../support/fixtures.ts';
import { openControlled } from '../support/kept.ts';

// Like kept-offline.spec.ts, this spec lets the service worker run (the others block it).
test.use({ serviceWorkers: 'allow' });

const SURAH = 5;
const FILE = `/media/quran/${SURAH}.mp3`;
const CONTENT = readFileSync(new URL(`../../server/media/quran/${SURAH}.mp3`, import.meta.url));
const BYTES = CONTENT.length;
const UNSATISFIABLE = `bytes */${BYTES}`;
const part = (start: number, end: number) => `bytes ${start}-${end}/${BYTES}`;

/**
 * Every form of Range a player or a hostile client sends (null: none), with the status and
 * Content-Range the server gives it (server/reply.ts, through src/shared/range.ts).
 */
const RANGES: [string | null, number, string | null][] = [
  [null, 200, null],
  ['bytes=0-', 206, part(0, BYTES - 1)],
  ['bytes=10-19', 206, part(10, 19)],
  ['bytes=100-', 206, part(100, BYTES - 1)],
  [`bytes=${BYTES - 1}-`, 206, part(BYTES - 1, BYTES - 1)],
  ['bytes=5-5000000', 206, part(5, BYTES - 1)],
  [`bytes=${BYTES}-`, 416, UNSATISFIABLE],
  [`bytes=${BYTES + 5000}-`, 416, UNSATISFIABLE],
  ['bytes=99999999999999999999999-', 416, UNSATISFIABLE],
  ['bytes=-5', 206, part(BYTES - 5, BYTES - 1)],
  [`bytes=-${BYTES * 3}`, 206, part(0, BYTES - 1)],
  ['bytes=-0', 416, UNSATISFIABLE],
  ['bytes=0-1,5-9', 200, null],
  ['bytes=9-5', 200, null],
  ['items=0-5', 200, null],
  ['bytes=abc', 200, null],
  ['bytes=-', 200, null],
];
const HEADERS = RANGES.map(([range]) => range);

interface Answer {
  range: string | null;
  status: number;
  contentRange: string | null;
  contentLength: string | null;
  acceptRanges: string | null;
  /** How many bytes the body has, and their SHA-256 (a diff of the bytes themselves is unreadable). */
  bytes: number;
  sha256: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Each range asked of the file by the page, through the service worker that controls it. */
const throughTheWorker = (page: Page): Promise<Answer[]> =>
  page.evaluate(
    async ({ file, ranges }) => {
      const answers = [];
      for (const range of ranges) {
        const res = await fetch(file, { headers: range === null ? {} : { Range: range } });
        const body = await res.arrayBuffer();
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
        answers.push({
          range,
          status: res.status,
          contentRange: res.headers.get('content-range'),
          contentLength: res.headers.get('content-length'),
          acceptRanges: res.headers.get('accept-ranges'),
          bytes: body.byteLength,
          sha256: Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''),
        });
      }
      return answers;
    },
    { file: FILE, ranges: HEADERS },
  );

/** The same ranges asked of the reference server directly, from Node (no worker, no browser cache). */
async function fromTheServer(baseURL: string): Promise<Answer[]> {
  const answers = [];
  for (const range of HEADERS) {
    const res = await fetch(new URL(FILE, baseURL), { headers: range === null ? {} : { Range: range } });
    const body = new Uint8Array(await res.arrayBuffer());
    answers.push({
      range,
      status: res.status,
      contentRange: res.headers.get('content-range'),
      contentLength: res.headers.get('content-length'),
      acceptRanges: res.headers.get('accept-ranges'),
      bytes: body.length,
      sha256: sha256(body),
    });
  }
  return answers;
}

test.describe('kept audio and Range', onlyIn('ar'), () => {
  test('the worker answers every Range on a kept file as the server does, online and offline', async ({
    page,
    context,
    at,
    t,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const server = await fromTheServer(baseURL!);
    // What the server answers is what each form is meant to get, down to the bytes.
    expect(server.map((a) => [a.range, a.status, a.contentRange])).toEqual(RANGES);
    expect(server[5]).toMatchObject({ bytes: BYTES - 5, sha256: sha256(CONTENT.subarray(5)), acceptRanges: 'bytes' });
    expect(server[10]).toMatchObject({ bytes: BYTES, sha256: sha256(CONTENT) });

    await openControlled(page, `/quran_detail/${SURAH}`, at);
    await page.getByRole('button', { name: new RegExp(`^${t.keepOffline}`) }).click();
    await expect(page.getByText(t.keptOffline)).toBeVisible();

    // Online, the worker answers from the kept copy: nothing of the file goes to the network.
    let fetchedByTheWorker = 0;
    const count = (request: { url(): string; serviceWorker(): unknown }) => {
      if (request.serviceWorker() && new URL(request.url()).pathname === FILE) fetchedByTheWorker += 1;
    };
    context.on('request', count);
    const online = await throughTheWorker(page);
    context.off('request', count);
    expect(fetchedByTheWorker).toBe(0);
    expect(online, 'online: the worker answers from its kept copy').toEqual(server);

    await context.setOffline(true);
    expect(await throughTheWorker(page), 'offline').toEqual(server);
    await context.setOffline(false);
  });
});
