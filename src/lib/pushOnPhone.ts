import { getItem, setItem } from './storage.ts';
import { isRecord } from '../shared/apiAnswers.ts';
import { PUSH_PRAYERS, isPushPrayer, isVerseHour, type PushPrayer } from '../shared/push.ts';
import { forgetRenewal } from '../sw/renewal.ts';

/**
 * Prayer notifications as this phone holds them: the setting the prayer page's switch keeps, and
 * the browser's own push subscription. Here rather than with the switch (components/prayer/push)
 * because the subscription's jobs (src/app: unsubscribe, the answers of a check) turn push off too.
 */

/** What the phone keeps: on or off, the prayers chosen, the verse's hour, and what the server last took. */
export interface PushSetting {
  on: boolean;
  /** None only when the verse of the day is chosen. */
  prayers: PushPrayer[];
  /** The verse of the day at this hour of the place's clock; null: not wanted. */
  verseHour: number | null;
  /** settingKey() of the subscription the server holds; null when it holds none. */
  sent: string | null;
}

const OFF: PushSetting = { on: false, prayers: [...PUSH_PRAYERS], verseHour: null, sent: null };

function checkSetting(value: unknown): PushSetting | undefined {
  if (!isRecord(value) || typeof value.on !== 'boolean' || !Array.isArray(value.prayers)) return undefined;
  const prayers = PUSH_PRAYERS.filter((p) => (value.prayers as unknown[]).includes(p));
  // Kept before the verse could be asked for: no verse.
  const verseHour = isVerseHour(value.verseHour) ? value.verseHour : null;
  if ((prayers.length === 0 && verseHour === null) || !value.prayers.every(isPushPrayer)) return undefined;
  return { on: value.on, prayers, verseHour, sent: typeof value.sent === 'string' ? value.sent : null };
}

export const pushSetting = (): PushSetting => getItem('prayerPush', { check: checkSetting }) ?? OFF;
export const savePushSetting = (setting: PushSetting): boolean => setItem('prayerPush', setting);

/**
 * Push off on this phone without a word to the server, which has already dropped its side: the
 * subscriber unsubscribed, or a check found them no longer active. The switch reads off (the
 * prayers chosen are kept for another time), the renewal kept for the worker goes, and the
 * browser's subscription is let go, so nothing is left that nothing would feed. True when push
 * was on here.
 */
export async function dropBrowserPush(): Promise<boolean> {
  const setting = pushSetting();
  if (setting.on) savePushSetting({ ...setting, on: false, sent: null });
  let subscription: PushSubscription | null | undefined;
  try {
    // getRegistration, not ready: a page whose worker never came has no subscription to wait for.
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch (error) {
    console.warn('[push] not let go in the browser', error);
  }
  const wasOn = setting.on || Boolean(subscription);
  // Only then: opening the Cache API costs a visitor who never had push half a second.
  if (wasOn) await forgetRenewal().catch(() => undefined);
  return wasOn;
}
