import { HttpError, type ApiRoute, type Ctx } from '../http.ts';
import { clientAddress } from '../proxy.ts';
import type { RateLimiter } from '../rateLimit.ts';
import type { PushKeyResponse, PushSavedResponse } from '../../src/shared/push.ts';
import { requireUid } from '../routes/fields.ts';
import type { EndpointPolicy } from './options.ts';
import { deleteSubscription, saveSubscription } from './store.ts';
import { requireEndpoint, requireSubscription } from './subscriptionInput.ts';
import type { VapidKeys } from './vapid.ts';

export interface PushRouteDeps {
  /** Null when push is off (PUSH=off): every call answers 404, which the app reads as "no push here". */
  vapid: () => Promise<VapidKeys> | null;
  rate: RateLimiter;
  now: () => number;
  /** Which push services are taken (and, with privateHosts, a test's fake one). */
  policy: EndpointPolicy;
}

async function limited(deps: PushRouteDeps, ctx: Ctx): Promise<void> {
  const wait = await deps.rate.take(`push:${clientAddress(ctx.req, ctx.options)}`);
  if (wait > 0) throw new HttpError(429, 'tooManyRequests', { 'Retry-After': String(wait) });
}

function enabled(deps: PushRouteDeps): Promise<VapidKeys> {
  const keys = deps.vapid();
  if (!keys) throw new HttpError(404, 'notFound');
  return keys;
}

const saved: PushSavedResponse = { status: 'success' };

/** pushKey, pushSubscription and pushUnsubscribe (src/shared/push.ts describes them). */
export function pushRoutes(deps: PushRouteDeps): ApiRoute[] {
  const pushKey: ApiRoute<PushKeyResponse> = {
    path: 'pushKey',
    async handle() {
      return { publicKey: (await enabled(deps)).publicKey };
    },
  };
  const pushSubscription: ApiRoute<PushSavedResponse> = {
    path: 'pushSubscription',
    async handle(body, ctx) {
      await enabled(deps);
      await limited(deps, ctx);
      const wanted = requireSubscription(body, deps.policy);
      // A paid service's call to prayer: only for a subscriber whose subscription is active.
      if ((await ctx.store.getSubscriber(wanted.uid))?.status !== 'active') throw new HttpError(403, 'notSubscribed');
      if ((await saveSubscription(ctx.store.db, wanted, deps.now())) === 'notYours')
        throw new HttpError(403, 'notYours');
      return saved;
    },
  };
  const pushUnsubscribe: ApiRoute<PushSavedResponse> = {
    path: 'pushUnsubscribe',
    async handle(body, ctx) {
      await enabled(deps);
      await limited(deps, ctx);
      const uid = requireUid(body);
      await deleteSubscription(ctx.store.db, uid, requireEndpoint(body.endpoint, deps.policy));
      return saved;
    },
  };
  return [pushKey, pushSubscription, pushUnsubscribe];
}
