import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/shared/locales.ts';
import type { Strings } from '../../src/i18n/index.ts';
import { strings } from '../../src/i18n/tables.ts';
import type { EventInput } from '../../server/db.ts';
import { chromium, FULL_BROWSER } from './browsers.ts';

export type AppLocale = Locale;

interface Fixtures {
  appLocale: AppLocale;
  /** The strings table of the project's locale, as the pages under test show it. */
  t: Strings;
  /** The URL of a route ('/2') in the project's locale. */
  at: (route: string) => string;
  /** Uncaught page errors, checked empty after every test. */
  pageErrors: string[];
  /** What React reported (hydration redone, errors caught or not, src/lib/reactRoot.ts), checked empty after every test. */
  reactErrors: string[];
  /**
   * What the Content-Security-Policy refused, checked empty after every test unless the test injects
   * what it must refuse: an inline script of our own whose hash the policy lacks shows here.
   */
  cspRefusals: string[];
  cspRefusalsExpected: boolean;
  /** Routes still answering when a test ends are let go quietly (see the fixture). */
  routesLetGo: void;
  /** A test tagged with inOneLocale runs in the one project its title picks (see the fixture). */
  oneLocale: void;
}

export const test = base.extend<Fixtures>({
  appLocale: [DEFAULT_LOCALE, { option: true }],
  // First of the automatic fixtures, so a test skipped here opens no page.
  oneLocale: [
    async ({ appLocale }, use, testInfo) => {
      if (testInfo.tags.includes(ONE_LOCALE)) {
        const chosen = localeOfTest(testInfo.file, testInfo.titlePath);
        testInfo.skip(chosen !== appLocale, `runs in ${chosen} only (inOneLocale)`);
      }
      await use();
    },
    { auto: true },
  ],
  t: async ({ appLocale }, use) => {
    await use(strings(appLocale));
  },
  at: async ({ appLocale }, use) => {
    await use((route) => localized(appLocale, route));
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // With the page's address: a walk over many pages (hydration.spec) must say where it failed.
      page.on('pageerror', (e) => errors.push(`${e.message} (${page.url()})`));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  reactErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && m.text().startsWith(REACT_REPORT)) errors.push(`${m.text()} (${page.url()})`);
      });
      await use(errors);
      expect(errors, 'errors React reported').toEqual([]);
    },
    { auto: true },
  ],
  routesLetGo: [
    async ({ page }, use) => {
      await use();
      // A route handler still awaiting route.fetch() when the test ends (a revalidation the page
      // started just before) otherwise fails the run with "Test ended" outside any test.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
    { auto: true },
  ],
  cspRefusalsExpected: [false, { option: true }],
  cspRefusals: [
    async ({ page, cspRefusalsExpected }, use) => {
      const refusals: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && m.text().includes('Content Security Policy'))
          refusals.push(`${m.text()} (${page.url()})`);
      });
      await use(refusals);
      if (!cspRefusalsExpected) expect(refusals, 'what the CSP refused').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The details of a spec's outer describe whose tests run in one locale project only
 * (`test.describe('…', onlyIn('ar'), …)`): its tag is `@only-ar`, which the other projects skip
 * (grepInvert in playwright.config.ts). Typed, so a misspelt locale fails the type check instead of
 * quietly running in all three.
 */
export const onlyIn = (locale: AppLocale) => ({ tag: `@only-${locale}` });

const ONE_LOCALE = '@one-locale';

/**
 * The details of a test whose behaviour does not depend on the language (a flow, a fault, a
 * stored value: no visual snapshot, no axe check, no right-to-left or locale-specific branch):
 * it runs in one locale project, picked from its file and title, so the three locales share such
 * tests (each still meets its own strings in the third it runs). All three projects running all
 * of them took CI past its time limit. A test without it runs in every locale; keep it off any
 * test that takes a snapshot, checks accessibility, or asserts what differs between languages.
 */
export const inOneLocale = { tag: ONE_LOCALE };

/** FNV-1a of the test's file (relative to tests/) and title path, as one of the three locales. */
export function localeOfTest(file: string, titlePath: readonly string[]): AppLocale {
  const key = `${file.replace(/^.*[\\/]tests[\\/]/, '')} › ${titlePath.join(' › ')}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return LOCALES[hash % LOCALES.length];
}

/** How src/lib/reactRoot.ts starts each report on the console. */
export const REACT_REPORT = '[react] ';

export { expect };

/** Like localePath, but a prefixed home keeps its slash ('/en/'), as the app's links write it. */
export function localized(locale: AppLocale, route: string): string {
  if (locale === DEFAULT_LOCALE) return route;
  return route === '/' ? `/${locale}/` : `/${locale}${route}`;
}

let counter = 0;
/** A uid no other test uses, so parallel tests never share a subscriber. */
export function uniqueUid(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`;
}

export async function seedSubscriber(
  request: APIRequestContext,
  uid: string,
  status: 'active' | 'inactive',
  msisdn = '',
): Promise<void> {
  const response = await request.post('/__dev/subscribers', { data: { uid, status, msisdn } });
  expect(response.ok()).toBe(true);
}

/** A usage event as the reference server stored it (the dev route lists them). */
export type StoredEvent = Pick<
  EventInput,
  'page' | 'event' | 'sub_event' | 'session_id' | 'device_id' | 'msisdn' | 'topic'
>;

export async function eventsOf(request: APIRequestContext, deviceId: string): Promise<StoredEvent[]> {
  const response = await request.get('/__dev/events');
  const body = (await response.json()) as { events: StoredEvent[] };
  return body.events.filter((e) => e.device_id === deviceId);
}

/** Opens a route as a subscriber whose uid arrives in the hash, as the operator sends them. */
export async function openAs(page: Page, url: string, uid: string): Promise<void> {
  await page.goto(`${url}#uid=${uid}`);
}

/** Opens a route as a subscriber of its own (seeded active), so parallel tests never share one. Returns the uid. */
export async function openAsNewSubscriber(
  page: Page,
  request: APIRequestContext,
  url: string,
  prefix: string,
): Promise<string> {
  const uid = uniqueUid(prefix);
  await seedSubscriber(request, uid, 'active');
  await openAs(page, url, uid);
  return uid;
}

export async function expectAccessible(page: Page): Promise<void> {
  // Legacy mode runs axe in the page itself; the default opens a blank page to merge each frame's
  // results, which took three times as long here (5 s against 1.7 s on a surah) for pages whose
  // only frame is a third party's video. Only violations are wanted, so axe builds no other list.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Runs this file's tests in Debian's full Chromium rather than the headless shell the others use:
 * the shell has no Push API and reports notifications as blocked whatever is granted. Called at
 * the top of a spec that subscribes to push or shows a notification.
 */
export function inFullBrowser(): void {
  test.use({ launchOptions: { ...chromium, executablePath: FULL_BROWSER } });
}
