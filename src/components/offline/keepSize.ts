// Loaded with the download's flow, on the first tap of a "Download for offline" button: no page
// asks the media host for a size before a subscriber asks to keep something.

/**
 * Size requests in flight at once. The subscriber waits for them (the question or the progress
 * says the size): as many as a browser opens to one host, so the duas' 40 take 7 round trips.
 */
export const SIZING_AT_ONCE = 6;

/** One file's Content-Length, asked with HEAD; 0 when the server does not say or cannot be reached. */
function sizeOfOne(file: string, signal?: AbortSignal): Promise<number> {
  return fetch(file, { method: 'HEAD', signal })
    .then((r) => (r.ok ? Number(r.headers.get('content-length')) || 0 : 0))
    .catch(() => 0);
}

/**
 * How long a tap waits for the sizes. Past it (a host that hangs on HEAD), the size is unknown: the
 * question says so and the download goes on, rather than the button staying greyed.
 */
export const SIZING_WAIT_MS = 10_000;

/** The files' total size, asked `atOnce` at a time; stops asking once `signal` aborts. */
export async function sizeOf(files: string[], signal?: AbortSignal, atOnce = SIZING_AT_ONCE): Promise<number> {
  let next = 0;
  let total = 0;
  const worker = async () => {
    while (next < files.length && !signal?.aborted) {
      // Awaited first: `total += await …` would add to the total read before the wait.
      const size = await sizeOfOne(files[next++], signal);
      total += size;
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, files.length) }, worker));
  return total;
}

/**
 * The files' size for a tap: their total, or 0 (unknown) when the page leaves or `waitMs` passes
 * first; never a part of it, which the question would give as the whole.
 */
export async function sizeAtTap(files: string[], leaving: AbortSignal, waitMs = SIZING_WAIT_MS): Promise<number> {
  const sizing = new AbortController();
  const stop = () => sizing.abort();
  leaving.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(stop, waitMs);
  try {
    const total = await sizeOf(files, sizing.signal);
    return sizing.signal.aborted ? 0 : total;
  } finally {
    clearTimeout(timer);
    leaving.removeEventListener('abort', stop);
  }
}
