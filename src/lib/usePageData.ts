import { useCallback, useEffect, useState } from 'react';
import { sameContent } from './builtCatalogue.ts';
import { beginLoading } from '../stores/app.ts';
import { afterNextPaint } from './nextPaint.ts';

export type PageData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

interface Options<T> {
  /**
   * What the page was built with (the same props in the HTML and at hydration): shown from the
   * first paint, then revalidated quietly, and replaced only by an answer that differs.
   */
  initial?: T | null;
  /** Data handed over by the previous page or kept from the last visit: shown at once, without the loader. */
  cached?: T | null;
  /** Load even when `cached` is there (quietly, keeping what is shown if loading fails). */
  refresh?: boolean;
}

/**
 * Loads what a page shows, with the full-screen loader up meanwhile unless something is shown
 * already. `load` resolves to null on any failure (api.ts has logged it and gives up after its
 * timeout), so the loader always goes; a failed revalidation keeps what is shown.
 */
export function usePageData<T>(
  load: () => Promise<T | null>,
  { initial = null, cached = null, refresh = false }: Options<T> = {},
): [PageData<T>, () => void] {
  // Like the pre-rendered HTML, so hydration matches: the built data, or 'loading' (cached data
  // shows right after, in the effect).
  const [state, setState] = useState<PageData<T>>(initial ? { status: 'ready', data: initial } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const differs = (data: T) => (s: PageData<T>) =>
      s.status === 'ready' && sameContent(s.data, data, location.href) ? s : { status: 'ready' as const, data };
    if (cached && attempt === 0) {
      // Handed over by the previous page or kept on the device, so newer than the build's catalogue.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- hydration must first match the pre-rendered HTML
      setState(differs(cached));
      if (!refresh) return;
    }
    let alive = true;
    const quiet = (initial ?? cached) !== null && attempt === 0;
    const endLoading = quiet ? () => {} : beginLoading();
    const settle = (data: T | null) => {
      if (!alive) return;
      if (data === null) {
        if (quiet) console.warn('[page] revalidation failed: keeping what is shown');
        setState((s) => (s.status === 'ready' ? s : { status: 'failed' }));
      } else {
        setState(differs(data));
      }
    };
    const start = () =>
      void load()
        .then(settle, (error: unknown) => {
          console.warn('[page] loading failed', error);
          settle(null);
        })
        .finally(endLoading);
    // What is shown paints first: on a slow network the request would otherwise come before it.
    let cancel = () => {};
    if (quiet) cancel = afterNextPaint(start);
    else start();
    return () => {
      alive = false;
      cancel();
      endLoading();
    };
    // One load per attempt: `load`, `initial` and `cached` are read when the attempt starts, on purpose.
  }, [attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}
