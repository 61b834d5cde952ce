import { createRoot } from '../../lib/reactRoot.ts';
import NowPlayingBar from './NowPlayingBar.tsx';

let mountedOn: HTMLElement | null = null;

/** Renders the bar into the layout's persisted element: it stays mounted across page swaps. */
export function mountNowPlaying(): void {
  const host = document.getElementById('now-playing');
  if (!host || host === mountedOn) return;
  mountedOn = host;
  createRoot(host).render(<NowPlayingBar labels={JSON.parse(host.dataset.labels ?? '{}')} />);
}
