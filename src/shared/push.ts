/**
 * Prayer notifications, and the verse of the day, through Web Push: what the app sends the reference server, what the server
 * answers, and what the server pushes to the service worker. Written once here, as every other
 * answer type (apiAnswers.ts): the app, the service worker and server/ all import it.
 *
 * The calls, POSTed to the API base like the others (uid and Language headers as usual):
 *   pushKey            {}                         -> PushKeyResponse   (404: the operator has no push)
 *   pushSubscription   PushSubscriptionBody       -> PushSavedResponse (create or update, by endpoint)
 *   pushUnsubscribe    PushUnsubscribeBody        -> PushSavedResponse (idempotent)
 *
 * A push subscription belongs to a subscriber: both calls carry the uid in their body, as checkSub
 * and unsubscribe do. The server takes one only for an active subscriber (403 `notSubscribed`
 * otherwise), changes or removes it only for the uid that saved it (403 `notYours` when an
 * endpoint someone else saved is sent), and removes a subscriber's push subscriptions when they
 * unsubscribe or a check finds them no longer active.
 */
import { isRecord, isString, isTextUpTo, isWholeUpTo } from './apiAnswers.ts';

/** The prayers a subscriber can be notified of (sunrise is a time, not a prayer). */
export const PUSH_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type PushPrayer = (typeof PUSH_PRAYERS)[number];

export type PushLang = 'fr' | 'en' | 'ar';

/** The browser's PushSubscription.toJSON(), only what sending needs. */
export interface PushEndpoint {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The place the times are computed for, as the prayer page chose it. */
export interface PushPlace {
  latitude: number;
  longitude: number;
  timeZone: string;
  /** A calculation method name as salatTimings takes it (e.g. 'MuslimWorldLeague'). */
  method: string;
  /** The Hanafi Asr, as salatTimings takes it; absent for the standard one. */
  asr?: 'standard' | 'hanafi';
  /** The place's name in the subscriber's language, shown in the notification. */
  name: string;
}

export interface PushSubscriptionBody {
  uid: string;
  subscription: PushEndpoint;
  place: PushPlace;
  lang: PushLang;
  /** None only when the verse of the day is asked for: one of the two at least. */
  prayers: PushPrayer[];
  /** The verse of the day each day at this hour (0-23) of the place's clock; absent or null: not wanted. */
  verseHour?: number | null;
}

export interface PushUnsubscribeBody {
  uid: string;
  endpoint: string;
}

export interface PushKeyResponse {
  /** The VAPID public key, base64url (uncompressed P-256 point), for applicationServerKey. */
  publicKey: string;
}

export interface PushSavedResponse {
  status: 'success';
}

/** The JSON payload of one push: the service worker writes the text in `lang`. */
export interface PrayerPushPayload {
  v: 1;
  kind: 'prayer';
  prayer: PushPrayer;
  /** The prayer's instant, ISO 8601 UTC. */
  at: string;
  /** The prayer's wall-clock time at the place, "HH:MM" (24 h). */
  time: string;
  place: string;
  lang: PushLang;
}

/**
 * The verse of the day (the one home shows on that day) with its text, in Arabic and, unless the
 * subscriber reads Arabic, in their language: the worker shows it without a request.
 */
export interface VersePushPayload {
  v: 1;
  kind: 'verse';
  chapter: number;
  verse: number;
  /** The surah's name in `lang`. */
  name: string;
  ar: string;
  /** The translation in `lang`; absent for Arabic. */
  translation?: string;
  lang: PushLang;
}

export type PushPayload = PrayerPushPayload | VersePushPayload;

/**
 * Each kind's tag (the worker's) and topic (the push service's): a newer prayer replaces the last,
 * never stacks, as a newer verse does; a prayer's call does not take the verse's place, nor it a prayer's.
 */
export const NOTIFICATION_TAGS = { prayer: 'prayer', verse: 'verse' } as const satisfies Record<
  PushPayload['kind'],
  string
>;

/** A notification's texts beyond this are cut (a push's payload is at most 4 KB, encrypted). */
export const VERSE_TEXT_MAX = 600;

export const isVerseHour = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 23;

export const isPushPrayer = (value: unknown): value is PushPrayer =>
  (PUSH_PRAYERS as readonly unknown[]).includes(value);

export const isPushLang = (value: unknown): value is PushLang => value === 'fr' || value === 'en' || value === 'ar';

export function isPushKeyResponse(value: unknown): value is PushKeyResponse {
  return isRecord(value) && isString(value.publicKey) && /^[A-Za-z0-9_-]{80,100}$/.test(value.publicKey);
}

export function isPushSavedResponse(value: unknown): value is PushSavedResponse {
  return isRecord(value) && value.status === 'success';
}

export function isPrayerPushPayload(value: unknown): value is PrayerPushPayload {
  return (
    isRecord(value) &&
    value.v === 1 &&
    value.kind === 'prayer' &&
    isPushPrayer(value.prayer) &&
    isString(value.at) &&
    isString(value.time) &&
    /^\d\d:\d\d$/.test(value.time) &&
    isString(value.place) &&
    isPushLang(value.lang)
  );
}

export function isVersePushPayload(value: unknown): value is VersePushPayload {
  return (
    isRecord(value) &&
    value.v === 1 &&
    value.kind === 'verse' &&
    isWholeUpTo(value.chapter, 114) &&
    isWholeUpTo(value.verse, 286) &&
    isTextUpTo(value.name, VERSE_TEXT_MAX) &&
    isTextUpTo(value.ar, VERSE_TEXT_MAX) &&
    (value.translation === undefined || isTextUpTo(value.translation, VERSE_TEXT_MAX)) &&
    isPushLang(value.lang)
  );
}

/**
 * Which verse of the list is a day's: one a day in the list's order, so that everyone sees the
 * same on the same date (home by the phone's calendar, a notification by the place's). `day` is
 * the date's midnight or noon UTC, in ms.
 */
export function verseIndexOfDay(day: number, count: number): number {
  const n = Math.floor(day / 86_400_000);
  return ((n % count) + count) % count;
}
