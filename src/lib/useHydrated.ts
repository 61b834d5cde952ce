import { useLayoutEffect, useState } from 'react';

/**
 * False while rendering the HTML and on an island's first render, true from the next render on,
 * which comes before the first paint: what depends on the device renders only then, so hydration
 * matches the pre-rendered HTML. (Preact's hydration keeps the server's attributes as they are,
 * so a first render that differs from the HTML would leave them stale.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // The second render is the point: it is the one that may differ from the HTML.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
