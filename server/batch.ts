/**
 * Groups the items added within `delayMs` into one call of `write` (one transaction, so one
 * fsync), and settles each add() only after that call's promise settled: a resolved add() is
 * committed. Nothing else is kept between requests, so an instance killed mid-batch loses only
 * items nobody was told were stored (their clients retry, and the idempotency key dedupes).
 *
 * One item's failure is not its neighbours': when a write of several items fails and `isolate`
 * says the error may be an item's own (a row the database refuses, not a database away), the
 * batch is written again in halves, each halved again while it fails, so the items that can be
 * stored are, in their order, and only the item that fails on its own rejects. One bad item in
 * 500 costs about 2 × log2(500) ≈ 18 more writes, where writing each alone would cost 500 commits.
 */
export interface Batcher<T> {
  add(item: T): Promise<void>;
  /** Writes what is pending now and waits for every write under way (graceful shutdown). */
  flush(): Promise<void>;
}

interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (err: unknown) => void;
}

export function createBatcher<T>(
  write: (items: T[]) => unknown | Promise<unknown>,
  delayMs = 4,
  maxItems = 500,
  isolate: (err: unknown) => boolean = () => true,
): Batcher<T> {
  let pending: Pending<T>[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const writing = new Set<Promise<void>>();

  async function commit(group: Pending<T>[]): Promise<void> {
    try {
      await write(group.map((p) => p.item));
    } catch (err) {
      if (group.length === 1 || !isolate(err)) {
        for (const p of group) p.reject(err);
        return;
      }
      const half = Math.ceil(group.length / 2);
      await commit(group.slice(0, half));
      await commit(group.slice(half));
      return;
    }
    for (const p of group) p.resolve();
  }

  function writeNow(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return Promise.resolve();
    const done = commit(batch);
    writing.add(done);
    void done.finally(() => writing.delete(done));
    return done;
  }

  return {
    add(item) {
      return new Promise((resolve, reject) => {
        pending.push({ item, resolve, reject });
        if (pending.length >= maxItems) void writeNow();
        else timer ??= setTimeout(() => void writeNow(), delayMs);
      });
    },
    async flush() {
      await writeNow();
      await Promise.all([...writing]);
    },
  };
}
