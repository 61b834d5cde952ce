import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { openStore } from './db.ts';
import {
  HttpError,
  applyCors,
  hasValidCredentials,
  parseJsonObject,
  readBody,
  sendError,
  sendJson,
  sendPreflight,
  type ApiRoute,
  type AppOptions,
  type Ctx,
  type Route,
} from './http.ts';
import { langOf } from './messages.ts';
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

/** dataDir and distDir are required; the rest default to the project layout, dev routes on. */
export type AppInput = Pick<AppOptions, 'dataDir' | 'distDir'> & Partial<AppOptions>;

export interface App {
  server: Server;
  close(): Promise<void>;
}

export function createApp(input: AppInput): App {
  const options: AppOptions = {
    mediaDir: fileURLToPath(new URL('./media/', import.meta.url)),
    contentDir: fileURLToPath(new URL('../content/', import.meta.url)),
    credentials: DEFAULT_CREDENTIALS,
    corsOrigins: [],
    devRoutes: true,
    ...input,
  };
  const store = openStore(options.dataDir);
  const api = new Map(API_ROUTES.map((r) => [`/api/${r.path}`, r]));
  const routes = options.devRoutes ? [...ROUTES, ...devRoutes] : ROUTES;

  async function handleApi(ctx: Ctx): Promise<void> {
    const { req, res, lang } = ctx;
    if (req.method !== 'POST') return sendError(res, 405, 'methodNotAllowed', lang, { Allow: 'POST, OPTIONS' });
    if (!hasValidCredentials(req, options.credentials)) return sendError(res, 401, 'unauthorized', lang);
    const route = api.get(ctx.pathname);
    if (!route) return sendError(res, 404, 'notFound', lang);
    const body = parseJsonObject(await readBody(req));
    sendJson(res, 200, await route.handle(body, ctx));
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

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    const ctx: Ctx = {
      req,
      res,
      store,
      options,
      lang: langOf(req.headers.language),
      pathname: pathname.startsWith('/') ? pathname : `/${pathname}`,
      query: new URLSearchParams(q === -1 ? '' : url.slice(q + 1)),
    };
    // The single catch-all: whatever a handler throws becomes a JSON error, never a crash.
    handle(req, res, ctx).catch((err: unknown) => {
      if (!(err instanceof HttpError)) options.onError?.(err);
      if (res.headersSent) return void res.destroy();
      if (err instanceof HttpError) sendError(res, err.status, err.key, ctx.lang);
      else sendError(res, 500, 'serverError', ctx.lang);
    });
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;
  // Unparseable HTTP never reaches the handler; answer it plainly instead of leaving the socket hanging.
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          store.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
