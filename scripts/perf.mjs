// `npm run perf`: every page against its own floor twin, as a returning subscriber on a cheap
// phone, and what happens after the first paint until the page's own work is done. Builds (unless
// SKIP_BUILD=1), writes next to each built page its twin (the same HTML with every script and
// preload removed, stylesheets inlined, islands unwrapped), serves both with the reference server,
// and runs Lighthouse mobile (simulated slow 4G, 4x CPU) on each, interleaved, with a primed
// localStorage and the page opened once before (a returning subscriber), then a cold HTTP cache
// and no service worker; each pass lasts until the page's own work is done (scripts/perf/pass.mjs).
// Prints the table and writes it into docs/budgets.md (between its perf markers); --no-docs (or
// the older --no-readme) leaves that file alone.
//
// --against <commit>: that commit is built too (scripts/perf/reference.mjs) and every page kind
// (or --pages) is measured on both builds side by side, interleaved, without twins; the table
// gives each figure as reference → now (× ratio) and issue 47's targets (scripts/perf/targets.mjs).
// It goes into docs/budgets.md between the perf-against markers unless --no-docs.
//
// --ci: the quick form `npm test` runs (scripts/perf/ci.mjs): a few page kinds, one run, the
// build already made, hard checks on what does not depend on the machine's load, the rest reported.
//
// Usage: npm run perf [-- --quick] [-- --pages /2,/en/4] [-- --runs 3] [-- --no-docs] [-- --save]
//        npm run perf -- --against <commit> [--pages /,/3] [--runs 3] [--no-docs]
//        npm run perf -- --ci
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { build, ensureInstalled, root } from './env.mjs';
import { writeDocSection } from './doc-section.mjs';
import { APP_BUDGET, REACT_BUDGET, splitReact } from './budgets.mjs';

ensureInstalled();
const { pageWeight } = await import('./weight.mjs');
const { serveDist } = await import('./serve-dist.mjs');
const { precacheBytes, visitBytes } = await import('./visitBytes.mjs');
// The route table and locale list are TypeScript: Node 24 (the project's) strips the types.
const { BOOKMARKS, JUZ, duaPath, searchPath, surahPath } = await import('../src/shared/routes.ts');
const { LOCALES, localePath, splitLocale } = await import('../src/shared/locales.ts');
const puppeteer = (await import('puppeteer-core')).default;
const { AFTER_PAINT_AUDITS, FULL_AUDITS, firstVisitBytes, lighthousePass, LIMIT_MS, QUIET_MS } =
  await import('./perf/pass.mjs');
const { ISSUE_47, issue47Misses, kb, summarize, versus } = await import('./perf/targets.mjs');
const { CI } = await import('./perf/ci.mjs');

const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const QUICK = argv.includes('--quick');
const CI_MODE = argv.includes('--ci');
const AGAINST = arg('against', null);
if (argv.includes('--against') && !AGAINST) {
  console.error('Usage: npm run perf -- --against <commit>');
  process.exit(2);
}
const RUNS = Number(arg('runs', CI_MODE ? CI.runs : 3));
const SAVE = argv.includes('--save');
const TWINS = !AGAINST && !CI_MODE;

/** One page of each kind (scripts/pages.mjs); every kind in every locale unless --quick or --pages. */
const { ROUTES, tile } = await import('./pages.mjs');
const ALL = LOCALES.flatMap((l) => ROUTES.map((r) => localePath(l, r)));
const QUICK_PAGES = [tile(2), tile(6), surahPath(2), tile(4)];
const pages = arg('pages', '')
  ? arg('pages').split(',')
  : CI_MODE
    ? CI.pages
    : AGAINST
      ? ROUTES
      : QUICK
        ? QUICK_PAGES
        : ALL;

/** Pages whose largest paint is text the build wrote (their targets are the strictest). */
const TEXT_ROUTES = new Set([
  tile(2),
  JUZ,
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
const BUDGET = { tbt: ISSUE_47.tbt, cls: 0.01, rounds: 2 };

const outDir = resolve(root, process.env.OUT_DIR || 'dist');
/** A port nobody listens on: several `npm test` or perf runs may share the machine. */
const freePort = () =>
  new Promise((resolvePort, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolvePort(port));
      });
  });
const PORT = Number(process.env.PERF_PORT || (await freePort()));
const base = `http://127.0.0.1:${PORT}`;
const TWIN = '/__twin';

// --ci reuses the build `npm test` has just made for Playwright (SKIP_BUILD=1), if there is one.
if (process.env.SKIP_BUILD !== '1' || !existsSync(join(outDir, 'index.html'))) build();
const reference = AGAINST ? (await import('./perf/reference.mjs')).referenceBuild(AGAINST) : null;
let REF_PORT = PORT + 1;
if (!process.env.PERF_PORT) while (REF_PORT === PORT + 1 || REF_PORT === PORT) REF_PORT = await freePort();
const refBase = `http://127.0.0.1:${REF_PORT}`;

