import { isGated } from '../shared/routes.ts';
import { getItem, removeItem } from '../lib/storage.ts';
import { WANTED_KEY, type Wanted } from './subscribe.ts';

/** A section asked for longer ago than this is not where a returning visitor expects to land. */
const KEEP_MS = 60 * 60_000;

/**
 * The section remembered before subscribing (goToSubscribe), once: it is forgotten as it is read.
 * Only a recent, gated, local route. Loaded on demand, by a subscriber just back on home.
 */
export function takeSection(now = Date.now()): string | null {
  const wanted = getItem<Partial<Wanted>>(WANTED_KEY);
  removeItem(WANTED_KEY);
  if (!wanted || typeof wanted.route !== 'string' || typeof wanted.at !== 'number') return null;
  if (now - wanted.at > KEEP_MS || now < wanted.at) return null;
  // One leading slash, then a path of this site: never '//host' or a scheme; at most a verse's
  // address after it (#v255), kept so a verse link leads back to its verse.
  if (!/^\/(?![/\\])[\w/?=&%.-]*(?:#v\d{1,3})?$/.test(wanted.route) || !isGated(wanted.route.split('#')[0]))
    return null;
  return wanted.route;
}
