import { config } from './config.ts';
import { getString } from './storage.ts';
import { queueEvent } from './eventQueue.ts';
import { deviceId, touchSession } from './session.ts';
import { fitEvent } from '../shared/eventFields.ts';

export interface UsageEvent {
  domain: string;
  user_agent: string;
  device_id: string;
  session_id: string;
  msisdn: string;
  device_type: 'web';
  previouspage: string;
  trace: string;
  operatorId: string;
  referrer_info: string;
  request_time: string;
  session_start_time: string;
  sub_event: string;
  page: string;
  event: string;
  /** Made once per event and kept in the queued body: a retried post is stored once. */
  event_key: string;
}

/**
 * A random idempotency key. randomUUID exists only in secure contexts (https, localhost); the
 * fallback draws the same 122 random bits from getRandomValues, which exists everywhere.
 */
export function eventKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** base64 of the event's UTF-8 JSON (plain btoa would throw on Arabic text). */
export function encodeEvent(event: UsageEvent): string {
  const bytes = new TextEncoder().encode(JSON.stringify(event));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function decodeEvent(body: string): unknown {
  const binary = atob(body);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Publishes a usage event without ever blocking or failing the UI; it waits in the queue until the server answers for it. */
export function track(page: string, event: string, subEvent = ''): void {
  const session = touchSession();
  const usage: UsageEvent = {
    domain: location.host,
    user_agent: navigator.userAgent,
    device_id: deviceId(),
    session_id: session.sessionId,
    msisdn: getString('msisdn') ?? '',
    device_type: 'web',
    previouspage: getString('prevPath') ?? '',
    trace: getString('currentStatus') ?? '',
    operatorId: config.serviceId,
    referrer_info: document.referrer,
    request_time: new Date().toISOString(),
    session_start_time: new Date(session.sessionStart).toISOString(),
    sub_event: subEvent,
    page,
    event,
    event_key: eventKey(),
  };
  // Cut here as the server would, at a character's end: a long user agent or referrer costs no bytes
  // in the stored queue, and an over-long identifier does not get the whole event refused.
  void queueEvent(encodeEvent(fitEvent(usage)));
}
