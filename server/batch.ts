/**
 * Groups the items added within `delayMs` into one call of `write` (one transaction, so one
 * fsync), and settles each add() only after that call returned: a resolved add() is committed.
 */
export interface Batcher<T> {
  add(item: T): Promise<void>;
  /** Writes what is pending now (before closing the database). */
  flush(): void;
}

export function createBatcher<T>(write: (items: T[]) => void, delayMs = 4, maxItems = 500): Batcher<T> {
  let pending: { item: T; resolve: () => void; reject: (err: unknown) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    try {
      write(batch.map((p) => p.item));
    } catch (err) {
      for (const p of batch) p.reject(err);
      return;
    }
    for (const p of batch) p.resolve();
  }

  return {
    add(item) {
      return new Promise((resolve, reject) => {
        pending.push({ item, resolve, reject });
        if (pending.length >= maxItems) flush();
        else timer ??= setTimeout(flush, delayMs);
      });
    },
    flush,
  };
}
