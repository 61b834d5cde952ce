import { navigate } from 'astro:transitions/client';
import { localePath, splitLocale } from '../i18n/index.ts';
import { documentLocale } from '../lib/documentLocale.ts';
import { pageEventOf } from '../shared/routes.ts';

/** The route on screen, without its locale prefix. */
export function currentRoute(): string {
  return splitLocale(location.pathname).route;
}

/** The usage-event name of the page on screen (its route when it has none). */
export function currentPageEvent(): string {
  const route = currentRoute();
  return pageEventOf(route) ?? route;
}

export function goHome(): void {
  if (currentRoute() !== '/') void navigate(localePath(documentLocale(), '/'));
}
