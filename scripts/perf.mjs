// `npm run perf`: every page against its own floor twin, as a returning subscriber on a cheap
// phone. Builds (unless SKIP_BUILD=1), writes next to each built page its twin (the same HTML with
// every script and preload removed, stylesheets inlined, islands unwrapped), serves both with the
// reference server, and runs Lighthouse mobile (simulated slow 4G, 4x CPU) on each, interleaved,
// with a primed localStorage and the page opened once before (a returning subscriber), then a cold
// HTTP cache and no service worker. Prints the table and writes it into docs/budgets.md (between
// its perf markers); --no-docs (or the older --no-readme) leaves that file alone.
//
// Usage: npm run perf [-- --quick] [-- --pages /2,/en/4] [-- --runs 3] [-- --no-docs]
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, ensureInstalled, root } from './env.mjs';
import { writeDocSection } from './doc-section.mjs';
import { APP_BUDGET, REACT_BUDGET, splitReact } from './budgets.mjs';

ensureInstalled();
const { pageWeight } = await import('./weight.mjs');
const { serveDist } = await import('./serve-dist.mjs');
const { precacheBytes, visitBytes } = await import('./visitBytes.mjs');
// The route table and locale list are TypeScript: Node 24 (the project's) strips the types.
const { BOOKMARKS, duaPath, searchPath, surahPath } = await import('../src/shared/routes.ts');
const { LOCALES, localePath, splitLocale } = await import('../src/shared/locales.ts');
const lighthouse = (await import('lighthouse')).default;
const puppeteer = (await import('puppeteer-core')).default;

const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', 3));
const QUICK = argv.includes('--quick');

/** One page of each kind (scripts/pages.mjs); every kind in every locale unless --quick or --pages. */
const { ROUTES, tile } = await import('./pages.mjs');
const ALL = LOCALES.flatMap((l) => ROUTES.map((r) => localePath(l, r)));
const QUICK_PAGES = [tile(2), tile(6), surahPath(2), tile(4)];
const pages = arg('pages', '') ? arg('pages').split(',') : QUICK ? QUICK_PAGES : ALL;

/** Pages whose largest paint is text the build wrote (their targets are the strictest). */
const TEXT_ROUTES = new Set([
  tile(2),
  tile(3),
  tile(5),
  searchPath(),
  BOOKMARKS,
  ...Array.from({ length: 114 }, (_, i) => surahPath(i + 1)),
]);
for (let i = 0; i < 40; i += 1) TEXT_ROUTES.add(duaPath(i));

/** The targets of each kind of page, as ratios to the twin measured in the same run. */
function kindOf(page) {
  const { route } = splitLocale(page.split('?')[0]);
  if (route === '/' || route === tile(6)) return { kind: 'image', lcp: 1.25, fcp: 1.1 };
  if (TEXT_ROUTES.has(route)) return { kind: 'text', lcp: 1.15, fcp: 1.1 };
  return { kind: 'api', lcp: 1.5, fcp: null };
}
// Rounds: the page names its islands, each island names every script it needs (integrations/chunks.mjs).
const BUDGET = { tbt: 100, cls: 0.01, rounds: 2 };

const outDir = join(root, process.env.OUT_DIR || 'dist');
const PORT = Number(process.env.PERF_PORT || 4477);
const base = `http://127.0.0.1:${PORT}`;
const TWIN = '/__twin';

if (process.env.SKIP_BUILD !== '1') build();

// --- Floor twins ---------------------------------------------------------------------------
function builtFile(page) {
  const path = new URL(page, base).pathname.replace(/\/$/, '');
  return join(outDir, path, 'index.html');
}

/** The page with nothing but its HTML and CSS: what the browser could paint at best. */
export function twinOf(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(?:preload|modulepreload)"[^>]*>/g, '')
    .replace(/<meta\b[^>]*http-equiv="content-security-policy"[^>]*>/gi, '')
    .replace(/<link\b[^>]*rel="stylesheet"[^>]*>/g, (tag) => {
      const href = /href="([^"]+)"/.exec(tag)?.[1];
      return href ? `<style>${readFileSync(join(outDir, href), 'utf8')}</style>` : '';
    })
    .replace(/<template\b[^>]*data-astro-template[^>]*>[\s\S]*?<\/template>/g, '')
    .replace(/<\/?(?:astro-island|astro-slot|astro-static-slot)\b[^>]*>/g, '');
}

