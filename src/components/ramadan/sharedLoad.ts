/**
 * `load`, shared by the islands of one page: a call while a load is under way, or within
 * `keepMs` of its answer, gets that answer instead of a request of its own. A failure (null or a
 * rejection) is not kept, so a retry asks again.
 */
export function sharedLoad<T>(load: () => Promise<T | null>, keepMs: number): () => Promise<T | null> {
  let current: { answer: Promise<T | null>; answeredAt?: number } | null = null;
  return () => {
    if (current && (current.answeredAt === undefined || Date.now() - current.answeredAt < keepMs)) {
      return current.answer;
    }
    // While this load is under way it stays `current`, so it is the one a failure forgets.
    const entry: { answer: Promise<T | null>; answeredAt?: number } = {
      answer: load().then(
        (value) => {
          if (value === null) current = null;
          else entry.answeredAt = Date.now();
          return value;
        },
        (error: unknown) => {
          current = null;
          throw error;
        },
      ),
    };
    current = entry;
    return entry.answer;
  };
}
