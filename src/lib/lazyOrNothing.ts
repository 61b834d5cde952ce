import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part the page can do without: a chunk that cannot load (offline before the
 * service worker has the app) renders nothing and is logged, rather than taking the island down
 * with it; the next page load asks again.
 */
export function lazyOrNothing<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  what: string,
): ComponentType<P> {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.warn(`[lazy] ${what} did not load`, error);
      return { default: () => null };
    }),
  );
}
