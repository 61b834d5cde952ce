import { lazy, Suspense, useEffect, useState } from 'react';
import { getItem } from '../../lib/storage.ts';
import { fill } from '../../lib/fill.ts';
import { formatSize, type KeptItem } from './kept.ts';
import type { KeepProps } from './KeepFlow.tsx';
import './keep.css';

// The download, its progress and its strings load on the first tap: the pages' startup scripts
// are at their budgets.
const KeepFlow = lazy(() => import('./KeepFlow.tsx'));

/** Whether this phone keeps the item: read at a page's start, before the list's code is loaded. */
function isKept(id: string): boolean {
  const list = getItem<unknown[]>('kept');
  return Array.isArray(list) && list.some((k) => (k as KeptItem | null)?.id === id);
}

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

/** The button's words: "Download for offline (about {size})" or an item's own, and the kept line. */
export interface KeepLabels {
  keep: string;
  keepSize: string;
  kept: string;
  remove: string;
}

type Props = Omit<KeepProps, 'size' | 'labels'> & { labels: KeepLabels };

/** "Download for offline (about 2 MB)", or "Kept for offline ✓ · Remove": any item's files. */
export default function KeepButton({ item, locale, files, labels }: Props) {
  const [state, setState] = useState<'idle' | 'kept' | 'flow'>('idle');
  const [size, setSize] = useState(0);

  useEffect(() => {
    // What this phone kept is read after the HTML's render.
    if (isKept(item.id)) return setState('kept');
    const sizing = new AbortController();
    void files()
      .then((list) => (list && navigator.onLine ? sizeOf(list, sizing.signal) : 0))
      .then((n) => !sizing.signal.aborted && setSize(n));
    return () => sizing.abort();
  }, [item.id, files]);

  const label = size ? fill(labels.keepSize, { size: formatSize(locale, size) }) : labels.keep;
  const button = (onClick?: () => void) => (
    <p className="keep-offline">
      <button type="button" disabled={!onClick} onClick={onClick}>
        {label}
      </button>
    </p>
  );
  if (state === 'flow')
    return (
      <Suspense fallback={button()}>
        <KeepFlow item={item} locale={locale} files={files} size={size} labels={labels} />
      </Suspense>
    );
  if (state === 'kept')
    return (
      <p className="keep-offline">
        <span>{labels.kept}</span>
        <button
          type="button"
          onClick={() => void import('./keep.ts').then(({ unkeep }) => unkeep(item.id)).then(() => setState('idle'))}
        >
          {labels.remove}
        </button>
      </p>
    );
  return button(() => setState('flow'));
}
