import { $appConfig } from '../stores/app.ts';
import { isSafeSubUrl } from '../lib/subscription.ts';
import { loadAppConfig } from './appConfig.ts';
import { rememberSection } from './wanted.ts';

/**
 * Leaves for the operator's subscription page, but only to a URL we trust. The section the
 * visitor asked for (a route) is remembered, to open it when they come back subscribed.
 */
export async function goToSubscribe(section?: string): Promise<void> {
  if (section) rememberSection(section);
  const url = $appConfig.get().subUrl ?? (await loadAppConfig());
  if (url && isSafeSubUrl(url, location.origin)) location.assign(url);
  else console.warn('[subscribe] refusing subscription URL', url);
}
