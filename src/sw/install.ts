/**
 * The worker's first imported script (integrations/pwa.mjs): stores the install pages, and gives the
 * caching rules the page helpers as the global `nourPages`.
 */
import { installPages } from './pages.ts';

export { isSearchPage, offlinePageOf } from './pages.ts';

// The project type-checks against the DOM library, not the WebWorker one.
interface InstallEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}

self.addEventListener('install', (event) => {
  (event as InstallEvent).waitUntil(caches.open('pages').then((cache) => cache.addAll(installPages())));
});
