import { sendJson, type Route } from '../http.ts';
import type { PushCounters } from '../push/scheduler.ts';

const PING_TIMEOUT_MS = 1_000;

/**
 * For load balancers and orchestrators. /health: the process answers (liveness: restart it if
 * not). /ready: it can serve right now, database included (readiness: send it traffic or not);
 * it fails while the database is unreachable and once shutdown has begun, so a balancer drains
 * an instance before it goes. Neither needs credentials or touches anything but a `select 1`.
 */
export function healthRoutes(state: { draining: boolean }, push: () => PushCounters | null = () => null): Route[] {
  return [
    {
      method: 'GET',
      path: '/health',
      handle({ res }) {
        // This instance's push notifications since it started (null when push is off).
        sendJson(res, 200, { status: 'ok', push: push() });
      },
    },
    {
      method: 'GET',
      path: '/ready',
      async handle({ res, store }) {
        if (state.draining) return sendJson(res, 503, { status: 'draining' }, { 'Retry-After': '1' });
        let timer: ReturnType<typeof setTimeout> | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('ping timeout')), PING_TIMEOUT_MS);
        });
        try {
          await Promise.race([store.ping(), timeout]);
          sendJson(res, 200, { status: 'ready', database: store.engine });
        } catch {
          sendJson(res, 503, { status: 'database unreachable', database: store.engine }, { 'Retry-After': '2' });
        } finally {
          clearTimeout(timer);
        }
      },
    },
  ];
}
