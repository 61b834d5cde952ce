import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createApp, DEFAULT_CREDENTIALS, type App, type AppInput } from '../app.ts';
import { testDatabaseUrl } from './database.ts';

export const AUTH = `Basic ${Buffer.from(DEFAULT_CREDENTIALS).toString('base64')}`;
const TIMEOUT = 5000;

export interface Running {
  app: App;
  base: string;
  port: number;
  stop(): Promise<void>;
}

/** A throwaway project layout: temp data dir, a tiny built site and a media dir. */
export function makeDirs(): { root: string; dataDir: string; distDir: string; mediaDir: string; cleanup(): void } {
  const root = mkdtempSync(join(tmpdir(), 'nour-server-'));
  const distDir = join(root, 'dist');
  const mediaDir = join(root, 'media');
  const files: Record<string, string | Buffer> = {
    'dist/index.html': '<!doctype html><title>home</title>' + '<p>salam</p>'.repeat(100),
    'dist/x/index.html': '<!doctype html><title>x</title>',
    'dist/404.html': '<!doctype html><title>fr 404</title>',
    'dist/en/404.html': '<!doctype html><title>en 404</title>',
    'dist/ar/404.html': '<!doctype html><title>ar 404</title>',
    'dist/_astro/a.js': 'export const a = "' + 'abc'.repeat(500) + '";\n',
    'dist/robots.txt': 'User-agent: *\n',
    'media/clip.mp3': Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256)),
    'media/live.m3u8': '#EXTM3U\n',
    'secret.txt': 'outside the web roots',
  };
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), content);
  }
  return {
    root,
    distDir,
    mediaDir,
    dataDir: join(root, 'data'),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

export async function start(input: AppInput): Promise<Running> {
  const app = createApp({ databaseUrl: await testDatabaseUrl(input.dataDir), ...input });
  await app.ready;
  await new Promise<void>((resolve, reject) => {
    app.server.once('error', reject);
    app.server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, base: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

/** Adds a subscriber through the development route (the server must run with devRoutes). */
export async function addSubscriber(base: string, uid: string, status: string): Promise<Response> {
  return fetch(`${base}/__dev/subscribers`, {
    method: 'POST',
    body: JSON.stringify({ uid, status }),
    signal: AbortSignal.timeout(TIMEOUT),
  });
}

/** POST JSON to /api/<path> with the web client's headers. */
export async function api(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { Authorization: AUTH, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http without fetch's URL normalisation or automatic decompression. */
export function raw(
  port: number,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: opts.headers, timeout: TIMEOUT },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${path}`)));
    req.on('error', reject);
    req.end(opts.body);
  });
}

export const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * The real server as `npm start` runs it, in a child process of its own (so it can be killed or its
 * memory read) on the throwaway `dirs`, on a free port of 127.0.0.1; resolves with its address once it listens.
 */
export async function launchServer(
  dirs: { dataDir: string; distDir: string; mediaDir: string },
  env: Record<string, string>,
): Promise<{ proc: ChildProcess; base: string }> {
  const databaseUrl = await testDatabaseUrl(dirs.dataDir);
  const proc = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dirs.dataDir,
      DIST_DIR: dirs.distDir,
      MEDIA_DIR: dirs.mediaDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let listening = false;
    const timer = setTimeout(() => reject(new Error(`no start within 15 s: ${out}`)), 15_000);
    // Once it listens, its output (a JSON line per request) is read and dropped: kept, a long
    // run's log would grow this string without bound.
    proc.stdout!.on('data', (c) => {
      if (listening) return;
      out += c;
      const m = /running at (http:\/\/[\d.:]+)\//.exec(out);
      if (m) {
        listening = true;
        clearTimeout(timer);
        resolve({ proc, base: m[1] });
      }
    });
    proc.stderr!.on('data', (c) => {
      if (!listening) out += c;
    });
    proc.on('exit', (code, signal) => reject(new Error(`exited (${code ?? signal}) before listening: ${out}`)));
  });
}