rmSync(join(outDir, TWIN.slice(1)), { recursive: true, force: true });
for (const page of pages) {
  const file = builtFile(page);
  if (!existsSync(file)) throw new Error(`${page}: no ${file} (build first)`);
  const twin = join(outDir, TWIN.slice(1), file.slice(outDir.length));
  mkdirSync(dirname(twin), { recursive: true });
  writeFileSync(twin, twinOf(readFileSync(file, 'utf8')));
}
const twinUrl = (page) => `${TWIN}${page}`;

// --- Server and browser ----------------------------------------------------------------------
const server = await serveDist(outDir, PORT);
const cleanup = () => {
  server.kill();
  rmSync(join(outDir, TWIN.slice(1)), { recursive: true, force: true });
};
process.on('exit', cleanup);

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

// A returning subscriber: the demo subscriber's uid and a stored active status, in the page's
// language (a different stored language would redirect).
const STORAGE = { uid: 'demo-active', subStatus: 'active', currentStatus: 'active', msisdn: '22500000001' };

const FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyAudits: [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'network-requests',
    'metrics',
    'render-blocking-insight',
    // Kept reports also say where the main thread's time went.
    ...(argv.includes('--save')
      ? ['long-tasks', 'mainthread-work-breakdown', 'bootup-time', 'lcp-breakdown-insight', 'layout-shifts']
      : []),
  ],
  disableStorageReset: true,
  disableFullPageScreenshot: true,
  // The usage event is a keepalive fetch, which the DevTools protocol never reports finished:
  // waiting for network quiet would always run into the load limit. Block it while measuring.
  // The browser asks for the manifest, its icon and the favicon after the load event. Unthrottled,
  // that is often before the first paint, so Lighthouse counts them in the page's paint times
  // (about 300 ms, on page and twin alike, in some runs and not others); on a slow phone they
  // come long after. Blocked on both sides, they stop being a coin toss in every ratio.
  blockedUrlPatterns: ['*/events*', '*/manifest.webmanifest', '*/favicon.svg', '*/icons/*'],
  maxWaitForLoad: 15000,
};

/** A pass that fails (a busy machine can drop a load) is tried again, twice at most. */
async function audit(url, locale, attempt = 1) {
  try {
    return await auditOnce(url, locale);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`${url}: ${error.message}; trying again`);
    return audit(url, locale, attempt + 1);
  }
}

