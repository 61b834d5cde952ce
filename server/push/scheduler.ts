import type { Kysely } from 'kysely';
import type { PushPayload } from '../../src/shared/push.ts';
import { zoneClock } from '../prayerTimes.ts';
import type { Engine, Schema } from '../store/schema.ts';
import type { Send } from './deliver.ts';
import { versePayload } from './verseOfDay.ts';
import { activeOwners, claimDue, pruneSent, reserve, settle, type Outcome, type PushRow } from './store.ts';

export interface SchedulerOptions {
  db: Kysely<Schema>;
  engine: Engine;
  send: Send;
  now?: () => number;
  /** Rows claimed at once. */
  batch?: number;
  /** Sends under way or waiting for their host at once, all hosts together. */
  inFlight?: number;
  /** Beyond this after the prayer, a notification is dropped rather than sent late. */
  lateMs?: number;
  maxAttempts?: number;
  log?: (line: string) => void;
  onError?: (err: unknown) => void;
}

export interface PushCounters {
  sent: number;
  /** Given up: too late, retries spent, or the push service refused it. */
  dropped: number;
  retried: number;
  gone: number;
  /** Failed sends (refused, no answer within the deadline), each one more toward expiry. */
  failed: number;
  /** Kept for later because their host already had its share of sends under way. */
  deferred: number;
  /** Subscriptions removed because their owner is no longer an active subscriber. */
  unowned: number;
}

export interface Scheduler {
  /** Sends everything due now; resolves when nothing due is left and every send has ended. */
  tick(): Promise<void>;
  start(everyMs: number): void;
  /** Stops the loop, ends sends under way, and writes every outcome. */
  stop(): Promise<void>;
  readonly counters: Readonly<PushCounters>;
}

const DAY = 86_400_000;

