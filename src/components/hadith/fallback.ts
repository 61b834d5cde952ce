import type { Locale } from '../../i18n/index.ts';

// Matched here rather than with splitLocale(): importing i18n would ship every string table.
const HADITH_ROUTE = /^(?:\/(?:en|ar))?\/hadesList\/([^/]+)\/?$/;

/**
 * On the 404 page: a /hadesList/{id} that was not pre-rendered (a month the API added after the
 * build) still gets its playlist. Only then is React and the player loaded.
 */
export async function mountHadithFallback(): Promise<void> {
  const host = document.getElementById('hadith-fallback');
  const match = HADITH_ROUTE.exec(location.pathname);
  if (!host || !match) return;
  document.querySelector('[data-not-found]')?.setAttribute('hidden', '');
  host.hidden = false;
  if (host.dataset.title) document.title = host.dataset.title;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    id = match[1];
  }
  const { mountPlaylist } = await import('./mountPlaylist.tsx');
  mountPlaylist(host.querySelector('[data-mount]') ?? host, id, (host.dataset.locale ?? 'fr') as Locale);
}
