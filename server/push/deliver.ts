import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, request } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import webpush from 'web-push';
import { NOTIFICATION_TAGS, type PushPayload } from '../../src/shared/push.ts';
import { connectAllowed, isPublicAddress } from './endpoint.ts';
import type { EndpointPolicy } from './options.ts';
import type { VapidKeys } from './vapid.ts';

export type SendResult =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'retry'; afterMs: number }
  /** The push service refused it, or never answered within the deadline: counts toward expiry. */
  | { kind: 'failed' }
  /** Its turn at the host came too late: not sent, a late call is worse than none. */
  | { kind: 'late' }
  /** Stopped by shutdown; `started`: the request had gone out, so it may have arrived. */
  | { kind: 'aborted'; started: boolean };

export interface SendTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface Send {
  /** `inTime`, asked when the send's turn at its host comes: false, and it is not sent ('late'). */
  (target: SendTarget, payload: PushPayload, inTime?: () => boolean): Promise<SendResult>;
  /** Sends under way or waiting for their host, per host (for the scheduler's per-host budget). */
  load(host: string): number;
  /** Whether a send to this host has held its slot far longer than a push service takes to answer. */
  stuck(host: string): boolean;
  /** How many may be under way or waiting at a stuck host before the scheduler keeps the rest for later. */
  readonly perHostBudget: number;
  /** Ends every send under way and waiting (shutdown). */
  abort(): void;
}

export interface SendOptions {
  vapid: VapidKeys;
  /** Seconds the push service may keep it for an offline phone: no Fajr at noon. */
  ttlSeconds: number;
  policy: Pick<EndpointPolicy, 'privateHosts'>;
  /** One deadline for a whole send, connect to last byte. */
  deadlineMs?: number;
  /** Bytes of an answer's body read (and dropped); past that the connection is closed. */
  bodyCapBytes?: number;
  /** Sends under way at once to one push-service host. */
  perHost?: number;
  /** Certificates to trust besides the system's (the tests' fake push service). */
  ca?: string | Buffer;
}

const DEFAULT_RETRY_MS = 30_000;

function retryAfterMs(value: string | undefined, now: number): number {
  if (!value) return DEFAULT_RETRY_MS;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.min(3_600_000, Math.max(1000, seconds * 1000));
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.min(3_600_000, Math.max(1000, date - now)) : DEFAULT_RETRY_MS;
}

class RefusedAddress extends Error {
  code = 'EPUSHADDRESS';
}

