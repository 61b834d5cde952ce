import { useEffect, useState } from 'react';

/**
 * False while rendering the HTML and on an island's first render, true from the next render on:
 * what depends on the device renders only then, so hydration matches the pre-rendered HTML.
 * React has no hook that tells an island's first render from the next (a first render that
 * differs from the HTML is a hydration error). The second render comes after the first paint, in
 * the effects' task: a layout effect would run it inside the hydration's task, one long task of both.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // The second render is the point: it is the one that may differ from the HTML.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
