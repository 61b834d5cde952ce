// Loaded on the first tap of a "Download for offline" button: none of this is on a page's first paint.
import type { KeptItem } from './kept.ts';
import { filesOnlyIn, keptItems, saveKept, withKept, withoutKept } from './keptList.ts';

/** The cache the service worker's audio route answers from before the network (integrations/sw-rules.mjs). */
export const KEPT_CACHE = 'kept';

export interface Progress {
  done: number;
  total: number;
}

/** A file already kept is not fetched again: a cancelled or failed download resumes where it stopped. */
async function keepFile(
  cache: Cache,
  file: string,
  signal: AbortSignal,
  onBytes: (n: number) => void,
): Promise<number> {
  const had = await cache.match(file);
  if (had) {
    const n = Number(had.headers.get('content-length')) || 0;
    onBytes(n);
    return n;
  }
  const response = await fetch(file, { signal, cache: 'no-store' });
  if (!response.ok || !response.body) throw new Error(`${file}: ${response.status}`);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onBytes(value.byteLength);
  }
  // The length is written down: the worker slices Range requests from it, and the list adds sizes.
  const headers = new Headers({
    'content-type': response.headers.get('content-type') ?? 'audio/mpeg',
    'content-length': String(bytes),
  });
  await cache.put(file, new Response(new Blob(chunks), { status: 200, headers }));
  return bytes;
}

/**
 * Downloads every file of an item into the kept cache, then records it. Throws when a file fails or
 * the download is cancelled: the item is then not recorded (the files already kept stay, so a
 * retry only fetches the rest).
 */
export async function keep(
  item: Omit<KeptItem, 'bytes'>,
  total: number,
  signal: AbortSignal,
  onProgress: (p: Progress) => void,
): Promise<KeptItem> {
  const cache = await caches.open(KEPT_CACHE);
  let done = 0;
  const tick = (n: number) => {
    done += n;
    onProgress({ done, total: Math.max(total, done) });
  };
  let bytes = 0;
  for (const file of item.files) bytes += await keepFile(cache, file, signal, tick);
  const kept = { ...item, bytes };
  const first = keptItems().length === 0;
  saveKept(withKept(keptItems(), kept));
  // The browser may otherwise clear what was kept when the phone runs short of space.
  if (first) void navigator.storage?.persist?.().catch(() => false);
  return kept;
}

export async function unkeep(id: string): Promise<void> {
  const list = keptItems();
  const [kept, played] = await Promise.all([caches.open(KEPT_CACHE), caches.open('audio')]);
  // Removed means no longer offline: a copy the worker kept of a file played to the end goes too.
  await Promise.all(filesOnlyIn(list, id).flatMap((f) => [kept.delete(f), played.delete(f)]));
  saveKept(withoutKept(list, id));
}

/** A connection the browser says costs data: the app asks before downloading on it. */
export function metered(): boolean {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean; type?: string; metered?: boolean } })
    .connection;
  return !!c && (c.saveData === true || c.type === 'cellular' || c.metered === true);
}
