import { useEffect, useState } from 'react';
import { config } from '../../lib/config.ts';
import { isRecord } from '../../shared/apiAnswers.ts';
import { safeUrl } from '../../lib/safeUrl.ts';
import { nextTask } from '../../lib/nextTask.ts';

const known = new Map<string, Promise<string | null>>();

/**
 * A video's thumbnail from the embed-metadata service (PUBLIC_OEMBED_URL?url=<link>), once per
 * link per visit. Any failure (HTTP, timeout, odd answer) is null: the card keeps its placeholder.
 */
export function fetchThumbnail(link: string): Promise<string | null> {
  let pending = known.get(link);
  if (!pending) {
    const base = config.oembedUrl;
    // The service knows absolute URLs; a link built into the page is root-relative.
    const absolute = new URL(link, location.href).href;
    const url = `${base}${base.includes('?') ? '&' : '?'}url=${encodeURIComponent(absolute)}`;
    // A fetch() call costs a few milliseconds of main thread, far more on a cheap phone: a page
    // of cards asks for its thumbnails each in a task of its own, not all in hydration's effects.
    pending = nextTask()
      .then(() => fetch(url, { signal: AbortSignal.timeout(config.requestTimeoutMs) }))
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const json: unknown = await res.json();
        const thumb = isRecord(json) ? json.thumbnail_url : undefined;
        return thumb === undefined ? null : safeUrl(thumb, 'image', 'oEmbed thumbnail');
      })
      .catch((error: unknown) => {
        console.warn('[oembed] no thumbnail for', link, error);
        return null;
      });
    known.set(link, pending);
  }
  return pending;
}

/** The given thumbnail, else the fetched one; null while unknown or when there is none. */
export function useThumbnail(link: string, given?: string | null): string | null {
  const [fetched, setFetched] = useState<string | null>(null);
  useEffect(() => {
    if (given) return;
    let alive = true;
    void fetchThumbnail(link).then((thumb) => alive && setFetched(thumb));
    return () => {
      alive = false;
    };
  }, [link, given]);
  return given || fetched;
}
