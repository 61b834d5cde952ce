import { BlockList, isIP } from 'node:net';
import { HttpError } from '../http.ts';
import { isPrayerMethod } from '../../content/prayerMethods.ts';
import { isTimeZone } from '../prayerTimes.ts';
import { PUSH_PRAYERS, isPushLang, isPushPrayer } from '../../src/shared/push.ts';
import type { NewSubscription } from './store.ts';

const ENDPOINT_MAX = 1024;
const NAME_MAX = 120;
const P256DH = /^[A-Za-z0-9_-]{87}$/; // 65 bytes: an uncompressed P-256 point
const AUTH = /^[A-Za-z0-9_-]{22}$/; // 16 bytes

const bad = () => new HttpError(400, 'badBody');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumberIn = (v: unknown, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;
// Some browsers pad their base64url; the key is the same without it.
const unpadded = (v: unknown) => (typeof v === 'string' ? v.replace(/=+$/, '') : '');

/**
 * Addresses no browser vendor's push service has: the server would POST to the operator's own
 * network on a subscriber's say (SSRF). A name that resolves to one is not caught here.
 */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');
const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain)$/i;

function privateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  if (family === 0) return LOCAL_NAME.test(host);
  const mapped = family === 6 && /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(host);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  return PRIVATE.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A push service's URL: https only (it carries the subscriber's messages), bounded, no
 * credentials, and not a local or private address unless the tests' fake service is allowed.
 */
export function requireEndpoint(value: unknown, privateHosts = false): string {
  if (typeof value !== 'string' || value.length > ENDPOINT_MAX) throw bad();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw bad();
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw bad();
  if (!privateHosts && privateHost(url.hostname)) throw bad();
  return value;
}

/** The body of pushSubscription, checked field by field; anything else in it is ignored. */
export function requireSubscription(body: Record<string, unknown>, privateHosts = false): NewSubscription {
  const { subscription, place, lang, prayers } = body;
  if (!isRecord(subscription) || !isRecord(subscription.keys) || !isRecord(place)) throw bad();
  const endpoint = requireEndpoint(subscription.endpoint, privateHosts);
  const p256dh = unpadded(subscription.keys.p256dh);
  const auth = unpadded(subscription.keys.auth);
  if (!P256DH.test(p256dh) || Buffer.from(p256dh, 'base64url')[0] !== 4 || !AUTH.test(auth)) throw bad();
  const { latitude, longitude, timeZone, method, name } = place;
  if (!isNumberIn(latitude, 90) || !isNumberIn(longitude, 180)) throw bad();
  if (!isTimeZone(timeZone) || !isPrayerMethod(method)) throw bad();
  if (typeof name !== 'string' || name.trim() === '' || name.length > NAME_MAX) throw bad();
  if (!isPushLang(lang) || !Array.isArray(prayers) || prayers.length === 0) throw bad();
  if (!prayers.every(isPushPrayer) || new Set(prayers).size !== prayers.length) throw bad();
  return {
    subscription: { endpoint, keys: { p256dh, auth } },
    place: { latitude, longitude, timeZone, method, name: name.trim() },
    lang,
    prayers: PUSH_PRAYERS.filter((p) => prayers.includes(p)),
  };
}
