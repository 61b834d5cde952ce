/**
 * Subscribing and unsubscribing, loaded only after a tap on the push switch (or when the server's
 * copy must be updated): no other page, and no visit that never touches it, pays for this code.
 */
import { apiPost, buildHeaders } from '../../../lib/api.ts';
import { config } from '../../../lib/config.ts';
import { getString } from '../../../lib/storage.ts';
import {
  isPushKeyResponse,
  isPushSavedResponse,
  type PushEndpoint,
  type PushLang,
  type PushPlace,
  type PushPrayer,
  type PushSubscriptionBody,
} from '../../../shared/push.ts';
import { forgetRenewal, keepRenewal } from '../../../sw/renewal.ts';
import type { ApiResult } from '../../../lib/api.ts';

export type PushFailure = 'denied' | 'offline' | 'failed' | 'absent';
export type PushOutcome = { ok: true } | { ok: false; reason: PushFailure };

export interface PushWish {
  place: PushPlace;
  lang: PushLang;
  prayers: PushPrayer[];
}

/** A worker blocked or still installing must not keep the switch busy for ever. */
const WORKER_WAIT_MS = 10_000;

function failure(result: Extract<ApiResult<unknown>, { ok: false }>): PushOutcome {
  if (result.reason === 'network' || !navigator.onLine) return { ok: false, reason: 'offline' };
  return { ok: false, reason: result.status === 404 ? 'absent' : 'failed' };
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), WORKER_WAIT_MS)));
  const ready = await Promise.race([navigator.serviceWorker.ready, late]);
  clearTimeout(timer);
  return ready;
}

function endpointOf(subscription: PushSubscription): PushEndpoint | null {
  const { endpoint, keys } = subscription.toJSON();
  return endpoint && keys?.p256dh && keys.auth ? { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } : null;
}

async function send(subscription: PushSubscription, wish: PushWish, publicKey: string): Promise<PushOutcome> {
  const endpoint = endpointOf(subscription);
  if (!endpoint) return { ok: false, reason: 'failed' };
  const body: PushSubscriptionBody = { subscription: endpoint, ...wish };
  const saved = await apiPost('pushSubscription', body, isPushSavedResponse);
  if (!saved.ok) return failure(saved);
  const url = new URL(`${config.apiBase}/pushSubscription`, location.href).href;
  await keepRenewal({ url, headers: buildHeaders(wish.lang, getString), body, publicKey }).catch((error: unknown) =>
    console.warn('[push] renewal not kept', error),
  );
  return { ok: true };
}

/** Asks permission (this follows the tap), subscribes in the browser, then on the server. */
export async function turnOn(wish: PushWish): Promise<PushOutcome> {
  if ((await Notification.requestPermission()) !== 'granted') return { ok: false, reason: 'denied' };
  const key = await apiPost('pushKey', {}, isPushKeyResponse);
  if (!key.ok) return failure(key);
  const worker = await registration();
  if (!worker) return { ok: false, reason: 'failed' };
  let subscription: PushSubscription;
  try {
    subscription = await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key.data.publicKey,
    });
  } catch (error) {
    console.warn('[push] not subscribed', error);
    return { ok: false, reason: Notification.permission === 'denied' ? 'denied' : 'failed' };
  }
  const outcome = await send(subscription, wish, key.data.publicKey);
  // The server did not take it: no subscription left in the browser that nothing would feed.
  if (!outcome.ok) await subscription.unsubscribe().catch(() => false);
  return outcome;
}

/** The place, method, language or prayers changed: the server's copy follows. */
export async function update(wish: PushWish): Promise<PushOutcome> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (!subscription) return { ok: false, reason: 'failed' };
  const key = await apiPost('pushKey', {}, isPushKeyResponse);
  if (!key.ok) return failure(key);
  return send(subscription, wish, key.data.publicKey);
}

/**
 * Off in the browser first, so nothing more is shown whatever the network says; then on the
 * server. Should that call fail, the server's next push to the dead endpoint gets a 410 and drops it.
 */
export async function turnOff(): Promise<void> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  await forgetRenewal().catch(() => undefined);
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe().catch(() => false);
  await apiPost('pushUnsubscribe', { endpoint }, isPushSavedResponse);
}