export function payloadOf(row: PushRow): PushPayload {
  if (row.due.prayer === 'verse') return versePayload(row.due.day, row.lang);
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

/**
 * Outcomes written one transaction at a time, each taking everything that came meanwhile: on
 * PostgreSQL concurrent ones held the pool's connections from the claims and the API (a wait past
 * the pool's timeout ended the tick), and on SQLite they queued on the one connection anyway.
 */
function serialWriter<T>(write: (items: T[]) => Promise<void>) {
  const pending: { item: T; resolve: () => void; reject: (err: unknown) => void }[] = [];
  let running: Promise<void> | undefined;
  const drain = async () => {
    // A few ms for the outcomes of sends that end together to come in one transaction. A timer that
    // holds the process: at shutdown, with every socket closed, an unref'd one let Node exit before
    // the last outcomes (a hung send's row given back) were written.
    await new Promise<void>((resolve) => setTimeout(resolve, 10));
    while (pending.length > 0) {
      const taken = pending.splice(0, 1000);
      try {
        await write(taken.map((p) => p.item));
        for (const p of taken) p.resolve();
      } catch (err) {
        for (const p of taken) p.reject(err);
      }
    }
    running = undefined;
  };
  return {
    add: (item: T) =>
      new Promise<void>((resolve, reject) => {
        pending.push({ item, resolve, reject });
        running ??= drain();
      }),
    flush: async () => {
      while (running) await running;
    },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Claims due rows and sends them as a stream, not batch by batch: each send settles on its own
 * (outcomes written together every few ms), so a straggler holds only its own slot, never the rows
 * claimed with it nor the next claim. A stuck host that already has its budget of sends under way
 * or waiting gets no more from this claim: its rows are put back for a little later, so one slow
 * or hostile push service delays only its own subscribers and fills no one else's pipeline.
 */
export function createScheduler(o: SchedulerOptions): Scheduler {
  const now = o.now ?? Date.now;
  const batch = o.batch ?? 500;
  const inFlightCap = o.inFlight ?? 4096;
  const lateMs = o.lateMs ?? 5 * 60_000;
  const maxAttempts = o.maxAttempts ?? 4;
  // Long enough for a send to wait for its host and go out; a dead instance's rows return after it.
  const leaseMs = 120_000;
  // A stuck host's rows beyond its budget come back a little later (its sends end by the deadline).
  const deferMs = 5_000;
  const counters: PushCounters = { sent: 0, dropped: 0, retried: 0, gone: 0, failed: 0, deferred: 0, unowned: 0 };
  const outcomes = serialWriter<Outcome>((list) => settle(o.db, list));
  const inFlight = new Set<Promise<void>>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let stopping = false;
  let lastPrune = 0;

  const record = (outcome: Outcome) => outcomes.add(outcome).catch((err: unknown) => o.onError?.(err));

  async function sendOne(row: PushRow): Promise<void> {
    const result = await o.send(row, payloadOf(row), () => now() - row.due.at <= lateMs);
    const at = now();
    switch (result.kind) {
      case 'sent':
        counters.sent++;
        return record({ kind: 'advance', row, after: row.due.at, failed: false });
      case 'gone':
        counters.gone++;
        return record({ kind: 'delete', row });
      case 'late':
        counters.dropped++;
        return record({ kind: 'advance', row, after: row.due.at });
      case 'aborted':
        return record({ kind: 'release', row, unreserve: !result.started });
      case 'retry':
        if (row.attempt + 1 < maxAttempts && at + result.afterMs - row.due.at <= lateMs) {
          counters.retried++;
          return record({ kind: 'retry', row, at: at + result.afterMs });
        }
        counters.dropped++;
        return record({ kind: 'advance', row, after: row.due.at, failed: true });
      case 'failed':
        counters.failed++;
        counters.dropped++;
        return record({ kind: 'advance', row, after: row.due.at, failed: true });
    }
  }

  function track(task: Promise<void>): void {
    const done = task.catch((err: unknown) => o.onError?.(err)).finally(() => inFlight.delete(done));
    inFlight.add(done);
  }

  /** Sorts a claim: too late, no longer owned, host busy, or sent now (once: the reservation decides). */
  async function dispatch(rows: PushRow[], t: number): Promise<void> {
    const owners = await activeOwners(
      o.db,
      rows.map((r) => r.uid),
    );
    const toReserve: PushRow[] = [];
    const added = new Map<string, number>();
    for (const row of rows) {
      if (!owners.has(row.uid)) {
        counters.unowned++;
        void record({ kind: 'delete', row });
      } else if (t - row.due.at > lateMs) {
        // Past the window: a prayer's call an hour late is worse than none.
        counters.dropped++;
        void record({ kind: 'advance', row, after: Math.max(row.due.at, t - lateMs) });
      } else {
        const host = new URL(row.endpoint).host;
        const load = o.send.load(host) + (added.get(host) ?? 0);
        // A busy healthy host (FCM at Maghrib) keeps its queue: it empties in moments. A stuck one
        // would fill the pipeline with rows that wait for its deadline.
        if (load >= o.send.perHostBudget && o.send.stuck(host)) {
          counters.deferred++;
          void record({ kind: 'defer', row, at: t + deferMs });
        } else {
          added.set(host, (added.get(host) ?? 0) + 1);
          toReserve.push(row);
        }
      }
    }
    // A retry holds its reservation from its first attempt; a fresh row without one was sent already.
    const reserved = await reserve(
      o.db,
      toReserve.filter((r) => r.attempt === 0),
      t,
    );
    for (const row of toReserve) {
      if (row.attempt > 0 || reserved.has(row.id)) track(sendOne(row));
      else void record({ kind: 'advance', row, after: row.due.at });
    }
  }

  async function tick(): Promise<void> {
    const before = { ...counters };
    try {
      while (!stopping) {
        const room = inFlightCap - inFlight.size;
        const t = now();
        let claimed = 0;
        try {
          const rows = room > 0 ? await claimDue(o.db, o.engine, t, t + leaseMs, Math.min(batch, room)) : [];
          claimed = rows.length;
          if (claimed > 0) await dispatch(rows, t);
        } catch (err) {
          // A database too busy to answer (a pool's wait ran out) ends nothing: the sends under way
          // go on, and the claim is tried again in a moment; with none under way, the next tick does.
          o.onError?.(err);
          if (inFlight.size === 0) break;
        }
        if (claimed > 0) continue;
        if (inFlight.size === 0) break;
        // Full, or nothing due yet: look again when a send ends, or in a second (the next minute's prayers).
        await Promise.race([...inFlight, sleep(1000)]);
      }
      await Promise.all(inFlight);
      await outcomes.flush();
    } finally {
      logDelta(before);
    }
    if (now() - lastPrune > DAY) {
      lastPrune = now();
      await pruneSent(o.db, lastPrune - 3 * DAY);
    }
  }

  function logDelta(before: PushCounters): void {
    const delta = Object.fromEntries(
      (Object.keys(counters) as (keyof PushCounters)[]).map((k) => [k, counters[k] - before[k]]),
    );
    if (Object.values(delta).some((n) => n > 0))
      o.log?.(
        JSON.stringify({
          time: new Date(now()).toISOString(),
          level: 'info',
          msg: 'push sends',
          ...delta,
          totals: counters,
        }),
      );
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
      stopping = true;
      clearInterval(timer);
      o.send.abort();
      await running;
      await Promise.all(inFlight);
      await outcomes.flush();
    },
    counters,
  };
}
