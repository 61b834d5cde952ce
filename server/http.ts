import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Store } from './db.ts';
import type { Limits } from './limits.ts';
import type { OriginOptions } from './proxy.ts';
import type { RateLimiter } from './rateLimit.ts';
import type { PushOptions } from './push/options.ts';
import { msg, type Lang, type MessageKey } from './messages.ts';

/** Sent with every answer. */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Sent with every HTML answer as well: no page of ours may be framed (clickjacking). */
export const HTML_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/** Every header the web client may send; a preflight that omits one would block the real call. */
export const CLIENT_HEADERS = [
  'Authorization',
  'Content-Type',
  'Language',
  'appVersion',
  'reqFrom',
  'serviceId',
  'campaign',
  'rcid',
  'flow',
  'blocked',
  'breason',
  'sessionId',
  'msisdn',
  'topic',
];

export interface AppOptions extends OriginOptions {
  dataDir: string;
  distDir: string;
  mediaDir: string;
  contentDir: string;
  credentials: string;
  corsOrigins: string[];
  /** /__dev/* and the stand-in's POST /subscribe (DEV_ROUTES=1). */
  devRoutes: boolean;
  /** The operator's subscription page sent as subUrl; the stand-in /subscribe when unset. */
  subscribeUrl?: string;
  limits: Limits;
  /** postgres://… selects PostgreSQL; unset keeps the embedded SQLite file in dataDir. */
  databaseUrl?: string;
  /** PostgreSQL connections this instance may hold (default 10). */
  databasePoolSize?: number;
  onError?: (err: unknown) => void;
  /** Web Push prayer notifications (server/push/service.ts); on, with generated keys, when unset. */
  push?: PushOptions;
  /** One JSON line per request (requestLog.ts); off when unset (tests). */
  log?: (line: string) => void;
}

export interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  pathname: string;
  query: URLSearchParams;
  lang: Lang;
  store: Store;
  options: AppOptions;
  /** Per-address budget of POST /events. */
  eventRate: RateLimiter;
}

/** A plain (non-API) route: exact path and method. */
export interface Route {
  method: 'GET' | 'POST';
  path: string;
  handle(ctx: Ctx): void | Promise<void>;
}

/** POST /api/<path>: auth and JSON parsing happen before handle(); its return value is the 200 body. */
/** A POST route of the API; `Answer` is its answer's type where src/shared/apiAnswers.ts has one. */
export interface ApiRoute<Answer = unknown> {
  path: string;
  handle(body: Record<string, unknown>, ctx: Ctx): Answer | Promise<Answer>;
}

/** Thrown anywhere in a handler; turned into `{status:"failed", message}` in the request's language. */
export class HttpError extends Error {
  status: number;
  key: MessageKey;
  /** Sent with the error (a 429's Retry-After). */
  headers: Record<string, string>;
  constructor(status: number, key: MessageKey, headers: Record<string, string> = {}) {
    super(key);
    this.status = status;
    this.key = key;
    this.headers = headers;
  }
}

/** The body up to `limit` bytes, announced (Content-Length) or streamed (chunked); 413 beyond. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > limit) {
      req.resume(); // discard; the 413 is sent with Connection: close
      return reject(new HttpError(413, 'tooLarge'));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (fn: () => void) => {
      if (!settled) {
        settled = true;
        fn();
      }
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) settle(() => reject(new HttpError(413, 'tooLarge')));
      else chunks.push(chunk);
    });
    req.on('end', () => settle(() => resolve(Buffer.concat(chunks))));
    req.on('error', () => settle(() => reject(new HttpError(400, 'badBody'))));
    req.on('close', () => settle(() => reject(new HttpError(400, 'badBody'))));
  });
}

/** An empty body counts as `{}`: the calls without parameters (hajjData, ramadan...) may send nothing. */
export function parseJsonObject(buf: Buffer): Record<string, unknown> {
  const text = buf.toString('utf8').trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'badJson');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'badBody');
  }
  return value as Record<string, unknown>;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const data = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(data),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(data);
}

export function sendError(
  res: ServerResponse,
  status: number,
  key: MessageKey,
  lang: Lang,
  headers: Record<string, string> = {},
): void {
  // After a 413 the rest of the body is still arriving; closing stops an endless upload.
  const extra = status === 413 ? { Connection: 'close', ...headers } : headers;
  sendJson(res, status, { status: 'failed', message: msg(key, lang) }, extra);
}

export function isOriginAllowed(origin: string | undefined, allowed: string[]): origin is string {
  return !!origin && (allowed.includes(origin) || allowed.includes('*'));
}

/** Adds CORS headers for an allowed Origin; returns whether it was allowed. */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: string[]): boolean {
  const origin = req.headers.origin;
  if (allowed.length > 0) res.setHeader('Vary', 'Origin');
  if (!isOriginAllowed(origin, allowed)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  return true;
}

export function sendPreflight(req: IncomingMessage, res: ServerResponse, allowed: string[], lang: Lang): void {
  // Without Origin this is a plain OPTIONS, not a CORS preflight: just say what we accept.
  if (!req.headers.origin) return void res.writeHead(204, { Allow: 'GET, HEAD, POST, OPTIONS' }).end();
  if (!applyCors(req, res, allowed)) return sendError(res, 403, 'originNotAllowed', lang);
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': CLIENT_HEADERS.join(', '),
    'Access-Control-Max-Age': '600',
  });
  res.end();
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time check of `Authorization: Basic base64(user:pass)`. */
export function hasValidCredentials(req: IncomingMessage, expected: string): boolean {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!m) return false;
  return timingSafeEqual(digest(Buffer.from(m[1], 'base64').toString('utf8')), digest(expected));
}
