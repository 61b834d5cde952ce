import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createApp, DEFAULT_CREDENTIALS } from './app.ts';
import { limitsFromEnv } from './limits.ts';
import { policyFromEnv } from './push/endpoint.ts';
import { DEFAULT_PUSH } from './push/options.ts';
import { vapidFromEnv } from './push/vapid.ts';

const env = process.env;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

function positive(raw: string, name: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return n;
}

const port = Number(env.PORT ?? 4321);
const host = env.HOST || '127.0.0.1';
const distDir = resolve(env.DIST_DIR || 'dist');
// Off unless asked for: they list stored events with msisdns and create subscribers for anyone.
const devRoutes = flag(env.DEV_ROUTES, false);

function createFromEnv() {
  try {
    return createApp({
      dataDir: resolve(env.DATA_DIR || 'data'),
      distDir,
      mediaDir: resolve(env.MEDIA_DIR || 'server/media'),
      credentials: env.API_CREDENTIALS || DEFAULT_CREDENTIALS,
      corsOrigins: (env.CORS_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
      devRoutes,
      publicOrigin: env.PUBLIC_ORIGIN || undefined,
      trustProxy: flag(env.TRUST_PROXY, false),
      subscribeUrl: env.SUBSCRIBE_URL || undefined,
      databaseUrl: env.DATABASE_URL || undefined,
      databasePoolSize: env.DATABASE_POOL_SIZE ? positive(env.DATABASE_POOL_SIZE, 'DATABASE_POOL_SIZE') : undefined,
      limits: limitsFromEnv(env),
      push: {
        ...DEFAULT_PUSH,
        enabled: flag(env.PUSH, true),
        policy: policyFromEnv(env, flag(env.PUSH_PRIVATE_HOSTS, false)),
        vapid: vapidFromEnv(env, env.PUBLIC_ORIGIN),
        everyMs: env.PUSH_EVERY_MS ? positive(env.PUSH_EVERY_MS, 'PUSH_EVERY_MS') : DEFAULT_PUSH.everyMs,
      },
      // JSON lines, like the request log, so one pipeline reads both.
      onError: (err) =>
        console.error(
          JSON.stringify({
            time: new Date().toISOString(),
            level: 'error',
            msg: 'request failed',
            error: err instanceof Error ? (err.stack ?? err.message) : String(err),
          }),
        ),
      log: flag(env.REQUEST_LOG, true) ? (line) => process.stdout.write(`${line}\n`) : undefined,
    });
  } catch (err) {
    console.error(`[nour] ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
const app = createFromEnv();

if (!existsSync(distDir)) console.warn(`[nour] ${distDir} does not exist yet: run \`npm run build\` to get the site.`);

app.server.on('error', (err) => {
  console.error(`[nour] cannot listen on ${host}:${port}:`, err.message);
  process.exit(1);
});

// Listen only once the database is migrated: a load balancer never sees a half-started instance.
app.ready.then(
  // REUSE_PORT=1: several instances on one machine share the port, the kernel spreading connections.
  () => app.server.listen({ port, host, reusePort: flag(env.REUSE_PORT, false) }, onListening),
  (err: unknown) => {
    console.error(`[nour] ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);

function onListening(): void {
  // PORT=0 picks a free port: print the one we got (tests read this line).
  const { port: actual } = app.server.address() as AddressInfo;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${actual}/`;
  console.log(`Nour is running at ${base}`);
  console.log(`Demo subscriber: ${base}#uid=demo-active`);
  if (devRoutes) console.log('Development routes are on (DEV_ROUTES=1): /__dev/* and the stand-in /subscribe.');
  else console.log('Development routes are off: set DEV_ROUTES=1 to subscribe through the stand-in /subscribe.');
}

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`[nour] ${signal}: shutting down`);
  // A stuck connection must not keep the process alive forever.
  // (Beyond the grace given to requests under way, plus the time to write pending events.)
  setTimeout(() => process.exit(1), limitsFromEnv(env).shutdownGraceMs + 5000).unref();
  app.close().then(() => process.exit(0));
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
