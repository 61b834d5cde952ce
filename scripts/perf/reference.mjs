// The reference build of `npm run perf -- --against <commit>`: that commit checked out in a
// temporary git worktree (this checkout's branch and files are never touched), built with its own
// dependencies and served by its own reference server, so both builds answer as they did then.
//
// - Dependencies: a symlink to this tree's node_modules when the commit's lockfile is this one's;
//   otherwise `npm ci` of its lockfile, once, kept in dist-ref-deps-<hash of the lockfile>/ for the
//   next runs (git ignores dist*/; not under node_modules, which every `npm ci` of this tree empties).
//   Never a symlink that an `npm ci` could follow: npm empties the node_modules it is given.
// - The build: `astro build` with the commit's own tools, into dist-ref-<commit>/ beside this tree's
//   dist/ (git ignores dist*/), kept for the next runs: a commit's build does not change. Delete the
//   folder to build it again. The generated assets (wallpapers, the cut font) are borrowed from
//   this tree when it has them, as `npm run weight -- --against` does, to save their minutes.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { projectEnv, root } from '../env.mjs';

const git = (args, options = {}) => spawnSync('git', args, { cwd: root, encoding: 'utf8', ...options });

function must(result, what) {
  if (result.status !== 0)
    throw new Error(`${what} failed (exit ${result.status ?? result.signal}): ${result.stderr ?? ''}`);
  return result;
}

/** The environment that runs the reference's own tools (its Node 24, its astro). */
function treeEnv(tree, extra = {}) {
  const env = projectEnv(extra);
  return { ...env, PATH: `${join(tree, 'node_modules', '.bin')}${delimiter}${env.PATH}` };
}

/** node_modules for a lockfile other than ours, installed once and kept. */
function installFor(lock, pkg) {
  const dir = join(root, `dist-ref-deps-${createHash('sha1').update(lock).digest('hex').slice(0, 12)}`);
  if (existsSync(join(dir, 'node_modules', '.package-lock.json'))) return join(dir, 'node_modules');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package-lock.json'), lock);
  writeFileSync(join(dir, 'package.json'), pkg);
  console.log(`The reference's lockfile differs from this tree's: npm ci in ${dir} (once)…`);
  // npm under the pinned Node 24, as the README asks.
  must(
    spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit', env: projectEnv() }),
    'npm ci',
  );
  return join(dir, 'node_modules');
}

/**
 * Checks out and builds `commit` (once per commit). Returns its full hash, its short name, its
 * built folder, `serve(port)` (its own server on that port, resolving once it answers) and `close()`.
 */
export function referenceBuild(commit) {
  const hash = must(git(['rev-parse', '--verify', `${commit}^{commit}`]), `git rev-parse ${commit}`).stdout.trim();
  const short = hash.slice(0, 7);
  const tree = mkdtempSync(join(tmpdir(), 'nour-perf-ref-'));
  const servers = [];
  const dataDirs = [];
  const close = () => {
    servers.forEach((s) => s.kill());
    servers.length = 0;
    dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    git(['worktree', 'remove', '--force', tree]);
    rmSync(tree, { recursive: true, force: true });
  };
  process.on('exit', close);
  must(git(['worktree', 'add', '--detach', tree, hash]), `git worktree add ${hash}`);

  const theirs = must(git(['show', `${hash}:package-lock.json`], { maxBuffer: 1 << 30 }), 'git show').stdout;
  const ours = readFileSync(join(root, 'package-lock.json'), 'utf8');
  const modules =
    theirs === ours
      ? join(root, 'node_modules')
      : installFor(theirs, must(git(['show', `${hash}:package.json`]), 'git show').stdout);
  symlinkSync(modules, join(tree, 'node_modules'));

  const dist = join(root, `dist-ref-${short}`);
  if (!existsSync(join(dist, 'index.html'))) {
    const generated = join(root, 'src/assets/generated');
    if (existsSync(generated)) cpSync(generated, join(tree, 'src/assets/generated'), { recursive: true });
    const building = `${dist}-building`;
    rmSync(building, { recursive: true, force: true });
    console.log(`Building ${short} (the reference) into ${dist}…`);
    must(
      spawnSync(join(tree, 'node_modules', '.bin', 'astro'), ['build', '--silent'], {
        cwd: tree,
        stdio: 'inherit',
        env: treeEnv(tree, { OUT_DIR: building }),
      }),
      `building ${short}`,
    );
    renameSync(building, dist);
    // Astro's cache of that build (named after the folder it was built in) is not needed to serve it.
    rmSync(`${building}-cache`, { recursive: true, force: true });
  } else console.log(`Reusing the build of ${short} in ${dist} (delete it to build again).`);

  async function serve(port) {
    const dataDir = mkdtempSync(join(tmpdir(), 'nour-perf-ref-data-'));
    dataDirs.push(dataDir);
    const server = spawn(join(tree, 'node_modules', '.bin', 'node'), ['server/main.ts'], {
      cwd: tree,
      env: treeEnv(tree, {
        PORT: String(port),
        HOST: '127.0.0.1',
        DIST_DIR: dist,
        DATA_DIR: dataDir,
      }),
      stdio: 'ignore',
    });
    servers.push(server);
    for (let i = 0; i < 300; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return server;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the reference server (${short}) did not answer on port ${port}`);
  }

  return { hash, short, dist, serve, close };
}
