/**
 * Web Push in the service worker: compiled at build into one script (integrations/pwa.mjs) that
 * the Workbox-generated worker loads with importScripts.
 */
import { isPrayerPushPayload, isPushLang, isVersePushPayload, type PushLang } from '../shared/push.ts';
import { DEFAULT_LOCALE } from '../shared/locales.ts';
import {
  genericNotification,
  openInApp,
  prayerNotification,
  verseNotification,
  type ShownNotification,
  type WindowLike,
} from './notification.ts';
import { forgetRenewal, keepRenewal, readRenewal } from './renewal.ts';
import type { WorkerStrings } from './notification.ts';

/** The worker's few strings per language, put in by the build (integrations/pwa.mjs). */
declare const __PUSH_STRINGS__: Record<PushLang, WorkerStrings>;

// The worker's own types: the project type-checks against the DOM library, not the WebWorker one.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data?: { url?: unknown } };
}
interface SubscriptionChangeEvent extends ExtendableEvent {
  newSubscription?: PushSubscription | null;
}
interface WorkerSelf {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: SubscriptionChangeEvent) => void): void;
}
declare const self: WorkerSelf;

async function subscriberLang(): Promise<PushLang> {
  const lang = (await readRenewal())?.body.lang;
  return isPushLang(lang) ? lang : DEFAULT_LOCALE;
}

async function show(data: PushEvent['data']): Promise<void> {
  let payload: unknown;
  try {
    payload = data?.json();
  } catch {
    payload = undefined;
  }
  let note: ShownNotification;
  if (isPrayerPushPayload(payload)) note = prayerNotification(payload, __PUSH_STRINGS__[payload.lang]);
  else if (isVersePushPayload(payload)) note = verseNotification(payload, __PUSH_STRINGS__[payload.lang]);
  else {
    // A push we cannot read (a newer server's format) still shows something: Chrome counts silent
    // pushes against a userVisibleOnly subscription, and shows its own vaguer notice instead.
    const lang = await subscriberLang();
    note = genericNotification(lang, __PUSH_STRINGS__[lang]);
  }
  await self.registration.showNotification(note.title, note.options as NotificationOptions);
}

self.addEventListener('push', (event) => event.waitUntil(show(event.data)));

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url;
  const target = typeof url === 'string' ? url : '/';
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => openInApp(windows, (u) => self.clients.openWindow(u), target, self.location.origin)),
  );
});

/**
 * The push service replaced the subscription: subscribe again with the same key, tell the server,
 * in the name of the subscriber who saved it (the uid in the kept body).
 */
async function renew(replacement: PushSubscription | null | undefined): Promise<void> {
  const saved = await readRenewal();
  if (!saved) return;
  const subscription =
    replacement ??
    (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: saved.publicKey }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return;
  // Kept before subscriptions had owners: the worker cannot know whose it is (no localStorage here),
  // and the server takes none without a uid. The page sends this subscription at its next visit.
  if (typeof (saved.body as Partial<typeof saved.body>).uid !== 'string') return;
  const body = {
    ...saved.body,
    subscription: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
  };
  const response = await fetch(saved.url, { method: 'POST', headers: saved.headers, body: JSON.stringify(body) });
  if (response.ok) await keepRenewal({ ...saved, body });
  else if (response.status === 403) {
    // No longer an active subscriber (the server dropped their side): nothing left here to feed.
    await subscription.unsubscribe().catch(() => false);
    await forgetRenewal();
  }
}

self.addEventListener('pushsubscriptionchange', (event) => event.waitUntil(renew(event.newSubscription)));
