import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where PostgreSQL's server programs are: PG_BIN, or Debian's newest installed version (15 on
 * bookworm, 17 on trixie), or 15's path when none is, so the message says what is missing.
 * @returns {string}
 */
export function pgBin(root = '/usr/lib/postgresql') {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.map(Number).sort((a, b) => b - a)[0] ?? 15;
  return join(root, String(newest), 'bin');
}