async function auditOnce(url, locale) {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(
      (entries) => {
        localStorage.clear();
        for (const [k, v] of entries) localStorage.setItem(k, JSON.stringify(v));
      },
      Object.entries({ ...STORAGE, themeLang: locale }),
    );
    // Returning to this page: whatever the app kept on the device from the last visit is there.
    if (!url.startsWith(TWIN)) await page.goto(`${base}${url}`, { waitUntil: 'networkidle2', timeout: 15000 });
    // ...but the HTTP cache is cold, and no service worker answers in its place.
    await page.evaluate(async () => {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((r) => r.unregister()));
      await Promise.all((await caches.keys()).map((k) => caches.delete(k)));
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const { lhr } = await lighthouse(`${base}${url}`, FLAGS, undefined, page);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (argv.includes('--save')) {
      mkdirSync(join(root, 'perf-results'), { recursive: true });
      writeFileSync(join(root, 'perf-results', `${url.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
    }
    const a = lhr.audits;
    const requests = a['network-requests'].details?.items ?? [];
    const blocking = a['render-blocking-insight'].details?.items ?? [];
    return {
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      requests: requests.length,
      scripts: requests.filter((r) => r.resourceType === 'Script').length,
      blocking: blocking.length,
    };
  } finally {
    await page.close();
  }
}

const weights = new Map();
for (const page of pages) weights.set(page, await pageWeight(base, page));
// What a first and a returning visit bring over the network (scripts/visitBytes.mjs).
const visits = new Map();
for (const page of pages) visits.set(page, await visitBytes(browser, base, page));
const precache = precacheBytes(outDir);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = new Map(pages.map((p) => [p, { twin: [], page: [] }]));
const started = Date.now();
try {
  // Interleaved: each run measures every page and its twin side by side, so a busy moment on
  // the machine weighs on both.
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      const { locale } = splitLocale(page.split('?')[0]);
      const r = results.get(page);
      r.twin.push(await audit(twinUrl(page), locale));
      r.page.push(await audit(page, locale));
      const last = r.page.at(-1);
      console.log(
        `run ${run} ${page}: twin LCP ${Math.round(r.twin.at(-1).lcp)}, page LCP ${Math.round(last.lcp)} FCP ${Math.round(last.fcp)} TBT ${Math.round(last.tbt)} (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
  }
} finally {
  await browser.close();
  cleanup();
}

const rows = [];
for (const page of pages) {
  const { twin, page: runs } = results.get(page);
  const m = (list, k) => median(list.map((x) => x[k]));
  const weight = weights.get(page);
  const target = kindOf(page);
  const row = {
    page,
    twinLcp: Math.round(m(twin, 'lcp')),
    lcp: Math.round(m(runs, 'lcp')),
    lcpRatio: m(runs, 'lcp') / m(twin, 'lcp'),
    fcpRatio: m(runs, 'fcp') / m(twin, 'fcp'),
    tbt: Math.round(m(runs, 'tbt')),
    twinTbt: Math.round(m(twin, 'tbt')),
    cls: m(runs, 'cls'),
    jsKB: weight.jsBytes / 1024,
    firstKB: visits.get(page).first / 1024,
    returnKB: visits.get(page).returning / 1024,
    requests: m(runs, 'requests'),
    scripts: m(runs, 'scripts'),
    blocking: m(runs, 'blocking'),
  };
  row.ok =
    row.lcpRatio <= target.lcp &&
    (target.fcp === null || row.fcpRatio <= target.fcp) &&
    row.tbt <= BUDGET.tbt &&
    row.cls <= BUDGET.cls &&
    weight.depth <= BUDGET.rounds &&
    row.blocking === 0 &&
    splitReact(weight).react <= REACT_BUDGET &&
    splitReact(weight).app <= APP_BUDGET;
  rows.push(row);
}

const date = new Date().toISOString().slice(0, 10);
const command = `npm run perf${argv.length ? ` -- ${argv.join(' ')}` : ''}`;
const table = [
  '| page | twin LCP ms | page LCP ms | LCP ÷ twin | FCP ÷ twin | TBT ms | twin TBT ms | CLS | JS KB | 1st visit KB | return KB | requests | scripts | targets |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| \`${r.page}\` | ${r.twinLcp} | ${r.lcp} | ${r.lcpRatio.toFixed(2)} | ${r.fcpRatio.toFixed(2)} | ${r.tbt} | ${r.twinTbt} | ${+r.cls.toFixed(3)} | ${r.jsKB.toFixed(1)} | ${r.firstKB.toFixed(0)} | ${r.returnKB.toFixed(0)} | ${r.requests} | ${r.scripts} | ${r.ok ? 'met' : '**missed**'} |`,
  ),
].join('\n');
const kb = (bytes) => (bytes / 1024).toFixed(0);
const heading = [
  `Measured ${date} with \`${command}\` (medians of ${RUNS} interleaved runs, ${pages.length} pages, ${Math.round((Date.now() - started) / 60000)} min on a shared 2-core machine).`,
  `*1st visit* is every byte a fresh phone downloads for the page (cold cache, no storage, arriving with \`#uid=\`), *return* the same page opened again once the service worker is in place;`,
  `the worker's install downloads ${precache.files} files once, ${kb(precache.total)} KB compressed, React's chunk (${kb(precache.react)} KB) among them.`,
].join('\n');
console.log(`\n${heading}\n\n${table}\n`);

mkdirSync(join(root, 'perf-results'), { recursive: true });
writeFileSync(
  join(root, 'perf-results', 'perf.json'),
  JSON.stringify({ date, command, runs: RUNS, rows, results: [...results] }, null, 2),
);

const writeDocs = !argv.includes('--no-docs') && !argv.includes('--no-readme');
if (writeDocs) writeDocSection('docs/budgets.md', 'perf', `${heading}\n\n${table}`);
process.exit(rows.every((r) => r.ok) ? 0 : 1);
