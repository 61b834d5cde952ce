import type { Theme } from './config.ts';
import { HOME, backRuleOf } from './routes.ts';

/**
 * Where the header's back button goes from `route` (a path without locale prefix), or null on
 * home, where it does nothing. The rules are data in the route table; a route it does not name
 * goes home.
 */
export function backTarget(route: string, theme: Theme): string | null {
  if (route === HOME) return null;
  const rule = backRuleOf(route) ?? HOME;
  return typeof rule === 'string' ? rule : rule[theme];
}
