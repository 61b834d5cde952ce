import { expect } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { b64, launchServer, makeDirs } from './helpers.ts';

/**
 * A post to `base` whose body is half sent when `sent` resolves; `status` is its answer's, or 0 when
 * the connection is cut first. The kill lands on it for sure: the server cannot answer half a body.
 */
function halfPost(base: string, body: string): { sent: Promise<void>; status: Promise<number> } {
  let onSent!: () => void;
  const sent = new Promise<void>((resolve) => (onSent = resolve));
  const status = new Promise<number>((resolve) => {
    const req = request(`${base}/events`, {
      method: 'POST',
      headers: { topic: 'burst', 'content-length': Buffer.byteLength(body) },
      timeout: 10_000,
      agent: false, // a socket of its own, so 'connect' fires
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
    req.on('socket', (socket) => socket.once('connect', () => req.write(body.slice(0, body.length >> 1), onSent)));
  });
  status.finally(onSent);
  return { sent, status };
}

/**
 * Shared by killBurst.test.ts (one SQLite process) and killBurst.pg.test.ts (three instances on
 * PostgreSQL). Writers post a burst of usage events, each with its idempotency key, the way the
 * page's queue does: an event is sent again, with the same body, until a 2xx answers for it; one
 * instance is killed with SIGKILL in the middle. Afterwards every acknowledged event is stored,
 * and none twice, although some were posted twice (a retry after a cut connection, and a
 * deliberate repeat of already acknowledged ones, as when the answer itself was lost).
 */
export async function killMidBurst(opts: { instances: number; restartKilled: boolean }): Promise<void> {
  const WRITERS = 8;
  const PER_WRITER = 60;
  const dirs = makeDirs();
  const env = { DEV_ROUTES: '1', EVENTS_BURST: '1000000', EVENTS_PER_MINUTE: '1000000' };
  const procs: (ChildProcess | null)[] = [];
  const targets: (string | null)[] = [];
  let aborted = false;
  let killing: Promise<void> | undefined;
  try {
    for (const s of await Promise.all(Array.from({ length: opts.instances }, () => launchServer(dirs, env)))) {
      procs.push(s.proc);
      targets.push(s.base);
    }
    const acked = new Set<string>();
    let cut: number | undefined;
    let ackedAtKill = Infinity;
    const deadline = Date.now() + 45_000;

    const event = (key: string) => b64({ page: 'burst', event: 'tick', trace: key, event_key: key });
    const post = async (base: string, key: string): Promise<number> => {
      try {
        const res = await fetch(`${base}/events`, {
          method: 'POST',
          headers: { topic: 'burst' },
          body: event(key),
          signal: AbortSignal.timeout(3000),
        });
        return res.status;
      } catch {
        return 0; // killed, refused or cut
      }
    };

    /** Posts until a 2xx answers, each attempt to the next live instance, as the page's queue would. */
    async function deliver(w: number, key: string, offset: number): Promise<void> {
      for (let attempt = 0; ; attempt++) {
        if (Date.now() > deadline) throw new Error(`writer ${w} gave up on ${key}`);
        const live = targets.filter((t): t is string => t !== null);
        const base = live[(offset + attempt) % Math.max(1, live.length)];
        const status = base ? await post(base, key) : 0;
        if (status >= 200 && status < 300) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    }

    async function writer(w: number): Promise<void> {
      for (let i = 0; i < PER_WRITER; i++) {
        const key = `w${w}-e${i}`;
        await deliver(w, key, w + i);
        acked.add(key);
        // Every tenth acknowledged event is posted once more, as a client whose answer got lost would.
        if (i % 10 === 0) await deliver(w, key, w + i + 1);
      }
    }

    async function killer(): Promise<void> {
      // In the middle of the burst: once a third of it is acknowledged.
      while (acked.size < (WRITERS * PER_WRITER) / 3) {
        if (aborted) return;
        if (Date.now() > deadline) throw new Error('the burst never got going');
        await new Promise((r) => setTimeout(r, 5));
      }
      // The burst's own posts are often all answered at the kill's instant (the server is faster than
      // its clients), so one post is held half sent: the kill cuts it, and it is delivered again.
      const held = halfPost(targets[0]!, event('held'));
      await held.sent;
      ackedAtKill = acked.size;
      const victim = procs[0]!;
      const exited = new Promise((r) => victim.once('exit', r));
      targets[0] = null;
      victim.kill('SIGKILL');
      await exited;
      procs[0] = null;
      if (opts.restartKilled && !aborted) {
        const again = await launchServer(dirs, env);
        procs[0] = again.proc;
        targets[0] = again.base;
      }
      cut = await held.status;
      await deliver(-1, 'held', 1);
      acked.add('held');
    }

    killing = killer();
    await Promise.all([killing, ...Array.from({ length: WRITERS }, (_, w) => writer(w))]);
    const live = targets.find((t): t is string => t !== null)!;
    const res = await fetch(`${live}/__dev/events?page=burst`, { signal: AbortSignal.timeout(5000) });
    const { events } = (await res.json()) as { events: { event_key: string | null }[] };
    const counts = new Map<string, number>();
    for (const e of events) counts.set(String(e.event_key), (counts.get(String(e.event_key)) ?? 0) + 1);
    expect(
      [...acked].filter((k) => !counts.has(k)),
      'acknowledged but lost',
    ).toEqual([]);
    expect(
      [...counts].filter(([, n]) => n > 1),
      'stored twice',
    ).toEqual([]);
    expect(acked.size).toBe(WRITERS * PER_WRITER + 1);
    expect(events).toHaveLength(WRITERS * PER_WRITER + 1);
    // The kill did land mid-burst, on a post under way, which was sent again.
    expect(ackedAtKill).toBeLessThan(WRITERS * PER_WRITER);
    expect(cut, 'the held post was answered').toBe(0);
  } finally {
    // A failed writer must not leave the killer to start a server after the cleanup.
    aborted = true;
    await killing?.catch(() => {});
    for (const p of procs) p?.kill('SIGKILL');
    dirs.cleanup();
  }
}
