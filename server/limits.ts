// Every size, rate, timeout and cap the reference server enforces, in one place; the
// "Security and limits" section of docs/operating.md describes the same numbers.

export interface Limits {
  /** JSON bodies of /api/* and the stand-in's form. */
  bodyBytes: number;
  /** One base64 usage event: a real one is well under 2 KB. */
  eventBytes: number;
  /** Usage events per client address: a bucket of `eventsBurst` refilled at `eventsPerMinute`. */
  eventsPerMinute: number;
  eventsBurst: number;
  /** Usage events older than this are deleted at start and every hour. */
  eventsRetentionDays: number;
  /** Slow clients: the whole header block, the whole request, an idle keep-alive, an idle socket. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  /** Open sockets at once; an idle keep-alive one makes room for a newcomer (connections.ts). */
  maxConnections: number;
  /** Push subscription calls per client address (pushSubscription, pushUnsubscribe). */
  pushPerMinute: number;
  pushBurst: number;
  /** Graceful shutdown: how long requests under way may take to finish before they are cut. */
  shutdownGraceMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  bodyBytes: 16 * 1024,
  eventBytes: 8 * 1024,
  // Generous: many phones can share one address behind an operator's NAT.
  eventsPerMinute: 300,
  eventsBurst: 300,
  eventsRetentionDays: 90,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  // A paused video stops reading its response; the browser resumes with a Range request.
  idleTimeoutMs: 120_000,
  maxConnections: 1_000,
  // A phone saves its subscription on a few taps (place, method, language): ten at once is plenty.
  pushPerMinute: 30,
  pushBurst: 10,
  shutdownGraceMs: 10_000,
};

// The usage-event fields and their lengths live with the page that sends them, so both sides
// cut and refuse alike.
export { EVENT_FIELDS } from '../src/shared/eventFields.ts';

const ENV_NAMES: Record<keyof Limits, string> = {
  bodyBytes: 'BODY_LIMIT_BYTES',
  eventBytes: 'EVENT_LIMIT_BYTES',
  eventsPerMinute: 'EVENTS_PER_MINUTE',
  eventsBurst: 'EVENTS_BURST',
  eventsRetentionDays: 'EVENTS_RETENTION_DAYS',
  headersTimeoutMs: 'HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'KEEP_ALIVE_TIMEOUT_MS',
  idleTimeoutMs: 'IDLE_TIMEOUT_MS',
  maxConnections: 'MAX_CONNECTIONS',
  pushPerMinute: 'PUSH_PER_MINUTE',
  pushBurst: 'PUSH_BURST',
  shutdownGraceMs: 'SHUTDOWN_GRACE_MS',
};

/** Limits overridden by the environment; a value that is not a positive number stops the start. */
export function limitsFromEnv(env: Record<string, string | undefined>): Limits {
  const limits = { ...DEFAULT_LIMITS };
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof Limits, string][]) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
    limits[key] = n;
  }
  return limits;
}
