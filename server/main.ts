import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { createApp, DEFAULT_CREDENTIALS } from './app.ts';

const env = process.env;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

const port = Number(env.PORT ?? 4321);
const host = env.HOST || '127.0.0.1';
const distDir = resolve(env.DIST_DIR || 'dist');
const devRoutes = flag(env.DEV_ROUTES, env.NODE_ENV !== 'production');

const app = createApp({
  dataDir: resolve(env.DATA_DIR || 'data'),
  distDir,
  mediaDir: resolve(env.MEDIA_DIR || 'server/media'),
  credentials: env.API_CREDENTIALS || DEFAULT_CREDENTIALS,
  corsOrigins: (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  devRoutes,
  onError: (err) => console.error('[nour] request failed:', err),
});

if (!existsSync(distDir)) console.warn(`[nour] ${distDir} does not exist yet: run \`npm run build\` to get the site.`);

app.server.on('error', (err) => {
  console.error(`[nour] cannot listen on ${host}:${port}:`, err.message);
  process.exit(1);
});

app.server.listen(port, host, () => {
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
  console.log(`Nour is running at ${base}`);
  console.log(`Demo subscriber: ${base}#uid=demo-active`);
  if (devRoutes) console.log('Development routes are on (/__dev/*). Set DEV_ROUTES=0 to turn them off.');
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`[nour] ${signal}: shutting down`);
  // A stuck connection must not keep the process alive forever.
  setTimeout(() => process.exit(1), 5000).unref();
  app.close().then(() => process.exit(0));
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
