// Loaded after a page's start, when a "Download for offline" button asks its files' size.
import { fill } from '../../lib/fill.ts';
import { formatSize } from './kept.ts';

/** The files' total size from their Content-Length, asked with HEAD; 0 when a server does not say. */
async function sizeOf(files: string[], signal?: AbortSignal): Promise<number> {
  const sizes = await Promise.all(
    files.map((f) =>
      fetch(f, { method: 'HEAD', signal })
        .then((r) => (r.ok ? Number(r.headers.get('content-length')) || 0 : 0))
        .catch(() => 0),
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

/** "Download for offline (about 2 MB)" and the bytes it says, or null when no server told the size. */
export async function sizedLabel(
  files: string[],
  locale: string,
  template: string,
  signal: AbortSignal,
): Promise<{ bytes: number; label: string } | null> {
  const bytes = await sizeOf(files, signal);
  return bytes ? { bytes, label: fill(template, { size: formatSize(locale, bytes) }) } : null;
}
