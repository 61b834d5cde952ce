/**
 * Groups the items added within `delayMs` into one call of `write` (one transaction, so one
 * fsync), and settles each add() only after that call's promise settled: a resolved add() is
 * committed. Nothing else is kept between requests, so an instance killed mid-batch loses only
 * items nobody was told were stored (their clients retry, and the idempotency key dedupes).
 */
export interface Batcher<T> {
  add(item: T): Promise<void>;
  /** Writes what is pending now and waits for every write under way (graceful shutdown). */
  flush(): Promise<void>;
}

export function createBatcher<T>(
  write: (items: T[]) => unknown | Promise<unknown>,
  delayMs = 4,
  maxItems = 500,
): Batcher<T> {
  let pending: { item: T; resolve: () => void; reject: (err: unknown) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const writing = new Set<Promise<void>>();

  function writeNow(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return Promise.resolve();
    const done = (async () => {
      try {
        await write(batch.map((p) => p.item));
      } catch (err) {
        for (const p of batch) p.reject(err);
        return;
      }
      for (const p of batch) p.resolve();
    })();
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
