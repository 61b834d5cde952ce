// Shared by `npm start` and `npm test`. Plain JavaScript that runs on the machine's own
// Node (maybe 20): it installs dependencies, then hands over to the pinned Node 24.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
const bin = join(root, 'node_modules', '.bin');

/** Environment whose PATH puts the pinned Node 24 and the project's tools first. */
export function projectEnv(extra = {}) {
  return { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...extra, PATH: `${bin}${delimiter}${process.env.PATH}` };
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh =
    existsSync(marker) && existsSync(join(bin, 'node')) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('Installing dependencies (npm ci)…');
  // Exactly the locked versions, and the lockfile left as it is (git status stays clean).
  run('npm', ['ci', '--no-audit', '--no-fund'], { env: process.env });
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: projectEnv(), ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  return result;
}

/** Builds the site of `cwd` (this project, or a checkout of another commit that borrows its tools). */
export function build(extraEnv = {}, cwd = root) {
  run(join(bin, 'astro'), ['build', '--silent'], { cwd, env: projectEnv(extraEnv) });
}