/** This tree's commit, and whether files differ from it (other work in progress is measured too). */
function thisBuild() {
  const head = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
  return dirty ? `${head} with uncommitted changes` : head;
}

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
  if (!TWINS) continue;
  const twin = join(outDir, TWIN.slice(1), file.slice(outDir.length));
  mkdirSync(dirname(twin), { recursive: true });
  writeFileSync(twin, twinOf(readFileSync(file, 'utf8')));
}
const twinUrl = (page) => `${TWIN}${page}`;

// --- Servers and browser ---------------------------------------------------------------------
const server = await serveDist(outDir, PORT);
const cleanup = () => {
  server.kill();
  rmSync(join(outDir, TWIN.slice(1)), { recursive: true, force: true });
  reference?.close();
};
process.on('exit', cleanup);
if (reference) await reference.serve(REF_PORT);

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** What a pass keeps of its Lighthouse report. */
function record(lhr, finished) {
  const a = lhr.audits;
  const requests = a['network-requests'].details?.items ?? [];
  const blocking = a['render-blocking-insight']?.details?.items ?? [];
  const afterPaint = a['after-paint'];
  if (!afterPaint?.details) throw new Error(`the after-paint audit failed: ${afterPaint?.errorMessage}`);
  return {
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint']?.numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift']?.numericValue,
    requests: requests.length,
    scripts: requests.filter((r) => r.resourceType === 'Script').length,
    // Named in a failed check: which script came more than the allowance is the first question.
    scriptFiles: requests.filter((r) => r.resourceType === 'Script').map((r) => r.url.split('/').pop()),
    blocking: blocking.length,
    tasks: afterPaint.details.items,
    done: finished.done,
    doneAt: finished.at,
    why: finished.why,
    seconds: finished.seconds,
    benchmark: lhr.environment.benchmarkIndex,
    load: loadavg()[0],
  };
}

/** A pass that fails (a busy machine can drop a load) is tried again, twice at most. */
async function audit(origin, url, locale, attempt = 1) {
  try {
    const finished = await lighthousePass(browser, origin, url, {
      locale,
      prime: !url.startsWith(TWIN),
      // --save keeps reports that also say where the main thread's time went.
      audits: SAVE
        ? [
            ...FULL_AUDITS,
            'long-tasks',
            'mainthread-work-breakdown',
            'bootup-time',
            'lcp-breakdown-insight',
            'layout-shifts',
          ]
        : TWINS
          ? FULL_AUDITS
          : AFTER_PAINT_AUDITS,
    });
    if (SAVE) {
      mkdirSync(join(root, 'perf-results'), { recursive: true });
      const side = origin === base ? '' : `ref-${reference.short}`;
      writeFileSync(
        join(root, 'perf-results', `${side}${url.replace(/\W+/g, '_')}.json`),
        JSON.stringify(finished.lhr),
      );
    }
    return record(finished.lhr, finished);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`${url}: ${error.message}; trying again`);
    return audit(origin, url, locale, attempt + 1);
  }
}

const exists = (origin, page) =>
  fetch(new URL(page, origin), { method: 'HEAD' }).then(
    (r) => r.ok,
    () => false,
  );

