// What a visit costs a subscriber on a metered plan, in bytes over the wire (encoded, headers
// included), as the browser's own network log counts them:
// - first visit: a fresh profile (cold HTTP cache, no storage, no service worker), the subscriber
//   arriving from the operator's link (#uid=…), until the network has been quiet for a while;
// - returning visit: the same profile opening the page again once the service worker is in place
//   (the page itself is asked of the network first, the rest comes from the worker's cache).
// The service worker's own install (precache) is counted apart: it runs in the background, once.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { frenchPhone } from './perf/pass.mjs';

const QUIET_MS = 1500;
const LIMIT_MS = 20_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads `url` in `page` and sums what its requests brought over the network. */
async function load(page, url) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const fromWorker = new Set();
  let bytes = 0;
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', () => (last = Date.now()));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromServiceWorker) fromWorker.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (!fromWorker.has(e.requestId)) bytes += e.encodedDataLength;
    last = Date.now();
  });
  cdp.on('Network.loadingFailed', () => (last = Date.now()));
  await page.goto(url, { waitUntil: 'load', timeout: LIMIT_MS });
  const end = Date.now() + LIMIT_MS;
  // Islands hydrate after the load event and ask for their scripts then: wait for quiet.
  while (Date.now() < end && Date.now() - last < QUIET_MS) await sleep(100);
  await cdp.detach();
  return bytes;
}

/** First and returning visit of one page, in bytes. `browser` is a puppeteer Browser. */
export async function visitBytes(browser, base, route, uid = 'demo-active') {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // The page asked for, not its twin in the headless browser's language (scripts/perf/pass.mjs).
    await page.evaluateOnNewDocument(frenchPhone);
    const first = await load(page, `${base}${route}#uid=${uid}`);
    // The worker registers once the page has painted and loaded, then precaches in the background.
    const ready = await page
      .evaluate(
        (limit) =>
          Promise.race([
            navigator.serviceWorker.ready.then(() => true),
            new Promise((resolve) => setTimeout(() => resolve(false), limit)),
          ]),
        LIMIT_MS,
      )
      .catch(() => false);
    if (!ready) throw new Error(`${route}: no service worker within ${LIMIT_MS} ms`);
    const returning = await load(page, `${base}${route}`);
    return { first, returning };
  } finally {
    await context.close();
  }
}

/** What the service worker downloads once at install: every precached file, compressed as text is served. */
export function precacheBytes(outDir) {
  const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
  const files = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  let total = 0;
  let react = 0;
  for (const file of files) {
    const path = join(outDir, file.endsWith('/') || !/\.\w+$/.test(file) ? join(file, 'index.html') : file);
    if (!existsSync(path)) continue;
    const body = readFileSync(path);
    const size = /\.(?:js|css|html|json|webmanifest|svg|txt)$/.test(path)
      ? gzipSync(body, { level: 9 }).length
      : body.length;
    total += size;
    if (/^_astro\/vendor\.[\w-]+\.js$/.test(file)) react = size;
  }
  return { files: files.length, total, react };
}
