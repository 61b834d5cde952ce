import { createPublicKey } from 'node:crypto';
import { HttpError } from '../http.ts';
import { hasControl, requireUid } from '../routes/fields.ts';
import { normalizeEndpoint } from './endpoint.ts';
import type { EndpointPolicy } from './options.ts';
import { isAsrSchool, isPrayerMethod } from '../../content/prayerMethods.ts';
import { isTimeZone } from '../prayerTimes.ts';
import { PUSH_PRAYERS, isPushLang, isPushPrayer, isVerseHour } from '../../src/shared/push.ts';
import type { NewSubscription } from './store.ts';

const NAME_MAX = 120;
const P256DH = /^[A-Za-z0-9_-]{87}$/; // 65 bytes: an uncompressed P-256 point
const AUTH = /^[A-Za-z0-9_-]{22}$/; // 16 bytes

const bad = () => new HttpError(400, 'badBody');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumberIn = (v: unknown, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;
// Some browsers pad their base64url; the key is the same without it.
const unpadded = (v: unknown) => (typeof v === 'string' ? v.replace(/=+$/, '') : '');

/** A point on P-256 (createPublicKey checks the curve equation), not just 65 bytes that start with 4. */
function isP256Point(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/** The endpoint as it will be stored and sent, or a 400 when the policy refuses it. */
export function requireEndpoint(value: unknown, policy: EndpointPolicy): string {
  const endpoint = normalizeEndpoint(value, policy);
  if (endpoint === null) throw bad();
  return endpoint;
}

/** The body of pushSubscription, checked field by field; anything else in it is ignored. */
export function requireSubscription(body: Record<string, unknown>, policy: EndpointPolicy): NewSubscription {
  const uid = requireUid(body);
  const { subscription, place, lang, prayers, verseHour = null } = body;
  if (!isRecord(subscription) || !isRecord(subscription.keys) || !isRecord(place)) throw bad();
  const endpoint = requireEndpoint(subscription.endpoint, policy);
  const p256dh = unpadded(subscription.keys.p256dh);
  const auth = unpadded(subscription.keys.auth);
  if (!P256DH.test(p256dh) || !isP256Point(p256dh) || !AUTH.test(auth)) throw bad();
  const { latitude, longitude, timeZone, method, asr = 'standard', name } = place;
  if (!isNumberIn(latitude, 90) || !isNumberIn(longitude, 180)) throw bad();
  if (!isTimeZone(timeZone) || !isPrayerMethod(method) || !isAsrSchool(asr)) throw bad();
  if (typeof name !== 'string' || name.trim() === '' || name.length > NAME_MAX || hasControl(name)) throw bad();
  if (!isPushLang(lang) || !Array.isArray(prayers) || !(verseHour === null || isVerseHour(verseHour))) throw bad();
  // Something to send: a subscription that asks for nothing would only be woken for nothing.
  if (prayers.length === 0 && verseHour === null) throw bad();
  if (!prayers.every(isPushPrayer) || new Set(prayers).size !== prayers.length) throw bad();
  return {
    uid,
    subscription: { endpoint, keys: { p256dh, auth } },
    place: { latitude, longitude, timeZone, method, asr, name: name.trim() },
    lang,
    prayers: PUSH_PRAYERS.filter((p) => prayers.includes(p)),
    verseHour,
  };
}
