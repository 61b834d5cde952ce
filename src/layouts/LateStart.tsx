import { useEffect } from 'react';
import { startClientRouter } from '../lib/clientRouter.ts';
import { registerServiceWorker } from '../lib/serviceWorker.ts';
import { startAmbientVideos } from '../lib/ambient.ts';

/**
 * What starts once the page has painted (it is part of the layout's `client:late` island):
 * client-side navigation, and anything else that must not compete with the first paint. Start
 * such a thing here, or give it its own `client:late` island. Each costs no script request of its own.
 */
export default function LateStart() {
  // Registered before the router starts, since the router fires the first astro:page-load.
  useEffect(() => {
    document.addEventListener('astro:page-load', startAmbientVideos);
    return () => document.removeEventListener('astro:page-load', startAmbientVideos);
  }, []);
  useEffect(startClientRouter, []);
  // For the next visit: installs in the background, after the page has loaded.
  useEffect(() => {
    if ('serviceWorker' in navigator && import.meta.env.PROD) void registerServiceWorker();
  }, []);
  return null;
}
