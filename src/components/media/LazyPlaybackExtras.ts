import { lazy, type ComponentProps } from 'react';
import type Extras from './PlaybackExtras.tsx';

type ExtrasProps = ComponentProps<typeof Extras>;

/** What shows when the chunk cannot load: nothing. */
const Nothing = (_props: ExtrasProps) => null;

/**
 * Speed and "Resume at", loaded after the player shows: nothing needs them at startup. A chunk
 * that cannot load (offline before the service worker has the app) leaves them out rather than
 * taking the whole player down with it; the next page load asks again.
 */
const PlaybackExtras = lazy(() =>
  import('./PlaybackExtras.tsx').then(
    (module): { default: (props: ExtrasProps) => ReturnType<typeof Extras> | null } => module,
    (error: unknown) => {
      console.warn('[media] speed and resume did not load', error);
      return { default: Nothing };
    },
  ),
);
export default PlaybackExtras;
