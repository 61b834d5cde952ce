import { PUSH_PRAYERS, type PushLang, type PushPlace, type PushPrayer } from '../../../shared/push.ts';

/** Whether this browser can take a push at all, and if not, why (each has its own advice). */
export type PushSupport = 'supported' | 'unsupported' | 'ios-not-installed';

export interface PushEnvironment {
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  userAgent: string;
  /** Opened from the home screen (display-mode standalone). */
  standalone: boolean;
}

export function pushSupport(env: PushEnvironment): PushSupport {
  // iOS offers Web Push only to a web app added to the home screen (16.4+); in Safari's tabs it
  // lacks PushManager, so this comes before the general case to give the advice that works there.
  if (/iPhone|iPad|iPod/.test(env.userAgent) && !env.standalone) return 'ios-not-installed';
  return env.serviceWorker && env.pushManager && env.notification ? 'supported' : 'unsupported';
}

export function browserPushEnvironment(): PushEnvironment {
  return {
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification: 'Notification' in window,
    userAgent: navigator.userAgent,
    // iOS Safari reports a home-screen app through its own navigator.standalone.
    standalone:
      window.matchMedia('(display-mode: standalone)').matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
  };
}

/**
 * What the server must hold, as one text: a change of any part (whose it is, place, method, Asr,
 * language, prayers, the verse's hour) re-sends. The Asr is a part only when Hanafi and the verse
 * only when asked for, so the key of everyone else is the one they already sent. The uid is a part since subscriptions have owners: another person
 * on the phone saves one of their own, and what was sent before owners (without a uid) is sent again.
 */
export function settingKey(
  uid: string,
  place: PushPlace,
  lang: PushLang,
  prayers: readonly PushPrayer[],
  verseHour: number | null = null,
): string {
  const { latitude, longitude, timeZone, method, asr, name } = place;
  return JSON.stringify([
    uid,
    latitude,
    longitude,
    timeZone,
    method,
    name,
    lang,
    PUSH_PRAYERS.filter((p) => prayers.includes(p)),
    ...(asr === 'hanafi' ? [asr] : []),
    ...(verseHour === null ? [] : [{ verseHour }]),
  ]);
}

/** The prayers in their fixed order, with one added or taken out; none only when `noneAllowed` (the verse is on). */
export function togglePrayer(
  prayers: readonly PushPrayer[],
  prayer: PushPrayer,
  on: boolean,
  noneAllowed = false,
): PushPrayer[] {
  const next = PUSH_PRAYERS.filter((p) => (p === prayer ? on : prayers.includes(p)));
  return next.length > 0 || noneAllowed ? next : [...prayers];
}

/** The hour the verse comes at when first asked for: after Fajr, when the day's reading starts. */
export const VERSE_HOUR_FIRST = 7;