const weights = new Map();
if (TWINS) for (const page of pages) weights.set(page, await pageWeight(base, page));
// What a first and a returning visit bring over the network (scripts/visitBytes.mjs).
const visits = new Map();
if (TWINS) for (const page of pages) visits.set(page, await visitBytes(browser, base, page));
const precache = TWINS ? precacheBytes(outDir) : null;
// First visits until the page's own work is done (scripts/perf/pass.mjs), on both builds.
const firstVisits = new Map();
const refPages = new Set();
if (!TWINS) {
  for (const page of pages) {
    const now = await firstVisitBytes(browser, base, page);
    // A page kind the reference did not have yet is measured on this side only.
    const has = reference && (await exists(refBase, page));
    if (has) refPages.add(page);
    const ref = has ? await firstVisitBytes(browser, refBase, page) : null;
    firstVisits.set(page, { now: now.bytes, ref: ref?.bytes ?? null });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
if (CI_MODE) await (await import('./perf/ci.mjs')).settle(loadavg);
const results = new Map(pages.map((p) => [p, { twin: [], page: [], ref: [] }]));
const loads = [loadavg()[0]];
const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
try {
  // Interleaved: each run measures every page and its twin (or the reference build's page) side
  // by side, so a busy moment on the machine weighs on both.
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      const { locale } = splitLocale(page.split('?')[0]);
      const r = results.get(page);
      if (TWINS) r.twin.push(await audit(base, twinUrl(page), locale));
      if (refPages.has(page)) r.ref.push(await audit(refBase, page, locale));
      r.page.push(await audit(base, page, locale));
      loads.push(loadavg()[0]);
      const last = r.page.at(-1);
      const ref = r.ref.at(-1);
      const longest = Math.round(Math.max(0, ...last.tasks.map((t) => t.duration)));
      console.log(
        `run ${run} ${page}: ${TWINS ? `twin LCP ${Math.round(r.twin.at(-1).lcp)}, page LCP ${Math.round(last.lcp)} FCP ${Math.round(last.fcp)} ` : ''}` +
          `TBT ${Math.round(last.tbt)}${ref ? ` (ref ${Math.round(ref.tbt)})` : ''}, ${last.tasks.length} long tasks after paint, longest ${longest} ms, ` +
          `${last.scripts} scripts, done ${last.done ? `at ${(last.doneAt / 1000).toFixed(1)} s` : `not: ${last.why}`} (load ${loadavg()[0].toFixed(1)}, ${seconds()} s)`,
      );
    }
  }
  if (CI_MODE) {
    // The quick form measures a task over its bound again once: a busy moment of the machine is not the page's.
    const { ciChecks } = await import('./perf/ci.mjs');
    for (const { page } of ciChecks(pages, results, firstVisits, summarize).checks.filter((c) => c.again)) {
      console.log(`${page}: a task over the bound; measured again`);
      results.get(page).page.push(await audit(base, page, splitLocale(page).locale));
    }
  }
} finally {
  await browser.close();
  cleanup();
}

const date = new Date().toISOString().slice(0, 10);
const command = `npm run perf${argv.length ? ` -- ${argv.join(' ')}` : ''}`;
const minutes = Math.round((Date.now() - started) / 60000);
const loadNote = `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on a shared 2-core machine`;
const allPasses = [...results.values()].flatMap((r) => [...r.page, ...r.ref]);
const cutPasses = allPasses.filter((p) => !p.done).length;
const cutNote = cutPasses
  ? ` ${cutPasses} of ${allPasses.length} passes were cut at ${LIMIT_MS / 1000} s before the page's work was done.`
  : '';
const benchmarks = allPasses.map((p) => p.benchmark);
const benchNote = `Lighthouse's benchmark index ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}`;
const cell = (s) => s.longest && `${Math.round(s.longest)}${s.longestOwner ? ` ${s.longestOwner}` : ''}`;
mkdirSync(join(root, 'perf-results'), { recursive: true });