/** The agent's lookup: a name is refused when any address it resolves to is not allowed (DNS rebinding included). */
function guardedLookup(policy: SendOptions['policy']): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.find((a) => !connectAllowed(a.address, policy));
      if (refused || addresses.length === 0)
        return callback(new RefusedAddress(`${hostname} resolves to ${refused?.address ?? 'nothing'}`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/**
 * A FIFO of waiters per host, each let through when one of the host's sends ends. A host is
 * stuck when it has sends under way and none of its sends has been answered for `stuckMs`: a
 * push service answers in milliseconds, a hanging one never. (Judged by answers, not by how long
 * one send took: on a starved process every send is slow, yet answers keep coming.)
 */
function hostPool(limit: number, stuckMs: number) {
  type Host = { active: number; waiting: { go: () => void; stop: () => void }[]; answeredAt: number };
  const hosts = new Map<string, Host>();
  return {
    load: (host: string) => {
      const h = hosts.get(host);
      return h ? h.active + h.waiting.length : 0;
    },
    stuck: (host: string) => {
      const h = hosts.get(host);
      return !!h && h.active > 0 && performance.now() - h.answeredAt > stuckMs;
    },
    answered(host: string) {
      const h = hosts.get(host);
      if (h) h.answeredAt = performance.now();
    },
    /** Rejects every waiter at once (shutdown): no listener per waiter on a shared signal. */
    abortAll() {
      for (const h of hosts.values()) for (const w of h.waiting.splice(0)) w.stop();
    },
    async acquire(host: string): Promise<() => void> {
      let h = hosts.get(host);
      if (!h) hosts.set(host, (h = { active: 0, waiting: [], answeredAt: performance.now() }));
      const entry = h;
      if (entry.active >= limit)
        await new Promise<void>((go, reject) => entry.waiting.push({ go, stop: () => reject(new Error('aborted')) }));
      else entry.active++;
      return () => {
        const next = entry.waiting.shift();
        // The slot passes straight to the next waiter.
        if (next) next.go();
        else if (--entry.active === 0 && entry.waiting.length === 0) hosts.delete(host);
      };
    },
  };
}

/**
 * Encrypts (RFC 8291) and signs (VAPID) through web-push, then sends with a request of our own:
 * web-push gathers a whole answer into one string and its timeout is an idle timeout, so one push
 * service answering 700 MB, or a byte every few seconds, took the server down or held every send
 * behind it. Here a send has one deadline from connect to last byte, reads at most a few KB of the
 * answer, and waits only for its own host's pool.
 */
export function createSend(options: SendOptions): Send {
  const deadlineMs = options.deadlineMs ?? 10_000;
  const bodyCap = options.bodyCapBytes ?? 4096;
  const perHost = options.perHost ?? 32;
  const agent = new Agent({
    keepAlive: true,
    maxSockets: perHost,
    maxTotalSockets: 1024,
    lookup: guardedLookup(options.policy),
    ca: options.ca,
  });
  const pool = hostPool(perHost, Math.min(2000, deadlineMs / 4));
  let stopAll = new AbortController();
  const { subject, publicKey, privateKey } = options.vapid;
  // One signed JWT per push service for an hour (valid 12): signing it for each of 100 000
  // messages would cost as much again as the encryption web-push must do per message.
  const signed = new Map<string, { authorization: string; until: number }>();
  const authorization = (origin: string) => {
    // The push service checks the JWT's expiry against its own clock: the real one, whatever the scheduler's.
    const t = Date.now();
    let hit = signed.get(origin);
    if (!hit || hit.until < t) {
      const exp = Math.floor(t / 1000) + 12 * 3600;
      const headers = webpush.getVapidHeaders(origin, subject, publicKey, privateKey, 'aes128gcm', exp);
      signed.set(origin, (hit = { authorization: headers.Authorization, until: t + 3_600_000 }));
    }
    return hit.authorization;
  };

  function post(url: URL, headers: Record<string, string | number>, body: Buffer, signal: AbortSignal) {
    return new Promise<{ status: number; retryAfter?: string }>((resolve, reject) => {
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      // An IP literal never goes through the lookup: checked here instead.
      if (isIP(literal) && !options.policy.privateHosts && !isPublicAddress(literal))
        return reject(new RefusedAddress(literal));
      const req = request(url, { method: 'POST', headers, agent, signal });
      const timer = setTimeout(() => req.destroy(new Error('push deadline')), deadlineMs);
      req.once('close', () => clearTimeout(timer));
      req.once('error', reject);
      req.once('response', (res) => {
        // Answered: whatever happens to the body now (the deadline, a reset) ends the read, not the send.
        req.off('error', reject);
        req.on('error', () => {});
        const status = res.statusCode ?? 0;
        const retryAfter = res.headers['retry-after'];
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // Enough to know it answered; the rest is not ours to hold.
          if (read > bodyCap) res.destroy();
        });
        res.once('close', () => resolve({ status, retryAfter }));
        res.once('error', () => resolve({ status, retryAfter }));
      });
      req.end(body);
    });
  }

  const send = async (target: SendTarget, payload: PushPayload, inTime = () => true): Promise<SendResult> => {
    const url = new URL(target.endpoint);
    const signal = stopAll.signal;
    let release: () => void;
    try {
      release = await pool.acquire(url.host);
    } catch {
      return { kind: 'aborted', started: false };
    }
    try {
      if (signal.aborted) return { kind: 'aborted', started: false };
      if (!inTime()) return { kind: 'late' };
      const details = webpush.generateRequestDetails(target, JSON.stringify(payload), {
        headers: { Authorization: authorization(url.origin) },
        TTL: options.ttlSeconds,
        // A call to prayer is of the minute; the verse can wait for a phone that saves its battery.
        urgency: payload.kind === 'prayer' ? 'high' : 'normal',
        // A newer prayer (or verse) replaces one still waiting for an offline phone.
        topic: NOTIFICATION_TAGS[payload.kind],
      }) as { headers: Record<string, string | number>; body: Buffer };
      const { status, retryAfter } = await post(url, details.headers, details.body, signal);
      pool.answered(url.host);
      if (status >= 200 && status < 300) return { kind: 'sent' };
      if (status === 404 || status === 410) return { kind: 'gone' };
      if (status === 429 || status >= 500) return { kind: 'retry', afterMs: retryAfterMs(retryAfter, Date.now()) };
      return { kind: 'failed' };
    } catch (err) {
      if (signal.aborted) return { kind: 'aborted', started: true };
      // Refused at connect, past the deadline or a body that would not encrypt: nothing a retry mends.
      if (err instanceof RefusedAddress || (err as Error).message === 'push deadline') return { kind: 'failed' };
      // A connection refused or reset: the push service may be back in a moment.
      if (typeof (err as { code?: unknown }).code === 'string') return { kind: 'retry', afterMs: DEFAULT_RETRY_MS };
      return { kind: 'failed' };
    } finally {
      release();
    }
  };
  return Object.assign(send, {
    load: pool.load,
    stuck: pool.stuck,
    // A stuck host holds no more than this; a healthy one empties a queue this long in well under a second.
    perHostBudget: perHost * 4,
    abort() {
      pool.abortAll();
      stopAll.abort();
      stopAll = new AbortController();
      agent.destroy();
    },
  });
}
