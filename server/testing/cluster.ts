import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgBin } from '../../scripts/pgBin.mjs';

// A throwaway PostgreSQL cluster for tests: initdb in a temporary folder, its own port, its
// socket in that folder, trust auth on 127.0.0.1 only; stop() kills it (-m immediate: nothing in
// it is worth a checkpoint) and removes the folder. initdb refuses to run as root, so as root
// the server binaries run as Debian's `postgres` user.
export const PG_BIN = pgBin();

export interface Cluster {
  url: string;
  port: number;
  stop(): void;
}

function run(bin: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const cmd = asRoot ? 'runuser' : join(PG_BIN, bin);
  const argv = asRoot ? ['-u', 'postgres', '--', join(PG_BIN, bin), ...args] : args;
  execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

export function startCluster(port: number): Cluster {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(`No PostgreSQL at ${PG_BIN}: apt-get install -y postgresql (or set PG_BIN)`);
  }
  const root = mkdtempSync(join(tmpdir(), 'nour-pg-'));
  chmodSync(root, 0o777); // the postgres user writes its data and socket here
  const data = join(root, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // fsync stays on (the kill -9 tests are about what a commit guarantees); max_connections covers
  // the pools of several instances plus the per-test databases.
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(root, 'log'),
    '-w',
    '-t',
    '30',
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=300 -c shared_buffers=32MB`,
    'start',
  ]);
  let stopped = false;
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      const asRoot = process.getuid?.() === 0;
      const args = ['-D', data, '-m', 'immediate', '-w', '-t', '20', 'stop'];
      spawnSync(
        asRoot ? 'runuser' : join(PG_BIN, 'pg_ctl'),
        asRoot ? ['-u', 'postgres', '--', join(PG_BIN, 'pg_ctl'), ...args] : args,
        {
          stdio: 'ignore',
          timeout: 30_000,
        },
      );
      rmSync(root, { recursive: true, force: true });
    },
  };
}
