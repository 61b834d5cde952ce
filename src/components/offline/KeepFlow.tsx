import { use, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/index.ts';
import { lazyStrings } from '../../i18n/lazyStrings.ts';
import { fill } from '../../lib/fill.ts';
import { openModal } from '../../stores/app.ts';
import { formatSize, type KeptItem } from './kept.ts';
import { keep, metered, unkeep } from './keep.ts';
import KeepLabel from './KeepLabel.tsx';
import { SIZING_ON_TAP, sizeOf } from './keepSize.ts';

export interface KeepProps {
  item: Omit<KeptItem, 'bytes' | 'files'>;
  locale: Locale;
  /** The item's files, asked when first needed (a surah's address may come from the API). */
  files: () => Promise<string[] | null>;
  /** Their size as the button said it (0 when unknown). */
  size: number;
  /** The button's own words when the item has them ("Download the duas…"); else the surah's. */
  labels?: { keep: string; keepSize: string };
}

type State = 'idle' | 'asking' | 'failed' | 'kept' | { done: number; total: number };

/**
 * Loaded on the first tap of "Download for offline", and started by it: the metered question, the
 * progress (cancellable), "Kept ✓ · Remove", or the failure and its retry.
 */
export default function KeepFlow({ item, locale, files, size, labels }: KeepProps) {
  const t = use(lazyStrings(locale)).default;
  const [state, setState] = useState<State>('idle');
  const abort = useRef<AbortController | null>(null);
  const size$ = (n: number) => formatSize(locale, n);
  const words = labels ?? { keep: t.keepOffline, keepSize: t.keepSize };

  // The size this flow asked itself, when the tap came before the button's own sizing ended.
  const [asked, setAsked] = useState(0);
  const bytes = size || asked;

  const download = async (list: string[], total: number) => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ done: 0, total });
    try {
      await keep({ ...item, files: list }, total, controller.signal, setState);
      setState('kept');
    } catch {
      setState(controller.signal.aborted ? 'idle' : 'failed');
    }
  };

  const start = async () => {
    const list = await files();
    if (!list) return setState('failed');
    if (!metered()) return download(list, bytes);
    // The question says the size: tapped before the button's sizing (two files at a time) ended, it is asked now.
    if (!bytes) setState('asking');
    const total = bytes || (await sizeOf(list, undefined, SIZING_ON_TAP));
    setAsked(total);
    setState('idle');
    openModal({
      title: t.keepMeteredTitle,
      body: total ? fill(t.keepMeteredBody, { size: size$(total) }) : t.keepMeteredBodyUnsized,
      buttons: [
        { label: t.keepMeteredLater, safe: true },
        { label: t.keepMeteredGo, action: () => void download(list, total) },
      ],
    });
  };

  // Mounted by the tap that asked for it: that tap starts the download.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/set-state-in-effect
  useEffect(() => void start(), []);

  if (state === 'kept')
    return (
      <p className="keep-offline">
        <span>{t.keptOffline}</span>
        <button type="button" onClick={() => void unkeep(item.id).then(() => setState('idle'))}>
          {t.keptRemove}
        </button>
      </p>
    );
  if (typeof state === 'object')
    return (
      <p className="keep-offline">
        <progress value={state.done} max={state.total || undefined} aria-label={words.keep} />
        <span aria-live="polite">{fill(t.keepProgress, { done: size$(state.done), total: size$(state.total) })}</span>
        <button type="button" onClick={() => abort.current?.abort()}>
          {t.keepCancel}
        </button>
      </p>
    );
  return (
    <p className="keep-offline">
      {state === 'failed' ? (
        <span className="media-note" role="alert">
          {t.keepFailed}
        </span>
      ) : null}
      <button type="button" disabled={state === 'asking'} aria-busy={state === 'asking'} onClick={() => void start()}>
        {state === 'failed' ? (
          t.retry
        ) : (
          <KeepLabel keep={words.keep} note={words.keepSize} size={bytes ? size$(bytes) : null} />
        )}
      </button>
    </p>
  );
}
