import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { openStore } from './db.ts';
import {
  COMMON_HEADERS,
  HttpError,
  applyCors,
  hasValidCredentials,
  parseJsonObject,
  readBody,
  sendError,
  sendPreflight,
  type ApiRoute,
  type AppOptions,
  type Ctx,
  type Route,
} from './http.ts';
import { DEFAULT_LIMITS, type Limits } from './limits.ts';
import { langOf } from './messages.ts';
import { parseHttpUrl, parseOrigin } from './proxy.ts';
import { createRateLimiter } from './rateLimit.ts';
import { createSharedRateLimiter } from './store/sharedRateLimit.ts';
import { isStoreUnavailable } from './store/unavailable.ts';
import { sendApiJson } from './send.ts';
import { serveStatic } from './static.ts';
import { appConfig } from './routes/appConfig.ts';
import { devRoutes } from './routes/dev.ts';
import { eventsRoute } from './routes/events.ts';
import { subscribeRoutes } from './routes/subscribe.ts';
import { subscriptionRoutes } from './routes/subscription.ts';
import { salatTimings } from './routes/salatTimings.ts';
import { hajjData } from './routes/hajjData.ts';
import { hadithContent } from './routes/hadithContent.ts';
import { ramadan } from './routes/ramadan.ts';
import { liveRoutes } from './routes/live.ts';
import { oembedRoute } from './routes/oembed.ts';
import { quranData } from './routes/quranData.ts';
import { tooLongAnswer } from './tooLong.ts';
import { healthRoutes } from './routes/health.ts';
import { capConnections } from './connections.ts';
import { logRequests } from './requestLog.ts';
import { createPushService, DEFAULT_PUSH } from './push/service.ts';

export type { AppOptions } from './http.ts';

// POST /api/<path>. New endpoints (quranData, salatTimings, hajjData, api/hadithContent, ramadan)
// are one file each under routes/, appended here.
const API_ROUTES: ApiRoute[] = [
  ...subscriptionRoutes,
  appConfig,
  salatTimings,
  hajjData,
  hadithContent,
  ramadan,
  quranData,
];

// Plain routes win over /api/<path> and static files: /api/oembed is a GET without credentials,
// the live stream under /media/live/ is computed per request.
const ROUTES: Route[] = [eventsRoute, ...subscribeRoutes, ...liveRoutes, oembedRoute];

export const DEFAULT_CREDENTIALS = 'nour-web:public-web-client';

/**
 * dataDir and distDir are required; the rest default to the project layout, development routes
 * off, no proxy trusted, and the limits of limits.ts (each overridable).
 */
export type AppInput = Pick<AppOptions, 'dataDir' | 'distDir'> &
  Partial<Omit<AppOptions, 'limits'>> & { limits?: Partial<Limits> };

