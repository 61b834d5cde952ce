import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

/**
 * A store's value in an island. Hydration first renders the store's initial value, the one
 * the HTML was built with, then the live one: no mismatch when an island hydrates after a
 * client-side navigation into a state the build could not know (verified, new user).
 */
export function useValue<T>(store: ReadableAtom<T>): T {
  return useStore(store, { ssr: 'initial' }) as T;
}
