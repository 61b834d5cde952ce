import { isAmbient } from './ambient.ts';

/**
 * Registers the service worker. A new version installs in the background and waits; it takes over
 * at a navigation (a full load, or a page swap) when nothing is playing, never in the middle of
 * a recitation whose file it would be serving.
 */
export async function registerServiceWorker(): Promise<void> {
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register('/sw.js');
  } catch (error) {
    console.warn('[sw] not registered', error);
  }
  // Some browsers and automation modes block workers and resolve with nothing.
  if (!registration) return;
  const takeOver = () => {
    if (registration?.waiting && !playing()) registration.waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  document.addEventListener('astro:after-swap', takeOver);
  takeOver();
}

/** Read from the page rather than the media store, which pages without a player never load. */
function playing(): boolean {
  return [...document.querySelectorAll<HTMLMediaElement>('audio, video')].some((m) => !m.paused && !isAmbient(m));
}
