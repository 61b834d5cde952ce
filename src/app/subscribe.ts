import { $appConfig } from '../stores/app.ts';
import { isGated } from '../shared/routes.ts';
import { setItem } from '../lib/storage.ts';
import { isSafeSubUrl } from '../lib/subscription.ts';
import { loadAppConfig } from './appConfig.ts';

/** Where the section asked for waits for the visitor's return (read by takeSection in wanted.ts). */
export const WANTED_KEY = 'afterSubscribe';
export interface Wanted {
  route: string;
  at: number;
}

/**
 * Leaves for the operator's subscription page, but only to a URL we trust. The section the
 * visitor asked for (a route) is remembered, to open it when they come back subscribed.
 */
export async function goToSubscribe(section?: string, now = Date.now()): Promise<void> {
  if (section && isGated(section)) setItem(WANTED_KEY, { route: section, at: now } satisfies Wanted);
  const url = $appConfig.get().subUrl ?? (await loadAppConfig());
  // A refused URL is logged by isSafeSubUrl, a missing one by the API client.
  if (url && isSafeSubUrl(url, location.origin)) location.assign(url);
}
