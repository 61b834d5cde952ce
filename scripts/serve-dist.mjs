import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectEnv, root } from './env.mjs';

/** Serves a built directory with the reference server on 127.0.0.1:`port`; resolves once it answers. */
export async function serveDist(dist, port) {
  const server = spawn(join(root, 'node_modules/.bin/node'), ['server/main.ts'], {
    cwd: root,
    env: projectEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: dist,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'nour-serve-')),
    }),
    stdio: 'ignore',
  });
  for (let i = 0; i < 150; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`the server for ${dist} did not answer on port ${port}`);
}
