import type { Theme } from './config.ts';

/**
 * Where the header's back button goes from `route` (a path without locale prefix),
 * or null when it does nothing. Rules from the product spec, section 2.
 */
export function backTarget(route: string, theme: Theme): string | null {
  if (route === '/') return null;
  if (/^\/[1-8]$/.test(route)) return '/';
  if (route.includes('quran_detail')) return '/2';
  if (route.includes('hadesList')) return theme === 'green' ? '/7' : '/';
  if (route.includes('dua_detail')) return '/3';
  if (route.includes('islamicStoriesDetails')) return '/7';
  if (route.includes('ramdan_list')) return '/8';
  if (route.includes('allVideos')) return '/9';
  // The spec writes '9' without a slash here; DESIGN section 3 settles it as '/9'.
  if (route.includes('allAudios')) return '/9';
  return '/';
}
