// `npm run perf`: build, serve, then report per page the gzipped HTML and JavaScript it ships
// and Lighthouse mobile medians (simulated slow 4G, 4x CPU) over several runs.
// Usage: npm run perf [-- --runs 3] [-- --pages /,/2] [-- --lighthouse /,/4]
// Sizes are measured for every page; Lighthouse (about a minute a run on 2 cores) for a
// representative set unless --lighthouse names others (or 'all').
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, ensureInstalled, projectEnv, root } from './env.mjs';

ensureInstalled();
const { pageWeight } = await import('./weight.mjs');
// The route table and locale list are TypeScript: Node 24 (the project's) strips the types.
const { TILE_PAGES, duaPath, hadithMonthPath, isGated, seeAllPath, surahPath } = await import('../src/lib/routes.ts');
const { localePath, splitLocale } = await import('../src/i18n/locales.ts');
const lighthouse = (await import('lighthouse')).default;
const chromeLauncher = await import('chrome-launcher');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', 3));
// Gated pages are opened as the demo subscriber; the uid rides in the hash.
const tile = (id) => TILE_PAGES[id].route;
export const PAGES = [
  '/',
  '/en/',
  '/ar/',
  ...Object.keys(TILE_PAGES).map(tile),
  surahPath(1),
  surahPath(2),
  localePath('en', surahPath(2)),
  localePath('ar', surahPath(2)),
  duaPath(0),
  localePath('en', tile(2)),
  localePath('ar', tile(2)),
  localePath('ar', tile(5)),
  hadithMonthPath(1),
  seeAllPath('video', 0),
  seeAllPath('audio', 0),
];
const pages = arg('pages', '') ? arg('pages').split(',') : PAGES;
const LIGHTHOUSE_DEFAULT = ['/', '/ar/', tile(1), tile(2), surahPath(2), tile(4), tile(9), hadithMonthPath(1)];
const lhArg = arg('lighthouse', '');
const audited = lhArg === 'all' ? pages : lhArg ? lhArg.split(',') : LIGHTHOUSE_DEFAULT;
const PORT = 4477;
const base = `http://127.0.0.1:${PORT}`;

if (process.env.SKIP_BUILD !== '1') build();
const server = spawn(join(root, 'node_modules/.bin/node'), ['server/main.ts'], {
  cwd: root,
  env: projectEnv({ PORT: String(PORT), DATA_DIR: mkdtempSync(join(tmpdir(), 'nour-perf-')) }),
  stdio: 'ignore',
});
process.on('exit', () => server.kill());
for (let i = 0; i < 100; i++) {
  if (
    await fetch(base).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
try {
  for (const route of pages) {
    const weight = await pageWeight(base, route);
    const runs = [];
    for (let i = 0; i < (audited.includes(route) ? RUNS : 0); i++) {
      const gated = isGated(splitLocale(route.split('?')[0]).route);
      const url = `${base}${route}${gated ? '#uid=demo-active' : ''}`;
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const a = lhr.audits;
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
      });
    }
    const pick = (k) => (runs.length ? median(runs.map((r) => r[k])) : '');
    rows.push({
      page: route,
      'html KB': +(weight.htmlBytes / 1024).toFixed(1),
      'js KB': +(weight.jsBytes / 1024).toFixed(1),
      score: pick('score'),
      'FCP ms': runs.length ? Math.round(pick('fcp')) : '',
      'LCP ms': runs.length ? Math.round(pick('lcp')) : '',
      'TBT ms': runs.length ? Math.round(pick('tbt')) : '',
      CLS: runs.length ? +pick('cls').toFixed(3) : '',
    });
    console.log(JSON.stringify(rows.at(-1)));
  }
} finally {
  await chrome.kill();
  server.kill();
}
console.log(`\nLighthouse mobile, median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)} (gzipped sizes):`);
console.table(rows);
mkdirSync(join(root, 'perf-results'), { recursive: true });
writeFileSync(
  join(root, 'perf-results', 'perf.json'),
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows }, null, 2),
);
process.exit(0);
