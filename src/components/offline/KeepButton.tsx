import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { getItem } from '../../lib/storage.ts';
import type { KeptItem } from './kept.ts';
import KeepLabel from './KeepLabel.tsx';
import type { KeepProps } from './KeepFlow.tsx';
import './keep.css';

// The download, its size, its progress and its strings load on the first tap: the pages' startup
// scripts are at their budgets, and a page asks the media host nothing until a subscriber asks to
// keep something (the duas' size alone was 40 requests on every visit to their list).
const KeepFlow = lazy(() => import('./KeepFlow.tsx'));

/** Whether this phone keeps the item: read at a page's start, before the list's code is loaded. */
function isKept(id: string): boolean {
  const list = getItem<unknown[]>('kept');
  return Array.isArray(list) && list.some((k) => (k as KeptItem | null)?.id === id);
}

/** The button's words: "Download for offline" or an item's own, "(about {size})", and the kept line. */
export interface KeepLabels {
  keep: string;
  keepSize: string;
  kept: string;
  remove: string;
}

interface Props extends Pick<KeepProps, 'item' | 'locale'> {
  /** The item's files, or a way to ask them when first needed (a surah's address may come from the API). */
  files: string[] | KeepProps['files'];
  labels: KeepLabels;
}

/**
 * "Download for offline", or "Kept for offline ✓ · Remove": any item's files. The size is asked at
 * the tap (KeepFlow), where the metered question and the progress say it; until then its line is
 * kept empty (KeepLabel), so that it comes without moving anything.
 */
export default function KeepButton({ item, locale, files, labels }: Props) {
  const [state, setState] = useState<'idle' | 'kept' | 'flow'>('idle');
  // A list given as props is a new array at each render: its text says whether it changed.
  const key = typeof files === 'function' ? files : files.join('\n');
  const listed = useCallback(async () => (typeof key === 'function' ? key() : key.split('\n')), [key]);

  useEffect(() => {
    // What this phone kept is read after the HTML's render.
    if (isKept(item.id)) setState('kept');
  }, [item.id]);

  const button = (onClick?: () => void) => (
    <p className="keep-offline">
      <button type="button" disabled={!onClick} onClick={onClick}>
        <KeepLabel keep={labels.keep} note={labels.keepSize} size={null} />
      </button>
    </p>
  );
  if (state === 'flow')
    return (
      <Suspense fallback={button()}>
        <KeepFlow item={item} locale={locale} files={listed} labels={labels} />
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
