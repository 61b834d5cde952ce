import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while rendering the HTML and while hydrating it, true from the next render on (and at
 * once in an island that mounts without HTML): what depends on the device renders only then, so
 * hydration matches the pre-rendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
