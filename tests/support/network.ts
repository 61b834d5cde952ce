import type { BrowserContext, Page, Route } from '@playwright/test';

/**
 * Holds every request matching `url` until the returned release() is called, as a slow link would;
 * then each goes on to the server, or gets `answer` when one is given.
 */
export async function holdRequests(
  page: Page | BrowserContext,
  url: string,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await answer(route);
  });
  return release;
}
