import { useCallback, useEffect, useState } from 'react';
import { beginLoading } from '../../stores/app.ts';

export type PageData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

interface Options<T> {
  /** Data handed over by the previous page: shown at once, without the loader. */
  cached?: T | null;
  /** Load even when `cached` is there (quietly, keeping what is shown if loading fails). */
  refresh?: boolean;
}

/**
 * Loads what a page shows, with the full-screen loader up meanwhile. `load` resolves to null on
 * any failure (api.ts has logged it and gives up after its timeout), so the loader always goes.
 */
export function usePageData<T>(
  load: () => Promise<T | null>,
  { cached = null, refresh = false }: Options<T> = {},
): [PageData<T>, () => void] {
  // Always 'loading' first, like the pre-rendered HTML, so hydration matches; cached data shows
  // right after, in the effect.
  const [state, setState] = useState<PageData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- hydration must first match the pre-rendered HTML (loading)
    if (cached && attempt === 0) setState({ status: 'ready', data: cached });
    if (cached && !refresh && attempt === 0) return;
    let alive = true;
    const quiet = cached !== null && attempt === 0;
    const endLoading = quiet ? () => {} : beginLoading();
    const settle = (data: T | null) => {
      if (!alive) return;
      if (data !== null) setState({ status: 'ready', data });
      else setState((s) => (s.status === 'ready' ? s : { status: 'failed' }));
    };
    load()
      .then(settle, (error: unknown) => {
        console.warn('[page] loading failed', error);
        settle(null);
      })
      .finally(endLoading);
    return () => {
      alive = false;
      endLoading();
    };
    // One load per attempt: `load` and `cached` are read when the attempt starts, on purpose.
  }, [attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}