const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface App {
  server: Server;
  /** Sends the due prayer notifications now (tests; the loop does it every PushOptions.everyMs). */
  pushTick(): Promise<void>;
  /** Resolves once the database is migrated; rejects (and the server must not listen) if it failed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function createApp(input: AppInput): App {
  const options: AppOptions = {
    mediaDir: fileURLToPath(new URL('./media/', import.meta.url)),
    contentDir: fileURLToPath(new URL('../content/', import.meta.url)),
    credentials: DEFAULT_CREDENTIALS,
    corsOrigins: [],
    devRoutes: false,
    trustProxy: false,
    ...input,
    limits: { ...DEFAULT_LIMITS, ...input.limits },
  };
  // Settings that end up in answers are checked once, here: a bad one stops the start.
  if (options.publicOrigin !== undefined) options.publicOrigin = parseOrigin(options.publicOrigin, 'PUBLIC_ORIGIN');
  if (options.subscribeUrl !== undefined) options.subscribeUrl = parseHttpUrl(options.subscribeUrl, 'SUBSCRIBE_URL');
  const { limits } = options;
  const store = openStore({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    poolSize: options.databasePoolSize,
    onError: options.onError,
  });
  // One SQLite process owns its data, so its buckets can live in memory; several instances on
  // PostgreSQL must draw on the same buckets, or each would grant the whole limit again.
  const shared =
    store.engine === 'postgres' ? createSharedRateLimiter(store.db, limits.eventsPerMinute, limits.eventsBurst) : null;
  const eventRate = shared ?? createRateLimiter(limits.eventsPerMinute, limits.eventsBurst);
  // Every instance prunes: the deletes are idempotent and sliced, so overlapping runs are harmless.
  const prune = () =>
    Promise.all([store.pruneEvents(limits.eventsRetentionDays), shared?.prune()]).catch((err: unknown) =>
      options.onError?.(err),
    );
  // Awaited: the first prune is part of the start (a restarted instance serves no expired rows).
  const pushRate = shared
    ? createSharedRateLimiter(store.db, limits.pushPerMinute, limits.pushBurst)
    : createRateLimiter(limits.pushPerMinute, limits.pushBurst);
  const push = createPushService(store, options.push ?? DEFAULT_PUSH, pushRate, options.log, options.onError);
  const ready = store
    .ready()
    .then(() => prune())
    .then(() => push.start());
  ready.catch(() => {});
  const pruner = setInterval(() => void prune(), PRUNE_EVERY_MS).unref();
  const api = new Map([...API_ROUTES, ...push.routes].map((r) => [`/api/${r.path}`, r]));
  const state = { draining: false };
  const routes = [...healthRoutes(state, push.counters), ...ROUTES, ...(options.devRoutes ? devRoutes : [])];
  const log = options.log ? logRequests(options.log) : undefined;
  // Answers under way, for the graceful shutdown.
  const inFlight = new Set<ServerResponse>();
  let drained: (() => void) | undefined;

  async function handleApi(ctx: Ctx): Promise<void> {
    const { req, res, lang } = ctx;
    if (req.method !== 'POST') return sendError(res, 405, 'methodNotAllowed', lang, { Allow: 'POST, OPTIONS' });
    if (!hasValidCredentials(req, options.credentials)) return sendError(res, 401, 'unauthorized', lang);
    const route = api.get(ctx.pathname);
    if (!route) return sendError(res, 404, 'notFound', lang);
    const body = parseJsonObject(await readBody(req, limits.bodyBytes));
    await sendApiJson(req, res, await route.handle(body, ctx));
  }

  async function handle(req: IncomingMessage, res: ServerResponse, ctx: Ctx): Promise<void> {
    applyCors(req, res, options.corsOrigins);
    if (req.method === 'OPTIONS') return sendPreflight(req, res, options.corsOrigins, ctx.lang);
    const matches = routes.filter((r) => r.path === ctx.pathname);
    if (matches.length === 0 && ctx.pathname.startsWith('/api/')) return handleApi(ctx);
    if (matches.length > 0) {
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      const route = matches.find((r) => r.method === method);
      if (!route) {
        const allow = matches.map((r) => r.method).join(', ');
        return sendError(res, 405, 'methodNotAllowed', ctx.lang, { Allow: allow });
      }
      return route.handle(ctx);
    }
    return serveStatic(req, res, ctx.pathname, options);
  }

  // The timeouts are checked on this interval: it must be short next to the shortest of them.
  const connectionsCheckingInterval = Math.max(50, Math.min(30_000, limits.headersTimeoutMs / 4));
  const server = createServer({ connectionsCheckingInterval }, (req, res) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
    log?.(req, res);
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (inFlight.size === 0) drained?.();
    });
    // Shutting down: answer, then close, so the client's next request goes to another instance.
    if (state.draining) res.setHeader('Connection', 'close');
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    const ctx: Ctx = {
      req,
      res,
      store,
      options,
      eventRate,
      lang: langOf(req.headers.language),
      pathname: pathname.startsWith('/') ? pathname : `/${pathname}`,
      query: new URLSearchParams(q === -1 ? '' : url.slice(q + 1)),
    };
    // The single catch-all: whatever a handler throws becomes a JSON error, never a crash.
    handle(req, res, ctx).catch((err: unknown) => {
      if (!(err instanceof HttpError) && !isStoreUnavailable(err)) options.onError?.(err);
      if (res.headersSent) return void res.destroy();
      if (err instanceof HttpError) sendError(res, err.status, err.key, ctx.lang, err.headers);
      // The database is away (restart, failover): a 503 says "retry", a 500 would say "bug".
      else if (isStoreUnavailable(err)) sendError(res, 503, 'unavailable', ctx.lang, { 'Retry-After': '2' });
      else sendError(res, 500, 'serverError', ctx.lang);
    });
  });
  // Slow or stalled clients (slowloris) are cut: headers, then the whole request, must arrive in
  // time; an idle keep-alive or a socket nobody reads is closed; connections beyond the cap are
  // closed on arrival.
  server.requestTimeout = limits.requestTimeoutMs;
  server.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.timeout = limits.idleTimeoutMs;
  capConnections(server, limits.maxConnections);
  // Unparseable or too slow HTTP never reaches the handler; answer it plainly and close.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    // Mid-answer there is no clean way to say it: just close.
    const answering = (socket as { _httpMessage?: ServerResponse })._httpMessage?.headersSent;
    if (!socket.writable || answering || err.code === 'ECONNRESET') return void socket.destroy();
    // An address too long (a link pasted whole, an old search) gets a page that says so.
    if (err.code === 'HPE_HEADER_OVERFLOW') return void socket.end(tooLongAnswer());
    const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  return {
    server,
    ready,
    pushTick: () => push.tick(),
    // Graceful: /ready fails at once and no new connection is taken; idle keep-alive sockets are
    // closed; requests under way get up to shutdownGraceMs to finish; then the rest is cut, pending
    // events are written and the database is closed.
    async close() {
      if (!state.draining) {
        state.draining = true;
        clearInterval(pruner);
        const pushStopped = push.stop();
        server.close();
        server.closeIdleConnections();
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
        if (inFlight.size > 0) {
          let timer: ReturnType<typeof setTimeout> | undefined;
          await new Promise<void>((resolve) => {
            drained = resolve;
            timer = setTimeout(resolve, limits.shutdownGraceMs);
          });
          clearTimeout(timer);
        }
        server.closeAllConnections();
        await pushStopped;
      }
      await store.close();
    },
  };
}
