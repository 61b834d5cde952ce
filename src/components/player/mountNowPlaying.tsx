import { render } from 'preact';
import NowPlayingBar from './NowPlayingBar.tsx';

/** Renders the bar into the layout's persisted element: it stays mounted across page swaps. */
export function mountNowPlaying(): void {
  const host = document.getElementById('now-playing');
  if (!host) return;
  render(<NowPlayingBar labels={JSON.parse(host.dataset.labels ?? '{}')} />, host);
}
