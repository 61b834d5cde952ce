import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { openStore, type Store } from './db.ts';
import { COMMON_HEADERS, HttpError, sendError, type ApiRoute, type AppOptions, type Ctx, type Route } from './http.ts';
import { DEFAULT_LIMITS, type Limits } from './limits.ts';
import { langOf } from './messages.ts';
import { parseHttpUrl, parseOrigin } from './proxy.ts';
import { createRateLimiter, type RateLimiter } from './rateLimit.ts';
import { createSharedRateLimiter } from './store/sharedRateLimit.ts';
import { isStoreUnavailable } from './store/unavailable.ts';
import { createRouter } from './router.ts';
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
import { healthRoutes } from './routes/health.ts';
import { checkingInterval, guardConnections } from './connections.ts';
import { logRequests } from './requestLog.ts';
import { DEFAULT_PUSH } from './push/options.ts';
import { createPushService } from './push/service.ts';

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

function appOptions(input: AppInput): AppOptions {
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
  return options;
}

/**
 * The events' and the push subscriptions' rate limits, and the pruning of what is kept for them.
 * One SQLite process owns its data, so its buckets can live in memory; several instances on
 * PostgreSQL must draw on the same buckets, or each would grant the whole limit again.
 */
function rateLimits(store: Store, limits: Limits, onError: AppOptions['onError']) {
  const shared =
    store.engine === 'postgres' ? createSharedRateLimiter(store.db, limits.eventsPerMinute, limits.eventsBurst) : null;
  const eventRate: RateLimiter = shared ?? createRateLimiter(limits.eventsPerMinute, limits.eventsBurst);
  const pushRate = shared
    ? createSharedRateLimiter(store.db, limits.pushPerMinute, limits.pushBurst)
    : createRateLimiter(limits.pushPerMinute, limits.pushBurst);
  // Every instance prunes: the deletes are idempotent and sliced, so overlapping runs are harmless.
  const prune = () =>
    Promise.all([store.pruneEvents(limits.eventsRetentionDays), shared?.prune()]).catch((err: unknown) =>
      onError?.(err),
    );
  return { eventRate, pushRate, prune };
}

/** Answers under way, so that a shutdown lets them finish. */
function answersInFlight() {
  const answers = new Set<ServerResponse>();
  let drained: (() => void) | undefined;
  return {
    add(res: ServerResponse) {
      answers.add(res);
      res.once('close', () => {
        answers.delete(res);
        if (answers.size === 0) drained?.();
      });
    },
    /** Each closes its connection once answered; resolves when all are done, or after graceMs. */
    async drain(graceMs: number) {
      for (const res of answers) if (!res.headersSent) res.setHeader('Connection', 'close');
      if (answers.size === 0) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await new Promise<void>((resolve) => {
        drained = resolve;
        timer = setTimeout(resolve, graceMs);
      });
      clearTimeout(timer);
    },
  };
}

/** What a handler is given: the request's path, query and language, and the app's parts. */
function requestContext(
  req: IncomingMessage,
  res: ServerResponse,
  app: Pick<Ctx, 'store' | 'options' | 'eventRate'>,
): Ctx {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  return {
    req,
    res,
    ...app,
    lang: langOf(req.headers.language),
    pathname: pathname.startsWith('/') ? pathname : `/${pathname}`,
    query: new URLSearchParams(q === -1 ? '' : url.slice(q + 1)),
  };
}

/** The single catch-all: whatever a handler throws becomes a JSON error, never a crash. */
function answerFailure(err: unknown, ctx: Ctx): void {
  const { res, lang } = ctx;
  if (!(err instanceof HttpError) && !isStoreUnavailable(err)) ctx.options.onError?.(err);
  if (res.headersSent) return void res.destroy();
  if (err instanceof HttpError) sendError(res, err.status, err.key, lang, err.headers);
  // The database is away (restart, failover): a 503 says "retry", a 500 would say "bug".
  else if (isStoreUnavailable(err)) sendError(res, 503, 'unavailable', lang, { 'Retry-After': '2' });
  else sendError(res, 500, 'serverError', lang);
}

export function createApp(input: AppInput): App {
  const options = appOptions(input);
  const { limits } = options;
  const store = openStore({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    poolSize: options.databasePoolSize,
    onError: options.onError,
  });
  const { eventRate, pushRate, prune } = rateLimits(store, limits, options.onError);
  const push = createPushService(store, options.push ?? DEFAULT_PUSH, pushRate, options.log, options.onError);
  // The first prune is part of the start (a restarted instance serves no expired rows).
  const ready = store
    .ready()
    .then(() => prune())
    .then(() => push.start());
  ready.catch(() => {});
  const pruner = setInterval(() => void prune(), PRUNE_EVERY_MS).unref();
  const state = { draining: false };
  const handle = createRouter(
    options,
    [...API_ROUTES, ...push.routes],
    [...healthRoutes(state, push.counters), ...ROUTES, ...(options.devRoutes ? devRoutes : [])],
  );
  const log = options.log ? logRequests(options.log) : undefined;
  const inFlight = answersInFlight();

  const server = createServer({ connectionsCheckingInterval: checkingInterval(limits) }, (req, res) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
    log?.(req, res);
    inFlight.add(res);
    // Shutting down: answer, then close, so the client's next request goes to another instance.
    if (state.draining) res.setHeader('Connection', 'close');
    const ctx = requestContext(req, res, { store, options, eventRate });
    handle(req, res, ctx).catch((err: unknown) => answerFailure(err, ctx));
  });
  guardConnections(server, limits);

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
        await inFlight.drain(limits.shutdownGraceMs);
        server.closeAllConnections();
        await pushStopped;
      }
      await store.close();
    },
  };
}
