import { Agent } from 'node:https';
import webpush from 'web-push';
import { PRAYER_NOTIFICATION_TAG, type PrayerPushPayload } from '../../src/shared/push.ts';
import type { VapidKeys } from './vapid.ts';

export type SendResult = { kind: 'sent' } | { kind: 'gone' } | { kind: 'retry'; afterMs: number } | { kind: 'failed' };
export type Send = (
  target: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: PrayerPushPayload,
) => Promise<SendResult>;

export interface SendOptions {
  vapid: VapidKeys;
  /** Seconds the push service may keep it for an offline phone: no Fajr at noon. */
  ttlSeconds: number;
  /** Tests trust their own certificate through it; keep-alive otherwise. */
  agent?: Agent;
  timeoutMs?: number;
}

const DEFAULT_RETRY_MS = 30_000;

function retryAfterMs(header: string | string[] | undefined, now: number): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return DEFAULT_RETRY_MS;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(1000, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(1000, date - now) : DEFAULT_RETRY_MS;
}

/** Encrypts (RFC 8291) and signs (VAPID) through web-push, and sorts the push service's answer. */
export function createSend(options: SendOptions): Send {
  const agent = options.agent ?? new Agent({ keepAlive: true, maxSockets: 256 });
  const { subject, publicKey, privateKey } = options.vapid;
  // One signed JWT per push service for an hour (valid 12): signing it for each of 100 000
  // messages would cost as much again as the encryption web-push must do per message.
  const signed = new Map<string, { authorization: string; until: number }>();
  const authorization = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    let hit = signed.get(audience);
    if (!hit || hit.until < now) {
      const exp = Math.floor(now / 1000) + 12 * 3600;
      const headers = webpush.getVapidHeaders(audience, subject, publicKey, privateKey, 'aes128gcm', exp);
      signed.set(audience, (hit = { authorization: headers.Authorization, until: now + 3_600_000 }));
    }
    return hit.authorization;
  };
  return async (target, payload) => {
    try {
      await webpush.sendNotification(target, JSON.stringify(payload), {
        headers: { Authorization: authorization(target.endpoint) },
        TTL: options.ttlSeconds,
        urgency: 'high',
        // A newer prayer replaces one still waiting for an offline phone.
        topic: PRAYER_NOTIFICATION_TAG,
        agent,
        timeout: options.timeoutMs ?? 10_000,
      });
      return { kind: 'sent' };
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) return { kind: 'gone' };
      // No status but a socket error code: the push service was unreachable or timed out.
      const unreachable = status === undefined && typeof (err as { code?: unknown }).code === 'string';
      if (unreachable || status === 429 || (status ?? 0) >= 500) {
        const headers = (err as { headers?: Record<string, string> }).headers ?? {};
        return { kind: 'retry', afterMs: retryAfterMs(headers['retry-after'], Date.now()) };
      }
      return { kind: 'failed' };
    }
  };
}
