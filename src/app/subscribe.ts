import { $appConfig } from '../stores/app.ts';
import { isSafeSubUrl } from '../lib/subscription.ts';
import { loadAppConfig } from './appConfig.ts';

/** Leaves for the operator's subscription page, but only to a URL we trust. */
export async function goToSubscribe(): Promise<void> {
  const url = $appConfig.get().subUrl ?? (await loadAppConfig());
  if (url && isSafeSubUrl(url, location.origin)) location.assign(url);
  else console.warn('[subscribe] refusing subscription URL', url);
}
