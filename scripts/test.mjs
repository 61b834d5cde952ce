// `npm test`: linters, types, unit tests (Vitest; the server's again on PostgreSQL), then browser tests (Playwright, Debian's
// Chromium, against the real server started as `npm start` starts it). Ends with one line:
// N passed, N failed (a failed linter or type check counts as one failure).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureInstalled, projectEnv, root } from './env.mjs';
import { pgBin } from './pgBin.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM}. Install Debian's: sudo apt-get install -y chromium`);
  process.exit(1);
}
// The server tests run a second time on PostgreSQL, in a throwaway cluster of their own.
const PG_BIN = pgBin();
if (!existsSync(join(PG_BIN, 'initdb'))) {
  console.error(`No PostgreSQL at ${PG_BIN}. Install Debian's: sudo apt-get install -y postgresql`);
  process.exit(1);
}
if (!process.env.CHROMIUM_PATH && !existsSync('/usr/bin/chromium-headless-shell')) {
  console.warn(
    'No Chromium headless shell: the pages run in the full browser, slower. sudo apt-get install -y chromium-headless-shell',
  );
}
ensureInstalled();
const out = join(root, 'reports');
mkdirSync(out, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
const extra = process.argv.slice(2);

function runner(command, args, env = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: projectEnv(env) }).status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// Linters first (ESLint, stylelint, Prettier), then types: `astro check` covers .astro, .ts and
// .tsx in one pass.
const lintExit = runner(bin('node'), [join(root, 'scripts', 'lint.mjs')]);
const typesExit = runner(bin('astro'), ['check', '--minimumSeverity', 'error']);
// The site is built once, here: the unit tests' React-chunk check compares its own build with this
// one (scripts/reactChunk.test.ts), and the browser tests and the perf check serve it.
// If that build failed, each runner is left to build (or fail) on its own.
const buildExit = runner(bin('astro'), ['build', '--silent']);
const built =
  buildExit === 0 ? { SKIP_BUILD: '1', REACT_CHUNK_BASE: resolve(root, process.env.OUT_DIR || 'dist') } : {};
const unitExit = runner(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile=${join(out, 'vitest.json')}`],
  built,
);
const unit = readJson(join(out, 'vitest.json'));
// The same server tests on PostgreSQL, plus the several-instance ones (vitest.pg.config.ts).
const pgExit = runner(bin('vitest'), [
  'run',
  '--config',
  'vitest.pg.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${join(out, 'vitest-pg.json')}`,
]);
const pgUnit = readJson(join(out, 'vitest-pg.json'));
const e2eExit = runner(bin('playwright'), ['test', ...extra], {
  ...built,
  PLAYWRIGHT_JSON_FILE: join(out, 'playwright.json'),
});
const e2e = readJson(join(out, 'playwright.json'));
// The quick form of `npm run perf` (scripts/perf/ci.mjs): issue 47's measure on a few page kinds,
// on the build Playwright has just used; skipped when Playwright was given files or options, or PERF_CI=0.
const perfRuns = extra.length === 0 && process.env.PERF_CI !== '0';
const perfJson = join(out, `perf-ci-${process.pid}.json`);
const perfExit = perfRuns
  ? runner(bin('node'), [join(root, 'scripts', 'perf.mjs'), '--ci'], { ...built, PERF_CI_JSON: perfJson })
  : 0;
const perf = perfRuns ? readJson(perfJson) : null;

let passed =
  (unit?.numPassedTests ?? 0) + (pgUnit?.numPassedTests ?? 0) + (e2e?.stats ? e2e.stats.expected + e2e.stats.flaky : 0);
let failed = (unit?.numFailedTests ?? 0) + (pgUnit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
// A runner that crashed before reporting still counts as a failure.
if (lintExit !== 0) failed += 1;
if (typesExit !== 0) failed += 1;
if (buildExit !== 0) failed += 1;
if (unitExit !== 0 && !unit?.numFailedTests) failed += 1;
if (pgExit !== 0 && !pgUnit?.numFailedTests) failed += 1;
if (e2eExit !== 0 && !e2e?.stats?.unexpected) failed += 1;
passed += perf?.passed ?? 0;
failed += perf?.failed ?? 0;
if (perfExit !== 0 && !perf?.failed) failed += 1;
if (perf) console.log(`\nperf (quick form): ${perf.passed} passed, ${perf.failed} failed`);
console.log(
  `\nunit: ${unit?.numPassedTests ?? 0} passed; on PostgreSQL: ${pgUnit?.numPassedTests ?? 0} passed; browser: ${e2e?.stats?.expected ?? 0} passed, ${e2e?.stats?.flaky ?? 0} flaky, ${e2e?.stats?.skipped ?? 0} skipped`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
