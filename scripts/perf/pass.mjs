// One measured pass of one page, and what "the page's own work is done" means (docs/budgets.md,
// "How they are measured"). Used by scripts/perf.mjs for pages, twins and reference builds alike.
//
// A pass ends once the page's own work is done, not when the network first goes quiet:
//   1. the load event has fired;
//   2. every island has hydrated: no `astro-island[ssr]` is left (Astro removes the attribute once
//      an island's hydration has run; `client:late` islands hydrate after the first paint and the
//      load event, when the main thread is idle: src/directives/late.ts);
//   3. no request of the page has been in flight for QUIET_MS (media streams aside), the usage
//      events answered as the operator's service answers them (below);
//   4. the renderer's main thread has been busy at most BUSY_SHARE of those QUIET_MS (DevTools'
//      `Performance.getMetrics` TaskDuration), so no chain of tasks the page queued (hydration's
//      tasks, the app's startup jobs, the event queue, the renders their answers cause) is still
//      running: those keep the thread busy most of the time, while what a page does for as long
//      as it is open (the prayer page's countdown re-renders every second) stays under it;
//   5. and Lighthouse's own conditions (network and CPU quiet for 1 s after load) hold;
// or LIMIT_MS after the navigation began, in which case the pass says it was cut (`done: false`).
//
// The usage events: the app posts them with `fetch(..., { keepalive: true })`, which the DevTools
// protocol never reports finished (docs/budgets.md), so a pass waiting for the network would last
// until its limit; blocking them (as `npm run perf` did until issue 47) made the app's queue fail
// and retry, and ended the pass on the first quiet moment, before the work that follows load.
// Here a script installed before any of the page's drops `keepalive` (which only matters when a
// page is being closed), and the harness answers `POST /events` with 202 as the operator's
// publishing service does, for every build alike, whatever the reference server's store does.
import lighthouse from 'lighthouse';
import AfterPaintAudit, { SAMPLES_CATEGORY } from './afterPaint.mjs';

export const QUIET_MS = 2000;
export const BUSY_SHARE = 0.1;
export const LIMIT_MS = 20_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Installed before any script of every document the page opens. */
function noKeepalive() {
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    return fetch.call(this, input, init && init.keepalive ? { ...init, keepalive: false } : init);
  };
}

/**
 * The phone's clock, the same at the start of every document: PERF_CLOCK, or 19:30 UTC on
 * 2026-11-29 (22:30 in Makkah, the reference server's operator place: hours from any prayer).
 * On the wall clock, the prayer alert that comes with a prayer time loaded 3 more scripts in the
 * passes of / and /4 that ran within minutes of Makkah's noon prayer, on both builds alike.
 */
export const CLOCK = Date.parse(process.env.PERF_CLOCK || '2026-11-29T19:30:00Z');

/** Installed before any script of every document: Date runs on from `at`. */
function fixedClock(at) {
  const RealDate = Date;
  const offset = at - RealDate.now();
  function PhoneDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() + offset).toString();
    return args.length ? new RealDate(...args) : new RealDate(RealDate.now() + offset);
  }
  PhoneDate.prototype = RealDate.prototype;
  PhoneDate.now = () => RealDate.now() + offset;
  PhoneDate.parse = RealDate.parse;
  PhoneDate.UTC = RealDate.UTC;
  window.Date = PhoneDate;
}

/**
 * The phone speaks French, the default locale: with no language stored, the operator's link to
 * the French home opens the home in the phone's language when that is one of ours
 * (src/layouts/headScript.ts), and the headless browser's en-US would measure /en in place of /.
 * Every page asked for is the page measured.
 */
export function frenchPhone() {
  Object.defineProperty(Navigator.prototype, 'languages', { get: () => Object.freeze(['fr-FR', 'fr']) });
  Object.defineProperty(Navigator.prototype, 'language', { get: () => 'fr-FR' });
}

/** The operator's publishing service, as the harness plays it: every usage event accepted. */
async function answerEvents(cdp) {
  cdp.on('Fetch.requestPaused', (e) =>
    cdp
      .send('Fetch.fulfillRequest', {
        requestId: e.requestId,
        responseCode: 202,
        responseHeaders: [{ name: 'Content-Type', value: 'application/json; charset=utf-8' }],
        body: Buffer.from('{"status":"success"}').toString('base64'),
      })
      .catch(() => {}),
  );
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/events*', requestStage: 'Request' }] });
}

