/**
 * Subscribing and unsubscribing, loaded only after a tap on the push switch (or when the server's
 * copy must be updated): no other page, and no visit that never touches it, pays for this code.
 * A push subscription belongs to a subscriber: every call names the stored uid (src/shared/push.ts).
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
  type PushUnsubscribeBody,
} from '../../../shared/push.ts';
import { forgetRenewal, keepRenewal, readRenewal } from '../../../sw/renewal.ts';
import type { ApiResult } from '../../../lib/api.ts';

/** `notSubscribed`: the server takes push only from an active subscriber (its 403). */
export type PushFailure = 'denied' | 'offline' | 'failed' | 'absent' | 'notSubscribed';
export type PushOutcome = { ok: true } | { ok: false; reason: PushFailure };

export interface PushWish {
  place: PushPlace;
  lang: PushLang;
  prayers: PushPrayer[];
  verseHour: number | null;
}

/** A worker blocked or still installing must not keep the switch busy for ever. */
const WORKER_WAIT_MS = 10_000;

const FAILED: PushOutcome = { ok: false, reason: 'failed' };
const NOT_SUBSCRIBED: PushOutcome = { ok: false, reason: 'notSubscribed' };

function failure(result: Extract<ApiResult<unknown>, { ok: false }>): PushOutcome {
  if (result.reason === 'network' || !navigator.onLine) return { ok: false, reason: 'offline' };
  if (result.status === 403) return NOT_SUBSCRIBED;
  return result.status === 404 ? { ok: false, reason: 'absent' } : FAILED;
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

/** No subscription left in the browser that nothing would feed, nor a renewal of it. */
async function letGo(subscription: PushSubscription): Promise<void> {
  await subscription.unsubscribe().catch(() => false);
  await forgetRenewal().catch(() => undefined);
}

/**
 * The browser's subscription as this subscriber's own. One saved for someone else (the phone
 * changed hands: the renewal kept names whose it was) is let go and a new one made: the server
 * would refuse this uid the other's endpoint, and the other's notifications should stop here.
 */
async function ownedBy(
  uid: string,
  worker: ServiceWorkerRegistration,
  subscription: PushSubscription,
  publicKey: string,
): Promise<PushSubscription> {
  const owner = (await readRenewal().catch(() => null))?.body.uid;
  if (!owner || owner === uid) return subscription;
  await letGo(subscription);
  return worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
}

async function send(
  uid: string,
  subscription: PushSubscription,
  wish: PushWish,
  publicKey: string,
): Promise<PushOutcome> {
  const endpoint = endpointOf(subscription);
  if (!endpoint) return FAILED;
  const body: PushSubscriptionBody = { uid, subscription: endpoint, ...wish };
  const saved = await apiPost('pushSubscription', body, isPushSavedResponse);
  if (!saved.ok) return failure(saved);
  // Kept with the uid: the worker's renewal (pushsubscriptionchange) names the same owner.
  const url = new URL(`${config.apiBase}/pushSubscription`, location.href).href;
  await keepRenewal({ url, headers: buildHeaders(wish.lang, getString), body, publicKey }).catch((error: unknown) =>
    console.warn('[push] renewal not kept', error),
  );
  return { ok: true };
}

/** Asks permission (this follows the tap), subscribes in the browser, then on the server. */
export async function turnOn(wish: PushWish): Promise<PushOutcome> {
  const uid = getString('uid');
  if (!uid) return NOT_SUBSCRIBED;
  if ((await Notification.requestPermission()) !== 'granted') return { ok: false, reason: 'denied' };
  const key = await apiPost('pushKey', {}, isPushKeyResponse);
  if (!key.ok) return failure(key);
  const worker = await registration();
  if (!worker) return FAILED;
  let subscription: PushSubscription;
  try {
    const options = { userVisibleOnly: true, applicationServerKey: key.data.publicKey };
    subscription = await ownedBy(uid, worker, await worker.pushManager.subscribe(options), key.data.publicKey);
  } catch (error) {
    console.warn('[push] not subscribed', error);
    return { ok: false, reason: Notification.permission === 'denied' ? 'denied' : 'failed' };
  }
  const outcome = await send(uid, subscription, wish, key.data.publicKey);
  // The server did not take it (an inactive subscriber's 403 among others): nothing left behind.
  if (!outcome.ok) await letGo(subscription);
  return outcome;
}

/**
 * The place, method, language, prayers or subscriber changed: the server's copy follows. Refused
 * as not an active subscriber's, the browser lets its subscription go (the switch turns off).
 */
export async function update(wish: PushWish): Promise<PushOutcome> {
  const uid = getString('uid');
  const worker = await registration();
  const current = await worker?.pushManager.getSubscription();
  if (!worker || !current) return FAILED;
  if (!uid) {
    await letGo(current);
    return NOT_SUBSCRIBED;
  }
  const key = await apiPost('pushKey', {}, isPushKeyResponse);
  if (!key.ok) return failure(key);
  let subscription: PushSubscription;
  try {
    subscription = await ownedBy(uid, worker, current, key.data.publicKey);
  } catch (error) {
    console.warn('[push] not subscribed again', error);
    return FAILED;
  }
  const outcome = await send(uid, subscription, wish, key.data.publicKey);
  if (!outcome.ok && outcome.reason === 'notSubscribed') await letGo(subscription);
  return outcome;
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
  const uid = getString('uid');
  if (!uid) return;
  const body: PushUnsubscribeBody = { uid, endpoint };
  await apiPost('pushUnsubscribe', body, isPushSavedResponse);
}
