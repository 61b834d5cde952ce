import { useEffect, useState } from 'react';

/**
 * False while rendering the HTML and on an island's first render, true from the next render on:
 * what depends on the device renders only then, so hydration matches the pre-rendered HTML.
 * (Preact's hydration keeps the server's attributes as they are, so a first render that differs
 * from the HTML would leave them stale.) The second render comes after the first paint, in the
 * effects' task: a layout effect would run it, and Preact would flush every pending effect
 * before it, inside the hydration's task, making one long task of both.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // The second render is the point: it is the one that may differ from the HTML.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