const BROWSER_OWN = /\/(?:favicon\.(?:ico|svg)|manifest\.webmanifest|icons\/[^?]*)(?:\?|$)/;

/** Requests in flight and the last moment the network moved, as seen on `cdp`. */
function trackNetwork(cdp) {
  const inflight = new Map();
  const state = { last: Date.now(), bytes: 0, inflight };
  const moved = () => (state.last = Date.now());
  cdp.on('Network.requestWillBeSent', (e) => {
    // A stream (a radio, a video) never ends and is not the page's work; nor are the browser's own
    // requests for the icons (blocked below, after which Chrome asks for /favicon.ico, a request
    // the protocol sometimes never reports finished).
    const page = !['Media', 'WebSocket', 'EventSource'].includes(e.type) && !BROWSER_OWN.test(e.request.url);
    if (page) inflight.set(e.requestId, e.request.url);
    moved();
  });
  cdp.on('Network.loadingFinished', (e) => {
    inflight.delete(e.requestId);
    state.bytes += e.encodedDataLength;
    moved();
  });
  cdp.on('Network.loadingFailed', (e) => {
    inflight.delete(e.requestId);
    moved();
  });
  return state;
}

/** A page with the harness in place: events answered, no keepalive, a fixed clock, a French phone, the network tracked. */
export async function harness(page) {
  const cdp = await page.createCDPSession();
  await answerEvents(cdp);
  await page.evaluateOnNewDocument(noKeepalive);
  await page.evaluateOnNewDocument(fixedClock, CLOCK);
  await page.evaluateOnNewDocument(frenchPhone);
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  const network = trackNetwork(cdp);
  return { cdp, network };
}

const taskMs = async (cdp) =>
  ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;

/**
 * Waits until the page's own work is done (conditions 2-4 above; call it once the load event has
 * fired). Returns { done, at }: at is when the page went quiet, in ms since `since`.
 */
export async function waitForDone(page, { cdp, network }, since) {
  const history = [];
  let why = 'not loaded';
  for (;;) {
    const now = Date.now();
    if (now - since > LIMIT_MS) return { done: false, at: now - since, why };
    const busy = await taskMs(cdp).catch(() => Infinity);
    history.push([now, busy]);
    while (history.length > 1 && history[1][0] <= now - QUIET_MS) history.shift();
    const [then, busyThen] = history[0];
    const quiet =
      now - then >= QUIET_MS - 150 &&
      busy - busyThen <= BUSY_SHARE * (now - then) &&
      network.inflight.size === 0 &&
      now - network.last >= QUIET_MS;
    if (quiet) {
      const hydrated = await page
        .evaluate(() => document.readyState === 'complete' && !document.querySelector('astro-island[ssr]'))
        .catch(() => false);
      if (hydrated === true) return { done: true, at: now - QUIET_MS - since };
      why = 'islands not hydrated';
    } else {
      // What kept the pass open, said when it is cut.
      why = `main thread ${Math.round(((busy - busyThen) / Math.max(1, now - then)) * 100)}% busy, ${network.inflight.size} requests in flight (${[...network.inflight.values()].map((u) => u.slice(-60)).join(', ')}), network quiet for ${now - network.last} ms`;
    }
    await sleep(100);
  }
}

/** The audits of a pass against the twin: paints, blocking, shifts, requests, and after the paint. */
export const FULL_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'network-requests',
  'metrics',
  'render-blocking-insight',
  'after-paint',
];
/**
 * Issue 47's alone (--against, --ci): the same trace and simulation, without the audits of paints
 * and shifts, whose artifacts (the trace's elements, its insights) took about half of each pass.
 */
export const AFTER_PAINT_AUDITS = ['first-contentful-paint', 'total-blocking-time', 'network-requests', 'after-paint'];

