import { test, expect, localized, onlyIn, openAs, openAsNewSubscriber, type AppLocale } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { onCellular } from '../support/kept.ts';
import { requestsOf } from '../support/network.ts';

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
  // A subscriber here whom the operator no longer knows: told on every page that it has ended.
  lapsed: async (page, locale, request) => {
    await openAsNewSubscriber(page, request, localized(locale, '/'), 'hydration-lapsed');
    await settle(page);
    await page.route('**/api/checkSub', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ status: 'success', subStatus: 'new', message: '', currentStatus: 'new', msisdn: '' }),
      }),
    );
    await page.reload();
  },
  // A subscriber known on the device whose network is gone: every API call fails.
  offline: async (page, locale, request) => {
    await openAsNewSubscriber(page, request, localized(locale, '/'), 'hydration-offline');
    await settle(page);
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  },
};

/**
 * Where each state runs: a subscriber's in every language, the others each in one (every language
 * meets every page kind in two or three states). All six in all three took a tenth of the browser
 * tests' time, and a mismatch in one state shows in any language.
 */
const LOCALES_OF: Record<string, { tag?: string }> = {
  active: {},
  checking: onlyIn('fr'),
  failed: onlyIn('fr'),
  new: onlyIn('en'),
  inactive: onlyIn('ar'),
  offline: onlyIn('ar'),
  lapsed: onlyIn('en'),
};

test.describe('hydration', () => {
  for (const [state, enter] of Object.entries(STATES)) {
    test(
      `every page kind hydrates without a mismatch or a React error, ${state}`,
      LOCALES_OF[state],
      async ({ page, request, appLocale, reactErrors }) => {
        test.setTimeout(90_000);
        await enter(page, appLocale, request);
        await settle(page);
        for (const route of PAGES) {
          await page.goto(localized(appLocale, route));
          await settle(page);
        }
        expect(reactErrors).toEqual([]);
      },
    );
  }
});

/**
 * A fifth of the perf target's CLS (0.01, which Lighthouse takes on one load of each page at one
 * width): here every page kind in the three languages, so a jump of one line or one row shows.
 */
const STILL = 0.002;

test('every page kind keeps still while it hydrates and its data comes, for a subscriber', async ({
  page,
  request,
  appLocale,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as LayoutShift[]) {
        if (e.hadRecentInput) continue;
        const moved = e.sources.map(({ node, previousRect: a, currentRect: b }) => {
          const name = node instanceof Element ? `${node.tagName}.${node.className}` : `"${node?.textContent}"`;
          return `${name} (${a.x},${a.y})→(${b.x},${b.y})`;
        });
        shifts.push({ value: e.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await STATES.active(page, appLocale, request);
  // A phone's link (150 ms, 200 KB/s): on the machine's own, what comes late still comes before
  // the first paint, and nothing seen can move.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 100_000,
  });
  const requests = requestsOf(page);
  /** The route's shifts, summed, and what moved. */
  const shiftsOf = async (route: string): Promise<{ total: number; moved: string }> => {
    requests.forget();
    await page.goto(localized(appLocale, route));
    await settle(page);
    // What comes after hydration: the API's answers and what the islands read on the phone, until
    // the network has rested 800 ms (four round trips of this link), 2.5 s at most (the live
    // page's stream never rests).
    await requests.quiet(800, 2_500);
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
    );
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    return { total, moved: `${route} ${total.toFixed(4)}: ${shifts.flatMap((s) => s.moved).join('; ')}` };
  };
  const moving: string[] = [];
  for (const route of PAGES) {
    const first = await shiftsOf(route);
    if (first.total <= STILL) continue;
    // A page that moved is opened again: a shift the page makes comes back; a one-off (about one
    // load in twenty, on a busy machine: the home's tiles once) is noted, not failed.
    const again = await shiftsOf(route);
    if (again.total > STILL) moving.push(first.moved, again.moved);
    else test.info().annotations.push({ type: 'one-off layout shift', description: first.moved });
  }
  expect(moving).toEqual([]);
});

/** The Layout Instability API's entry, which TypeScript's DOM library does not have yet. */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

test('on the narrowest phones, a download button keeps its height when its size comes, so nothing below it moves', async ({
  page,
  request,
  appLocale,
  t,
}) => {
  test.setTimeout(90_000);
  // On mobile data, the size asked at the tap stays on the button once the question is answered "Not now".
  await onCellular(page);
  await STATES.active(page, appLocale, request);
  const grew: string[] = [];
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 740 });
    for (const [route, words] of [
      ['/3', t.keepDuas],
      ['/alFatiha', t.keepOffline],
      ['/hadesList/1', t.keepOffline],
    ]) {
      await page.goto(localized(appLocale, route));
      await settle(page);
      const button = page.getByRole('button', { name: words });
      // The island's own button (a surah's is a disabled stand-in until its module comes), without its size.
      await expect(button).toBeEnabled();
      await expect(button).toHaveAccessibleName(words);
      const height = () => button.evaluate((b) => b.getBoundingClientRect().height);
      const before = await height();
      await button.click();
      await page
        .getByRole('dialog', { name: t.keepMeteredTitle })
        .getByRole('button', { name: t.keepMeteredLater })
        .click();
      await expect(button).not.toHaveAccessibleName(words);
      const after = await height();
      if (after !== before) grew.push(`${route} at ${width}px: ${before} → ${after}`);
    }
  }
  expect(grew).toEqual([]);
});
