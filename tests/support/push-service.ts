// Stand-ins for what this machine cannot reach, shared by the Web Push specs.
import { createECDH, randomBytes } from 'node:crypto';
import type { Page, Route } from '@playwright/test';

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** A P-256 public key (uncompressed point) and a 16-byte auth secret, made for this run. */
export function testKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(randomBytes(16)) };
}

export const TEST_ENDPOINT = 'https://push.test.invalid/send/subscriber-1';

/**
 * pushManager.subscribe() needs the browser vendor's push service, which this machine cannot
 * reach (it fails with AbortError): PushManager's subscribe and getSubscription are stood in for
 * with a subscription holding keys the test made. It lives in sessionStorage so that it outlasts
 * a reload or a page in another language in the same tab, as a real one does.
 */
export async function standInPushManager(page: Page, keys = testKeys(), endpoint = TEST_ENDPOINT): Promise<void> {
  await page.addInitScript(
    ({ endpoint, keys }) => {
      const KEY = 'test:pushSubscription';
      const make = () => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          sessionStorage.removeItem(KEY);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function () {
        sessionStorage.setItem(KEY, '1');
        return make() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (sessionStorage.getItem(KEY) ? make() : null) as unknown as PushSubscription | null;
      };
    },
    { endpoint, keys },
  );
}

/** Whether the browser holds a push subscription, as the page itself would ask. */
export const browserSubscribed = (page: Page): Promise<boolean> =>
  page.evaluate(async () => !!(await (await navigator.serviceWorker.ready).pushManager.getSubscription()));

export type PushCall = 'pushKey' | 'pushSubscription' | 'pushUnsubscribe';
export type PushAnswer = 'ok' | 404 | 500 | 'malformed' | 'never' | 'offline';

/**
 * The three push calls, each recorded: answered by the reference server itself unless `answers`
 * names a fault for it (500, malformed, never answered, offline, 404 for an operator without push).
 */
export async function pushApi(
  page: Page,
  answers: Partial<Record<PushCall, PushAnswer>> = {},
): Promise<{ sent: { call: PushCall; body: unknown }[]; answers: Partial<Record<PushCall, PushAnswer>> }> {
  const log = { sent: [] as { call: PushCall; body: unknown }[], answers };
  for (const call of ['pushKey', 'pushSubscription', 'pushUnsubscribe'] as const) {
    // On the context: once the service worker controls the page, its requests pass through it.
    await page.context().route(`**/api/${call}`, async (route: Route) => {
      log.sent.push({ call, body: route.request().postDataJSON() as unknown });
      const answer = log.answers[call] ?? 'ok';
      if (answer === 'ok') return route.fallback();
      if (answer === 'malformed') return route.fulfill({ json: { publicKey: 42, status: 'maybe' } });
      if (answer === 'offline') return route.abort('internetdisconnected');
      // Never answered: the app's own request timeout must end the wait.
      if (answer === 'never') return;
      return route.fulfill({ status: answer, json: { message: 'no' } });
    });
  }
  return log;
}