/** Lighthouse's settings for every pass: mobile, simulated slow 4G and 4x CPU (its defaults). */
export function lighthouseFlags(audits = FULL_AUDITS) {
  return {
    output: 'json',
    logLevel: 'error',
    onlyAudits: audits,
    disableStorageReset: true,
    disableFullPageScreenshot: true,
    // The browser asks for the manifest, its icon and the favicon after the load event. Unthrottled,
    // that is often before the first paint, so Lighthouse counts them in the page's paint times
    // (about 300 ms, on page and twin alike, in some runs and not others); on a slow phone they
    // come long after. Blocked on both sides, they stop being a coin toss in every ratio.
    blockedUrlPatterns: ['*/manifest.webmanifest', '*/favicon.svg', '*/favicon.ico', '*/icons/*'],
    // The JavaScript samples that say whose code each long task ran (afterPaint.mjs).
    additionalTraceCategories: SAMPLES_CATEGORY,
    maxWaitForLoad: LIMIT_MS,
  };
}

export const lighthouseConfig = {
  extends: 'lighthouse:default',
  audits: [{ implementation: AfterPaintAudit }],
};

// A returning subscriber: the demo subscriber's uid and a stored active status, in the page's
// language (a different stored language would redirect).
export const STORAGE = { uid: 'demo-active', subStatus: 'active', currentStatus: 'active', msisdn: '22500000001' };

/**
 * One Lighthouse pass of `base + url` as a returning subscriber: storage primed and the page
 * opened once before (`prime`), then a cold HTTP cache and no service worker, the pass lasting
 * until the page's own work is done. Returns the Lighthouse report and when the work was done.
 */
export async function lighthousePass(browser, base, url, { locale, prime = true, audits = FULL_AUDITS }) {
  const page = await browser.newPage();
  try {
    const h = await harness(page);
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(
      (entries) => {
        localStorage.clear();
        for (const [k, v] of entries) localStorage.setItem(k, JSON.stringify(v));
      },
      Object.entries({ ...STORAGE, themeLang: locale }),
    );
    // Returning to this page: whatever the app kept on the device from the last visit is there.
    const t0 = Date.now();
    if (prime) {
      await page.goto(`${base}${url}`, { waitUntil: 'load', timeout: LIMIT_MS });
      await waitForDone(page, h, Date.now());
    }
    const t1 = Date.now();
    // ...but the HTTP cache is cold, and no service worker answers in its place.
    await page.evaluate(async () => {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((r) => r.unregister()));
      await Promise.all((await caches.keys()).map((k) => caches.delete(k)));
    });
    await page.goto('about:blank');
    await h.cdp.send('Network.clearBrowserCache');
    let finished = { done: false, at: 0 };
    const requestor = async () => {
      const since = Date.now();
      await page.goto(`${base}${url}`, { waitUntil: 'load', timeout: LIMIT_MS });
      finished = await waitForDone(page, h, since);
    };
    let t3 = 0;
    const t2 = Date.now();
    const result = await lighthouse(
      async () => {
        await requestor();
        t3 = Date.now();
      },
      lighthouseFlags(audits),
      lighthouseConfig,
      page,
    );
    // Where a pass's time went: priming, Lighthouse's setup and the load until done, its audits.
    const seconds = { prime: (t1 - t0) / 1000, load: (t3 - t2) / 1000, audits: (Date.now() - t3) / 1000 };
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`${url}: Lighthouse returned nothing`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return { lhr, ...finished, seconds };
  } finally {
    await page.close();
  }
}

/**
 * Every byte a fresh phone downloads for the page until its own work is done: a new profile (cold
 * cache, no storage), arriving from the operator's link (`#uid=`), no service worker in the way
 * (its install downloads in the background and is counted apart, scripts/visitBytes.mjs).
 */
export async function firstVisitBytes(browser, base, route, uid = 'demo-active') {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const h = await harness(page);
    await h.cdp.send('Network.setBypassServiceWorker', { bypass: true });
    const since = Date.now();
    await page.goto(`${base}${route}#uid=${uid}`, { waitUntil: 'load', timeout: LIMIT_MS });
    const finished = await waitForDone(page, h, since);
    return { bytes: h.network.bytes, ...finished };
  } finally {
    await context.close();
  }
}
