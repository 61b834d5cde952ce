import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';
import { useHydrated } from '../lib/useHydrated.ts';

/**
 * A store's value in an island. Hydration first renders the store's initial value, the one
 * the HTML was built with, then the live one: no mismatch when an island hydrates after a
 * client-side navigation into a state the build could not know (verified, new user).
 */
export function useValue<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((notify: () => void) => store.listen(notify), [store]);
  const read = useCallback(() => store.get(), [store]);
  const live = useSyncExternalStore(subscribe, read);
  return useHydrated() || !('init' in store) ? live : (store.init as T);
}
