import type { Store } from '../db.ts';
import type { ApiRoute } from '../http.ts';
import type { RateLimiter } from '../rateLimit.ts';
import { createScheduler, type PushCounters, type Scheduler } from './scheduler.ts';
import { DEFAULT_ENDPOINT_POLICY } from './endpoint.ts';
import type { PushOptions } from './options.ts';
import { createSend } from './deliver.ts';
import { pushRoutes } from './routes.ts';
import { loadVapidKeys, type VapidKeys } from './vapid.ts';

// Ten minutes: a phone offline longer than that gets no stale call; with Topic, a newer one replaces it.
const TTL_SECONDS = 600;

export interface PushService {
  routes: ApiRoute[];
  /** Resolves once the keys are loaded (and the loop started). */
  start(): Promise<void>;
  stop(): Promise<void>;
  tick(): Promise<void>;
  counters(): PushCounters | null;
}

export function createPushService(
  store: Store,
  options: PushOptions,
  rate: RateLimiter,
  log?: (line: string) => void,
  onError?: (err: unknown) => void,
): PushService {
  const now = options.now ?? Date.now;
  const policy = options.policy ?? DEFAULT_ENDPOINT_POLICY;
  let keys: Promise<VapidKeys> | undefined;
  let scheduler: Scheduler | undefined;
  let stopped = false;
  const vapid = () => {
    if (!options.enabled) return null;
    keys ??= store.ready().then(() => loadVapidKeys(store.db, options.vapid));
    return keys;
  };
  return {
    routes: pushRoutes({ vapid, rate, now, policy }),
    async start() {
      const loaded = vapid();
      if (!loaded) return;
      const send = createSend({
        vapid: await loaded,
        ttlSeconds: TTL_SECONDS,
        policy,
        ca: options.ca,
        deadlineMs: options.deadlineMs,
      });
      // Closed while the keys loaded: no loop on a closed database.
      if (stopped) return;
      const { db, engine } = store;
      scheduler = createScheduler({ db, engine, send, now, log, onError });
      if (options.everyMs > 0) scheduler.start(options.everyMs);
    },
    async stop() {
      stopped = true;
      await scheduler?.stop();
    },
    tick: async () => scheduler?.tick(),
    counters: () => scheduler?.counters ?? null,
  };
}
