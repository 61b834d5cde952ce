// Loaded after a page's start, when a "Download for offline" button asks its files' size.
import { formatSize } from './kept.ts';

/**
 * Size requests in flight at once. The duas are 40 files: asked all together they would hold the
 * browser's six connections to the media host, and the page's own later requests (its app chunk,
 * a font, a tap's recitation) would queue behind a label. Two leave the rest to the page.
 */
export const SIZING_AT_ONCE = 2;
/** At a tap whose question needs the size, the subscriber waits: as many as a browser opens to one host. */
export const SIZING_ON_TAP = 6;

/** One file's Content-Length, asked with HEAD; 0 when the server does not say or cannot be reached. */
function sizeOfOne(file: string, signal?: AbortSignal): Promise<number> {
  return fetch(file, { method: 'HEAD', signal })
    .then((r) => (r.ok ? Number(r.headers.get('content-length')) || 0 : 0))
    .catch(() => 0);
}

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

/** The files' total size and its words ("2 MB"), or null when no server told the size. */
export async function totalSize(
  files: string[],
  locale: string,
  signal: AbortSignal,
): Promise<{ bytes: number; size: string } | null> {
  const bytes = await sizeOf(files, signal);
  return bytes ? { bytes, size: formatSize(locale, bytes) } : null;
}
