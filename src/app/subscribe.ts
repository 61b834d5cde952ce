import { $appConfig } from '../stores/app.ts';
import { isGated } from '../shared/routes.ts';
import { splitLocale } from '../shared/locales.ts';
import { setItem } from '../lib/storage.ts';
import { isSafeSubUrl } from '../lib/safeUrl.ts';
import { loadAppConfig } from './appConfig.ts';

/** Where the section asked for waits for the visitor's return (read by takeSection in wanted.ts). */
export const WANTED_KEY = 'afterSubscribe';
export interface Wanted {
  route: string;
  at: number;
}

/** A verse's address (#v255): the one part of a hash worth keeping (never a #uid=). */
export const VERSE_HASH = /^#v\d{1,3}$/;

/**
 * The section with the verse the visitor opened, when it is the page on screen: a verse link
 * (/ar/quran_detail/2#v255) brings them back to the verse, not to the top of the surah.
 */
function withVerse(section: string): string {
  const here = section.split('?')[0] === splitLocale(location.pathname).route;
  return here && VERSE_HASH.test(location.hash) ? section + location.hash : section;
}

/**
 * Leaves for the operator's subscription page, but only to a URL we trust. The section the
 * visitor asked for (a route, with its verse) is remembered, to open it when they come back subscribed.
 */
export async function goToSubscribe(section?: string, now = Date.now()): Promise<void> {
  if (section && isGated(section)) setItem(WANTED_KEY, { route: withVerse(section), at: now } satisfies Wanted);
  const url = $appConfig.get().subUrl ?? (await loadAppConfig());
  // A refused URL is logged by isSafeSubUrl, a missing one by the API client.
  if (url && isSafeSubUrl(url, location.origin)) location.assign(url);
}
