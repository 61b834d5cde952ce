import type { Kysely } from 'kysely';
import type { PrayerPushPayload } from '../../src/shared/push.ts';
import { zoneClock } from '../prayerTimes.ts';
import type { Engine, Schema } from '../store/schema.ts';
import type { Send } from './send.ts';
import { claimDue, pruneSent, reserve, settle, type Outcome, type PushRow } from './store.ts';

export interface SchedulerOptions {
  db: Kysely<Schema>;
  engine: Engine;
  send: Send;
  now?: () => number;
  /** Rows claimed at once, and sends under way at once. */
  batch?: number;
  concurrency?: number;
  /** Beyond this after the prayer, a notification is dropped rather than sent late. */
  lateMs?: number;
  maxAttempts?: number;
  log?: (line: string) => void;
  onError?: (err: unknown) => void;
}

export interface PushCounters {
  sent: number;
  dropped: number;
  retried: number;
  gone: number;
}

export interface Scheduler {
  /** Sends everything due now, batch after batch; resolves when nothing due is left. */
  tick(): Promise<void>;
  start(everyMs: number): void;
  /** Stops the loop and waits for the batch under way. */
  stop(): Promise<void>;
  readonly counters: Readonly<PushCounters>;
}

const DAY = 86_400_000;

export function payloadOf(row: PushRow): PrayerPushPayload {
  const at = new Date(row.due.at);
  const time = zoneClock(row.place.timeZone)?.format(at) ?? at.toISOString().slice(11, 16);
  return {
    v: 1,
    kind: 'prayer',
    prayer: row.due.prayer,
    at: at.toISOString(),
    time,
    place: row.placeName,
    lang: row.lang,
  };
}

async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function createScheduler(o: SchedulerOptions): Scheduler {
  const now = o.now ?? Date.now;
  const batch = o.batch ?? 500;
  const concurrency = o.concurrency ?? 64;
  const lateMs = o.lateMs ?? 5 * 60_000;
  const maxAttempts = o.maxAttempts ?? 4;
  // Long enough for a batch to go out through a slow push service; a dead instance's rows return after it.
  const leaseMs = 120_000;
  const counters: PushCounters = { sent: 0, dropped: 0, retried: 0, gone: 0 };
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let lastPrune = 0;

  async function runBatch(rows: PushRow[]): Promise<void> {
    const t = now();
    const outcomes: Outcome[] = [];
    // Past the window: a prayer's call an hour late is worse than none.
    const late = rows.filter((r) => t - r.due.at > lateMs);
    for (const row of late) outcomes.push({ kind: 'advance', row, after: Math.max(row.due.at, t - lateMs) });
    const fresh = rows.filter((r) => t - r.due.at <= lateMs);
    const reserved = await reserve(
      o.db,
      fresh.filter((r) => r.attempt === 0),
      t,
    );
    // A retry holds its reservation from its first attempt; a fresh row without one was sent already.
    const toSend = fresh.filter((r) => r.attempt > 0 || reserved.has(r.id));
    for (const row of fresh) if (!toSend.includes(row)) outcomes.push({ kind: 'advance', row, after: row.due.at });
    const delta = { sent: 0, dropped: late.length, retried: 0, gone: 0 };
    await eachLimited(toSend, concurrency, async (row) => {
      const result = await o.send(row, payloadOf(row));
      const at = now();
      if (result.kind === 'sent') delta.sent++;
      else if (result.kind === 'gone') delta.gone++;
      else if (result.kind === 'retry' && row.attempt + 1 < maxAttempts && at + result.afterMs - row.due.at <= lateMs) {
        delta.retried++;
        return void outcomes.push({ kind: 'retry', row, at: at + result.afterMs });
      } else delta.dropped++;
      outcomes.push(result.kind === 'gone' ? { kind: 'delete', row } : { kind: 'advance', row, after: row.due.at });
    });
    await settle(o.db, outcomes);
    for (const key of Object.keys(delta) as (keyof PushCounters)[]) counters[key] += delta[key];
    if (delta.sent + delta.dropped + delta.retried + delta.gone > 0) {
      o.log?.(
        JSON.stringify({
          time: new Date(t).toISOString(),
          level: 'info',
          msg: 'push batch',
          ...delta,
          totals: counters,
        }),
      );
    }
  }

  async function tick(): Promise<void> {
    for (;;) {
      const t = now();
      const rows = await claimDue(o.db, o.engine, t, t + leaseMs, batch);
      if (rows.length === 0) break;
      await runBatch(rows);
    }
    if (now() - lastPrune > DAY) {
      lastPrune = now();
      await pruneSent(o.db, lastPrune - 3 * DAY);
    }
  }

  const guardedTick = () => {
    running ??= tick()
      .catch((err: unknown) => o.onError?.(err))
      .finally(() => (running = undefined));
    return running;
  };

  return {
    tick: guardedTick,
    start(everyMs) {
      timer = setInterval(() => void guardedTick(), everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
    counters,
  };
}
