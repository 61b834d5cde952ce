import { useEffect, useRef, useState } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { openModal } from '../../stores/app.ts';
import { formatSize, keptItems, sizeOf } from './kept.ts';
import './keep.css';

export const KEEP_KEYS = [
  'keepOffline',
  'keepOfflineSize',
  'keepProgress',
  'keepCancel',
  'keptOffline',
  'keptRemove',
  'keepFailed',
  'keepMeteredTitle',
  'keepMeteredBody',
  'keepMeteredGo',
  'keepMeteredLater',
  'retry',
] as const;

interface Props {
  id: string;
  route: string;
  name: string;
  latin: string;
  locale: Locale;
  /** The item's files, asked when first needed (a surah's address may come from the API). */
  files: () => Promise<string[] | null>;
  t: StringsOf<typeof KEEP_KEYS>;
}

type State = 'idle' | 'failed' | 'kept' | { done: number; total: number };

/** "Download for offline (about 2 MB)" → progress, cancellable → "Kept for offline ✓ · Remove". */
export default function KeepOffline({ id, route, name, latin, locale, files, t }: Props) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>('idle');
  const [size, setSize] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const size$ = (n: number) => formatSize(locale, n);

  useEffect(() => {
    const kept = keptItems().find((k) => k.id === id);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- what this phone kept, after the HTML's render
    if (kept) return setState('kept');
    const sizing = new AbortController();
    void files()
      .then((list) => (list && navigator.onLine ? sizeOf(list, sizing.signal) : 0))
      .then((n) => !sizing.signal.aborted && setSize(n));
    return () => sizing.abort();
  }, [id, files]);

  const download = async () => {
    const list = await files();
    if (!list) return setState('failed');
    const controller = new AbortController();
    abort.current = controller;
    setState({ done: 0, total: size });
    try {
      const { keep } = await import('./keep.ts');
      await keep({ id, route, name, latin, files: list }, size, controller.signal, setState);
      setState('kept');
    } catch {
      setState(controller.signal.aborted ? 'idle' : 'failed');
    }
  };

  const start = async () => {
    const { metered } = await import('./keep.ts');
    if (!metered()) return download();
    openModal({
      title: t.keepMeteredTitle,
      body: fill(t.keepMeteredBody, { size: size$(size) }),
      buttons: [
        { label: t.keepMeteredLater, safe: true },
        { label: t.keepMeteredGo, action: () => void download() },
      ],
    });
  };

  const remove = async () => {
    const { unkeep } = await import('./keep.ts');
    await unkeep(id);
    setState('idle');
  };

  if (state === 'kept')
    return (
      <p className="keep-offline">
        <span>{t.keptOffline}</span>
        <button type="button" onClick={() => void remove()}>
          {t.keptRemove}
        </button>
      </p>
    );
  if (typeof state === 'object')
    return (
      <p className="keep-offline">
        <progress value={state.done} max={state.total || undefined} aria-label={t.keepOffline} />
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
      <button type="button" disabled={!hydrated} onClick={() => void start()}>
        {state === 'failed' ? t.retry : size ? fill(t.keepOfflineSize, { size: size$(size) }) : t.keepOffline}
      </button>
    </p>
  );
}
