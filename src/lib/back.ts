import type { Theme } from './config.ts';
import { HOME, backRuleOf } from '../shared/routes.ts';

/** The route each history entry of this document showed, by the client router's entry index. */
const shown = new Map<number, string>();

/** Notes the route the current history entry shows (`index` is the router's `history.state.index`). */
export function noteShown(index: unknown, route: string): void {
  if (typeof index === 'number') shown.set(index, route);
}

/**
 * Whether the header's back button should step back in history rather than open its target:
 * when the entry before this one shows that target, going back there restores it as it was left
 * (a list's scroll position) and does not grow the history with a loop.
 */
export function backIsPrevious(index: unknown, target: string): boolean {
  return typeof index === 'number' && index > 0 && shown.get(index - 1) === target;
}

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
