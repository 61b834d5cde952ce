import type { PushSubscriptionBody } from '../shared/push.ts';

/**
 * What the service worker needs to renew a subscription the push service replaced
 * (`pushsubscriptionchange`): the worker has no localStorage, so the page keeps it in the Cache
 * API, which both can open, each time the server takes a subscription.
 */
export interface Renewal {
  /** The absolute URL of pushSubscription and the headers apiPost sent it with. */
  url: string;
  headers: Record<string, string>;
  /** What the server last took, with the uid of the subscriber it belongs to. */
  body: PushSubscriptionBody;
  /** The VAPID public key the subscription was made with (base64url). */
  publicKey: string;
}

const CACHE = 'push-renewal';
const KEY = '/__push-renewal';

export async function keepRenewal(renewal: Renewal): Promise<void> {
  const cache = await caches.open(CACHE);
  await cache.put(KEY, new Response(JSON.stringify(renewal), { headers: { 'Content-Type': 'application/json' } }));
}

export async function readRenewal(): Promise<Renewal | null> {
  const response = await (await caches.open(CACHE)).match(KEY);
  if (!response) return null;
  try {
    return (await response.json()) as Renewal;
  } catch {
    return null;
  }
}

export async function forgetRenewal(): Promise<void> {
  await caches.delete(CACHE);
}
