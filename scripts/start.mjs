// `npm start`: install what is missing, build the site, then serve it with the reference API.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build, ensureInstalled, projectEnv, root } from './env.mjs';

ensureInstalled();
if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the site (fr, en, ar)…');
  build();
}
const server = spawn(join(root, 'node_modules', '.bin', 'node'), [join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: projectEnv(process.env.OUT_DIR ? { DIST_DIR: process.env.OUT_DIR } : {}),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
