import { use, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/index.ts';
import { lazyStrings } from '../../i18n/lazyStrings.ts';
import { fill } from '../../lib/fill.ts';
import { openModal } from '../../stores/app.ts';
import { formatSize, type KeptItem } from './kept.ts';
import { keep, metered, unkeep } from './keep.ts';
import KeepLabel from './KeepLabel.tsx';
import { sizeAtTap } from './keepSize.ts';

export interface KeepProps {
  item: Omit<KeptItem, 'bytes' | 'files'>;
  locale: Locale;
  /** The item's files, asked when first needed (a surah's address may come from the API). */
  files: () => Promise<string[] | null>;
  /** The button's own words when the item has them ("Download the duas…"); else the surah's. */
  labels?: { keep: string; keepSize: string };
}

type State = 'idle' | 'asking' | 'failed' | 'kept' | { done: number; total: number };

/**
 * Loaded on the first tap of "Download for offline", and started by it: the files' size asked, the
 * metered question, the progress (cancellable), "Kept ✓ · Remove", or the failure and its retry.
 */
export default function KeepFlow({ item, locale, files, labels }: KeepProps) {
  const t = use(lazyStrings(locale)).default;
  // Mounted by a tap, whose files and size are asked at once.
  const [state, setState] = useState<State>('asking');
  const abort = useRef<AbortController | null>(null);
  // Aborted when the flow goes (the page left): the sizes still to ask are not asked.
  const [leaving] = useState(() => new AbortController());
  const size$ = (n: number) => formatSize(locale, n);
  const words = labels ?? { keep: t.keepOffline, keepSize: t.keepSize };

  // The files' size, asked at the first tap; 0 until a server tells it (a tap made offline asks again at the next).
  const [bytes, setBytes] = useState(0);

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
    // The tap is taken: the button waits, greyed, while the files and their size are asked.
    if (!bytes) setState('asking');
    const list = await files();
    if (!list) return setState('failed');
    // Asked here, not when the page opened: only a subscriber who wants the files pays for their
    // size (40 requests for the duas). The question and the progress say it.
    const total = bytes || (await sizeAtTap(list, leaving.signal));
    if (leaving.signal.aborted) return;
    setBytes(total);
    if (!metered()) return download(list, total);
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
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the tap's own start, once
    void start();
    return () => leaving.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
