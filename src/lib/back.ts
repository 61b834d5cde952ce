import type { Theme } from './config.ts';
import { BOOKMARKS, HOME, backRuleOf, searchPath } from '../shared/routes.ts';

/** The route each history entry of this document showed, by the client router's entry index. */
const shown = new Map<number, string>();

/** Notes the route the current history entry shows (`index` is the router's `history.state.index`). */
export function noteShown(index: unknown, route: string): void {
  if (typeof index === 'number') shown.set(index, route);
}

/**
 * Pages a subscriber picks a page from and expects to find again as they left them: the search's
 * results (its query is in its address) and the bookmarks. A page opened from one of them goes back
 * there, as the phone's Back does, rather than to the list its back rule names.
 */
const PICKED_FROM: ReadonlySet<string> = new Set([searchPath(), BOOKMARKS]);

/**
 * Whether the header's back button should step back in history rather than open its target:
 * when the entry before this one shows that target, going back there restores it as it was left
 * (a list's scroll position) and does not grow the history with a loop; and when the entry before
 * is the search or the bookmarks, where the subscriber came from. A page opened directly (no entry
 * before known in this document) opens its target.
 */
export function backIsPrevious(index: unknown, target: string): boolean {
  if (typeof index !== 'number' || index <= 0) return false;
  const previous = shown.get(index - 1);
  return previous === target || (previous !== undefined && PICKED_FROM.has(previous));
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