if (CI_MODE) {
  const { ciChecks } = await import('./perf/ci.mjs');
  const report = ciChecks(pages, results, firstVisits, summarize);

  for (const c of report.checks) console.log(`${c.ok ? 'ok    ' : 'FAILED'} ${c.name}: ${c.detail}`);
  // A time not judged (an overloaded machine) is neither passed nor failed; the notes say so.
  for (const line of report.notes) console.log(`  (reported) ${line}`);
  console.log(`perf (quick form): ${report.passed} passed, ${report.failed} failed (${seconds()} s, ${loadNote})`);
  // scripts/test.mjs reads the counts from PERF_CI_JSON.
  const out = process.env.PERF_CI_JSON || join(root, 'reports', 'perf-ci.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ date, ...report, results: [...results] }, null, 2));
  process.exit(report.failed > 0 ? 1 : 0);
}

if (AGAINST) {
  const rows = pages.map((page) => {
    const { page: runs, ref: refRuns } = results.get(page);
    const now = summarize(runs);
    const ref = refRuns.length ? summarize(refRuns) : null;
    const bytes = firstVisits.get(page);
    return { page, now, ref, bytes, misses: issue47Misses(now, ref, bytes) };
  });
  const table = [
    `| page | TBT ms | long tasks after paint | longest ms | blocking after paint ms | scripts | requests | 1st visit KB | issue 47 |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...rows
      .map(({ page, now, ref, bytes, misses }) =>
        [
          `\`${page}\``,
          versus(ref?.tbt, now.tbt),
          versus(ref?.tasks, now.tasks),
          `${ref ? cell(ref) : '–'} → ${cell(now)}${ref?.longest ? ` (×${(now.longest / ref.longest).toFixed(2)})` : ''}`,
          versus(ref?.blocking, now.blocking),
          versus(ref?.scripts, now.scripts),
          versus(ref?.requests, now.requests),
          versus(bytes.ref == null ? null : bytes.ref / 1024, bytes.now / 1024),
          misses.length ? `**missed**: ${misses.join('; ')}` : 'met',
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ].join('\n');
  const heading = [
    `Measured ${date} with \`${command}\`: this tree (${thisBuild()}) against ${reference.short}, each cell *reference → now (× now/reference)*, medians of ${RUNS} interleaved runs, ${pages.length} pages, ${minutes} min, ${loadNote}, ${benchNote}.${cutNote}`,
    `Each pass lasts until the page's own work is done (islands hydrated, network and main thread quiet for ${QUIET_MS / 1000} s); *long tasks after paint* are those of 50 ms or more (simulated 4× CPU) starting after the first contentful paint, *longest* says whose code ran in it, *blocking* is their time beyond 50 ms; *1st visit* is every byte a fresh phone downloads until the work is done.`,
  ].join('\n');
  console.log(`\n${heading}\n\n${table}\n`);
  writeFileSync(
    join(root, 'perf-results', `perf-against-${reference.short}.json`),
    JSON.stringify({ date, command, runs: RUNS, rows, results: [...results] }, null, 2),
  );
  if (!argv.includes('--no-docs') && !argv.includes('--no-readme'))
    writeDocSection('docs/budgets.md', 'perf-against', `${heading}\n\n${table}`);
  process.exit(rows.every((r) => r.misses.length === 0) ? 0 : 1);
}

const rows = [];
for (const page of pages) {
  const { twin, page: runs } = results.get(page);
  const m = (list, k) => median(list.map((x) => x[k]));
  const weight = weights.get(page);
  const target = kindOf(page);
  const after = summarize(runs);
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
    after,
  };
  const { react, app } = splitReact(weight);
  const misses = [
    row.lcpRatio > target.lcp && `LCP ${row.lcpRatio.toFixed(2)}× > ${target.lcp}`,
    target.fcp !== null && row.fcpRatio > target.fcp && `FCP ${row.fcpRatio.toFixed(2)}× > ${target.fcp}`,
    row.cls > BUDGET.cls && `CLS ${+row.cls.toFixed(3)} > ${BUDGET.cls}`,
    weight.depth > BUDGET.rounds && `scripts in ${weight.depth} rounds > ${BUDGET.rounds}`,
    row.blocking > 0 && `${row.blocking} render-blocking`,
    react > REACT_BUDGET && `React ${kb(react)} KB > ${kb(REACT_BUDGET)}`,
    app > APP_BUDGET && `our JS ${(app / 1024).toFixed(1)} KB > ${(APP_BUDGET / 1024).toFixed(1)}`,
    // Issue 47's: TBT, our code's and React's long tasks, scripts (scripts/perf/targets.mjs).
    ...issue47Misses(after, null, null),
  ].filter(Boolean);
  row.misses = misses;
  row.ok = misses.length === 0;
  rows.push(row);
}

const table = [
  '| page | twin LCP ms | page LCP ms | LCP ÷ twin | FCP ÷ twin | TBT ms | twin TBT ms | long tasks after paint | longest ms | CLS | JS KB | 1st visit KB | return KB | requests | scripts | targets |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| \`${r.page}\` | ${r.twinLcp} | ${r.lcp} | ${r.lcpRatio.toFixed(2)} | ${r.fcpRatio.toFixed(2)} | ${r.tbt} | ${r.twinTbt} | ${r.after.tasks} | ${cell(r.after) || 0} | ${+r.cls.toFixed(3)} | ${r.jsKB.toFixed(1)} | ${r.firstKB.toFixed(0)} | ${r.returnKB.toFixed(0)} | ${r.requests} | ${r.scripts} | ${r.ok ? 'met' : `**missed**: ${r.misses.join('; ')}`} |`,
  ),
].join('\n');
const heading = [
  `Measured ${date} with \`${command}\` (build ${thisBuild()}, medians of ${RUNS} interleaved runs, ${pages.length} pages, ${minutes} min, ${loadNote}).${cutNote}`,
  `Each pass lasts until the page's own work is done; *long tasks after paint* counts those of 50 ms or more (simulated) after the first contentful paint, *longest* says whose code ran in the longest.`,
  `*1st visit* is every byte a fresh phone downloads for the page (cold cache, no storage, arriving with \`#uid=\`), *return* the same page opened again once the service worker is in place;`,
  `the worker's install downloads ${precache.files} files once, ${kb(precache.total)} KB compressed, React's chunk (${kb(precache.react)} KB) among them.`,
].join('\n');
console.log(`\n${heading}\n\n${table}\n`);

writeFileSync(
  join(root, 'perf-results', 'perf.json'),
  JSON.stringify({ date, command, runs: RUNS, rows, results: [...results] }, null, 2),
);

const writeDocs = !argv.includes('--no-docs') && !argv.includes('--no-readme');
if (writeDocs) writeDocSection('docs/budgets.md', 'perf', `${heading}\n\n${table}`);
process.exit(rows.every((r) => r.ok) ? 0 : 1);
