import { isGated } from '../lib/routes.ts';
import { getItem, removeItem, setItem } from '../lib/storage.ts';

const KEY = 'afterSubscribe';
/** A section asked for longer ago than this is not where a returning visitor expects to land. */
const KEEP_MS = 60 * 60_000;

interface Wanted {
  route: string;
  at: number;
}

/** The section a visitor asked for before leaving for the operator's subscription page. */
export function rememberSection(route: string, now = Date.now()): void {
  if (isGated(route)) setItem(KEY, { route, at: now } satisfies Wanted);
}

/** The section remembered, once: it is forgotten as it is read. Only a recent, gated, local route. */
export function takeSection(now = Date.now()): string | null {
  const wanted = getItem<Partial<Wanted>>(KEY);
  removeItem(KEY);
  if (!wanted || typeof wanted.route !== 'string' || typeof wanted.at !== 'number') return null;
  if (now - wanted.at > KEEP_MS || now < wanted.at) return null;
  // One leading slash, then a path of this site: never '//host' or a scheme.
  if (!/^\/(?![/\\])[\w/?=&%.-]*$/.test(wanted.route) || !isGated(wanted.route)) return null;
  return wanted.route;
}
