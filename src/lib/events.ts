import { config } from './config.ts';
import { getItem, getString, setItem } from './storage.ts';
import { deviceId, touchSession } from './session.ts';

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

const QUEUE_KEY = 'eventQueue';
export const QUEUE_LIMIT = 50;

/** Appends to a bounded queue, dropping the oldest events first. */
export function enqueue(queue: string[], item: string, limit = QUEUE_LIMIT): string[] {
  return [...queue, item].slice(-limit);
}

async function post(body: string): Promise<boolean> {
  try {
    const response = await fetch(config.eventsUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', topic: config.eventsTopic },
      body,
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}

let flushing = false;

/** Sends queued events oldest first; stops at the first failure and keeps the rest. */
export async function flushQueue(): Promise<void> {
  if (flushing) return;
  flushing = true;
  try {
    let queue = getItem<string[]>(QUEUE_KEY, { defaultValue: [] }) ?? [];
    if (!Array.isArray(queue)) queue = [];
    while (queue.length) {
      if (!(await post(queue[0]))) break;
      queue = queue.slice(1);
      setItem(QUEUE_KEY, queue);
    }
  } finally {
    flushing = false;
  }
}

/** Publishes a usage event without ever blocking or failing the UI. */
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
  };
  const body = encodeEvent(usage);
  void post(body).then((sent) => {
    if (!sent) {
      const queue = getItem<string[]>(QUEUE_KEY, { defaultValue: [] });
      setItem(QUEUE_KEY, enqueue(Array.isArray(queue) ? queue : [], body));
    } else {
      void flushQueue();
    }
  });
}
