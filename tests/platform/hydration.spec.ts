import { test, expect, localized, openAs, openAsNewSubscriber, type AppLocale } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

// One page of every kind the build makes, as perf measures them.
import { ROUTES as PAGES } from '../../scripts/pages.mjs';

/** Waits until every island on the page has hydrated (Astro drops `ssr` then), or the page has moved on. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, null, { timeout: 8_000 })
    // A gated page may send the visitor elsewhere while it hydrates; what it reported is still counted.
    .catch((e: Error) => {
      if (!/context was destroyed|navigation/i.test(e.message)) throw e;
    });
  // The renders that follow hydration (the live values of stores, the device's state) come a task later.
  await page.waitForTimeout(150);
}

/** Each subscription state, reached as a visitor reaches it; the page is opened once so storage holds it. */
const STATES: Record<
  string,
  (page: Page, locale: AppLocale, request: import('@playwright/test').APIRequestContext) => Promise<void>
> = {
  active: async (page, locale, request) => {
    await openAsNewSubscriber(page, request, localized(locale, '/'), 'hydration');
  },
  // The check never answers: the visitor stays `checking` on every page.
  checking: async (page, locale) => {
    await page.route('**/api/checkSub', () => {});
    await openAs(page, localized(locale, '/'), 'demo-active');
  },
  new: async (page, locale) => {
    await page.goto(localized(locale, '/'));
  },
  inactive: async (page, locale) => {
    await openAs(page, localized(locale, '/'), 'demo-inactive');
  },
  failed: async (page, locale) => {
    await openAs(page, localized(locale, '/'), 'demo-failed');
  },
  // A subscriber known on the device whose network is gone: every API call fails.
  offline: async (page, locale, request) => {
    await openAsNewSubscriber(page, request, localized(locale, '/'), 'hydration-offline');
    await settle(page);
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  },
};

test.describe('hydration', () => {
  for (const [state, enter] of Object.entries(STATES)) {
    test(`every page kind hydrates without a mismatch or a React error, ${state}`, async ({
      page,
      request,
      appLocale,
      reactErrors,
    }) => {
      test.setTimeout(90_000);
      await enter(page, appLocale, request);
      await settle(page);
      for (const route of PAGES) {
        await page.goto(localized(appLocale, route));
        await settle(page);
      }
      expect(reactErrors).toEqual([]);
    });
  }
});
