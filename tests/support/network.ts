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

/**
 * A page's requests under way, counted from now: `quiet()` resolves once none has been under way
 * for `quietMs`, or after `maxMs` whatever comes (a live stream never idles). What a page shows
 * after its data comes is rendered within a frame of the last answer, so waiting for the network
 * to rest replaces a fixed wait of the longest case on every page.
 */
export function requestsOf(page: Page): { forget(): void; quiet(quietMs: number, maxMs: number): Promise<void> } {
  const open = new Set<unknown>();
  let lastChange = Date.now();
  const change = () => (lastChange = Date.now());
  // The usage events go as beacons, whose end Playwright never reports; nothing on screen waits for them.
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/events')) return;
    open.add(r);
    change();
  });
  const done = (r: unknown) => (open.delete(r), change());
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Before leaving a page: its requests may never end (a stream), and only what begins after counts. */
    forget() {
      open.clear();
      change();
    },
    async quiet(quietMs, maxMs) {
      const start = Date.now();
      while (Date.now() - start < maxMs) {
        if (open.size === 0 && Date.now() - lastChange >= quietMs) return;
        await page.waitForTimeout(50);
      }
    },
  };
}
