import { HttpError, parseJsonObject, readBody, sendJson, type Route } from '../http.ts';
import { hasControl, requireUid } from './fields.ts';

// Test and debugging helpers; app.ts mounts them only when DEV_ROUTES is on (they list msisdns
// and create subscribers, so never in production). No auth on purpose.
export const devRoutes: Route[] = [
  {
    method: 'GET',
    path: '/__dev/events',
    async handle({ res, query, store }) {
      sendJson(res, 200, { events: await store.listEvents(query.get('page') ?? undefined) });
    },
  },
  {
    method: 'GET',
    path: '/__dev/subscribers',
    async handle({ res, store }) {
      sendJson(res, 200, { subscribers: await store.listSubscribers() });
    },
  },
  {
    method: 'POST',
    path: '/__dev/subscribers',
    async handle({ req, res, store, options }) {
      const body = parseJsonObject(await readBody(req, options.limits.bodyBytes));
      const uid = requireUid(body);
      const { status, msisdn = '' } = body;
      // The uid is held to its pattern; the msisdn is free text, so controls (a NUL, which
      // PostgreSQL refuses) are refused here on both engines rather than a 500 on one.
      if ((status !== 'active' && status !== 'inactive') || typeof msisdn !== 'string' || hasControl(msisdn)) {
        throw new HttpError(400, 'badBody');
      }
      sendJson(res, 201, { status: 'success', subscriber: await store.upsertSubscriber(uid, status, msisdn) });
    },
  },
  {
    method: 'POST',
    path: '/__dev/reset',
    async handle({ res, store }) {
      await store.clearEvents();
      sendJson(res, 200, { status: 'success' });
    },
  },
  {
    method: 'GET',
    path: '/__dev/push',
    // What the scheduler will send to, by endpoint: the browser tests check the page's calls landed.
    async handle({ res, store }) {
      const rows = await store.db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'place_name', 'time_zone', 'method', 'lang', 'prayers', 'verse_hour', 'prayer', 'due_at'])
        .execute();
      sendJson(res, 200, { subscriptions: rows });
    },
  },
];
