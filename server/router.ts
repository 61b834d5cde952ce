import type { IncomingMessage, ServerResponse } from 'node:http';
import {
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
import { sendApiJson } from './reply.ts';
import { serveStatic } from './static.ts';

export type Handler = (req: IncomingMessage, res: ServerResponse, ctx: Ctx) => Promise<void>;

/**
 * Where a request goes: a preflight is answered; a plain route (health, events, live, dev) wins
 * over `/api/<path>`, a POST with the client's credentials and a JSON body to an ApiRoute; anything
 * else is a file of the built site.
 */
export function createRouter(options: AppOptions, api: readonly ApiRoute[], routes: readonly Route[]): Handler {
  const apiByPath = new Map(api.map((r) => [`/api/${r.path}`, r]));

  async function handleApi(ctx: Ctx): Promise<void> {
    const { req, res, lang } = ctx;
    if (req.method !== 'POST') return sendError(res, 405, 'methodNotAllowed', lang, { Allow: 'POST, OPTIONS' });
    if (!hasValidCredentials(req, options.credentials)) return sendError(res, 401, 'unauthorized', lang);
    const route = apiByPath.get(ctx.pathname);
    if (!route) return sendError(res, 404, 'notFound', lang);
    const body = parseJsonObject(await readBody(req, options.limits.bodyBytes));
    await sendApiJson(req, res, await route.handle(body, ctx));
  }

  return async (req, res, ctx) => {
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
  };
}
