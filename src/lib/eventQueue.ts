import { config } from './config.ts';
import { backoffDelay, retryAfterMs } from './backoff.ts';
import { getItem, setItem } from './storage.ts';

const QUEUE_KEY = 'eventQueue';
export const QUEUE_LIMIT = 50;

/** Appends to a bounded queue, dropping the oldest events first. */
export function enqueue(queue: string[], item: string, limit = QUEUE_LIMIT): string[] {
  return [...queue, item].slice(-limit);
}

export type Verdict = 'accepted' | 'refused' | 'retry';

/** What a send attempt means: only a network error, a 5xx or a 429 is worth sending again. */
export function verdictOf(status: number | 'network'): Verdict {
  if (status === 'network' || status === 429 || status >= 500) return 'retry';
  return status >= 200 && status < 300 ? 'accepted' : 'refused';
}

function readQueue(): string[] {
  const queue = getItem<unknown>(QUEUE_KEY, { defaultValue: [] });
  return Array.isArray(queue) ? queue.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Every change to the stored queue is one synchronous read-modify-write, never spanning an
 * await: an event queued while a send is under way can then neither be overwritten nor lost.
 */
function updateQueue(change: (queue: string[]) => string[]): void {
  setItem(QUEUE_KEY, change(readQueue()));
}

/** Removes one copy of an item the server has answered for (it may already have been dropped). */
function remove(queue: string[], item: string): string[] {
  const i = queue.indexOf(item);
  return i < 0 ? queue : [...queue.slice(0, i), ...queue.slice(i + 1)];
}

async function send(body: string): Promise<{ verdict: Verdict; status?: number; retryAfter?: number }> {
  try {
    const response = await fetch(config.eventsUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', topic: config.eventsTopic },
      body,
      keepalive: true,
    });
    const retryAfter = retryAfterMs(response.headers.get('Retry-After'));
    return { verdict: verdictOf(response.status), status: response.status, retryAfter };
  } catch {
    return { verdict: verdictOf('network') };
  }
}

let flushing: Promise<void> | null = null;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Stores an event until the server has answered for it, then sends what is queued. */
export function queueEvent(body: string): Promise<void> {
  updateQueue((queue) => enqueue(queue, body));
  return flushQueue();
}

/**
 * Sends queued events oldest first, one sender at a time. An event leaves the queue only once
 * the server has accepted it or refused it for good; on a passing failure the rest waits, and
 * the queue is tried again after a growing delay (or the server's Retry-After), or when the
 * browser comes back online.
 */
export function flushQueue(): Promise<void> {
  clearTimeout(retryTimer);
  flushing ??= drain().finally(() => (flushing = null));
  return flushing;
}

async function drain(): Promise<void> {
  let head: string | undefined;
  while ((head = readQueue()[0]) !== undefined) {
    const sent = head;
    const { verdict, status, retryAfter } = await send(sent);
    if (verdict === 'retry') {
      failures += 1;
      retryTimer = setTimeout(() => void flushQueue(), retryAfter ?? backoffDelay(failures, 1000, 60_000));
      return;
    }
    if (verdict === 'refused') console.warn(`[events] the server refused an event (HTTP ${status}): dropped`);
    failures = 0;
    updateQueue((queue) => remove(queue, sent));
  }
}

/** For tests: forget the sender's state. */
export function resetEventQueue(): void {
  clearTimeout(retryTimer);
  flushing = null;
  failures = 0;
}
