/**
 * Coalesces lookups by key that arrive in the same turn of the event loop into one query (`IN
 * (...)`), like DataLoader. Under load, fifty checkSub calls parsed in one turn cost one round
 * trip to PostgreSQL instead of fifty, which is what lets several instances share the database's
 * CPU. Consistency is unchanged: the query is sent after every lookup in it was asked for, so
 * each sees whatever was committed before it arrived (an unsubscribe on another instance included).
 * Nothing is cached between turns.
 */
export function createReadBatcher<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  maxKeys = 500,
): (key: K) => Promise<V | undefined> {
  let pending = new Map<K, { resolve: (v: V | undefined) => void; reject: (err: unknown) => void }[]>();
  let scheduled = false;

  async function run(batch: typeof pending): Promise<void> {
    let found: Map<K, V>;
    try {
      found = await load([...batch.keys()]);
    } catch (err) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
      return;
    }
    for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
  }

  function flush(): void {
    scheduled = false;
    const batch = pending;
    pending = new Map();
    void run(batch);
  }

  return (key) =>
    new Promise((resolve, reject) => {
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (pending.size >= maxKeys) flush();
      else if (!scheduled) {
        scheduled = true;
        // After the I/O callbacks of this turn: every request parsed in it has asked by then.
        setImmediate(flush);
      }
    });
}
