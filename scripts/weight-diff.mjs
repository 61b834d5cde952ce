// `npm run weight -- --against <git ref> [--no-docs]`: the startup JavaScript of every kind of page (gzipped,
// scripts/weight.mjs), this build against the build of an earlier commit, as a Markdown table.
// The earlier commit is built in a temporary git worktree that borrows node_modules and the
// generated assets; SKIP_BUILD=1 reuses this tree's last build. The table also goes into docs/budgets.md
// (between its weight markers) unless --no-docs (or the older --no-readme) is given.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, ensureInstalled, root } from './env.mjs';
import { writeDocSection } from './doc-section.mjs';

ensureInstalled();
const { pageWeight } = await import('./weight.mjs');
const { splitReact } = await import('./budgets.mjs');
const { ROUTES } = await import('./pages.mjs');
const { serveDist } = await import('./serve-dist.mjs');

const argv = process.argv.slice(2);
const against = argv[argv.indexOf('--against') + 1];
if (!argv.includes('--against') || !against) {
  console.error('Usage: npm run weight -- --against <git ref>');
  process.exit(2);
}

const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
const tree = mkdtempSync(join(tmpdir(), 'nour-weight-'));
const servers = [];
process.on('exit', () => {
  servers.forEach((s) => s.kill());
  git('worktree', 'remove', '--force', tree);
  rmSync(tree, { recursive: true, force: true });
});

if (process.env.SKIP_BUILD !== '1') build();
if (git('worktree', 'add', '--detach', tree, against).status !== 0) throw new Error(`no commit ${against}`);
symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
const generated = join(root, 'src/assets/generated');
if (existsSync(generated)) cpSync(generated, join(tree, 'src/assets/generated'), { recursive: true });
build({ OUT_DIR: './dist' }, tree);

const [before, after] = [4481, 4482];
servers.push(await serveDist(join(tree, 'dist'), before), await serveDist(join(root, 'dist'), after));
// KiB, like npm run perf and the 90 KB budget.
const kb = (bytes) => (bytes / 1024).toFixed(1);
const date = new Date().toISOString().slice(0, 10);
const lines = [
  `Measured ${date} with \`npm run weight -- --against ${against}\`: startup JavaScript, gzipped, of this tree against that commit; ours is what is left beside React's chunk; until done adds our life cycle's scripts, which every page loads after hydration; scripts counts both.`,
  '',
  `| page | ours ${against} KB | ours now KB | Δ KB | ours until done ${against} KB | ours until done now KB | Δ KB | React now KB | scripts now |`,
  '|---|---|---|---|---|---|---|---|---|',
];
for (const route of ROUTES) {
  // A page kind the earlier commit did not have yet is measured on this side only.
  const a = await pageWeight(`http://127.0.0.1:${before}`, route).then(splitReact, () => null);
  const now = await pageWeight(`http://127.0.0.1:${after}`, route);
  const b = splitReact(now);
  const was = (n) => (a ? kb(a[n]) : '–');
  const delta = (n) => (a ? kb(b[n] - a[n]) : '–');
  const scripts = now.scripts.length + now.lifeCycle.scripts;
  lines.push(
    `| \`${route}\` | ${was('app')} | ${kb(b.app)} | ${delta('app')} | ${was('untilDone')} | ${kb(b.untilDone)} | ${delta('untilDone')} | ${kb(b.react)} | ${scripts} |`,
  );
}
console.log(lines.join('\n'));
const writeDocs = !argv.includes('--no-docs') && !argv.includes('--no-readme');
if (writeDocs) writeDocSection('docs/budgets.md', 'weight', lines.join('\n'));
process.exit(0);
