import type { Page } from '@playwright/test';
import { test, expect, openAs, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { parisAnswer } from '../support/prayer-answers.ts';
import { Chrome } from '../support/pages/chrome.ts';
import { PrayerPage } from '../support/pages/prayer.ts';
import { BOOKMARKS, QIBLA, TASBIH, searchPath } from '../../src/shared/routes.ts';

/** The app column's background: the night theme's when dark, the cream when light. */
const NIGHT = 'rgb(17, 26, 22)';
const DAY = 'rgb(247, 243, 232)';
const background = (page: Page) => page.locator('.app').evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('night theme on a dark phone', () => {
  test.use({ colorScheme: 'dark' });

  test('home for a new user: the subscribe panel and locked tiles, readable', async ({ page, at, t }) => {
    // Home's Hijri date is the phone's: a fixed day keeps the picture still.
    await page.clock.setFixedTime(new Date('2026-03-01T09:30:00Z'));
    await page.goto(at('/'));
    await expect(page.getByRole('button', { name: t.subscribeAction, exact: true })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await background(page)).toBe(NIGHT);
    // The verse of the day comes last, from its own file: the picture waits for it.
    await expect(page.locator('.verse-day')).toBeVisible();
    await expect(page).toHaveScreenshot('home-new-night.png', { fullPage: true });
    await expectAccessible(page);
  });

  test('a gated page for a new user says what it is, readable', async ({ page, at, t }) => {
    await page.goto(at('/3'));
    await expect(page.getByText(t.pageNeedsSubscription)).toBeVisible();
    expect(await background(page)).toBe(NIGHT);
    await expectAccessible(page);
  });

  test('the Oops dialog of an inactive subscriber, readable', async ({ page, at, t }) => {
    await openAs(page, at('/'), 'demo-inactive');
    const dialog = page.getByRole('dialog', { name: t.oops });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
  });

  test('the duas list, the hadith page and their dialogs, readable', async ({ page, at, t }) => {
    test.setTimeout(60_000);
    await openReady(page, at('/3'));
    expect(await background(page)).toBe(NIGHT);
    await expect(page).toHaveScreenshot('duas-night.png');
    await expectAccessible(page);

    const chrome = new Chrome(page, t);
    const menu = await chrome.openMenu();
    await expect(menu.getByRole('combobox', { name: t.nightTheme })).toHaveValue('auto');
    await expect(menu).toHaveScreenshot('menu-night.png');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await chrome.openLanguages();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await chrome.startUnsubscribe();
    await expectAccessible(page);

    await openReady(page, at('/7'));
    expect(await background(page)).toBe(NIGHT);
    await expectAccessible(page);
  });

  test('the prayer page, readable', async ({ page, at, appLocale, t }) => {
    await page.clock.setFixedTime(new Date('2026-03-01T09:30:00Z'));
    await page.route('**/api/salatTimings', (route) => route.fulfill({ json: parisAnswer(appLocale) }));
    const prayer = new PrayerPage(page, t);
    await prayer.open(at);
    await expect(prayer.rows.first()).toBeVisible();
    expect(await background(page)).toBe(NIGHT);
    await expect(page).toHaveScreenshot('prayer-night.png');
    await expectAccessible(page);
  });

  // A test per page: ten pages with axe in one test ran into its bound on a busy machine, and
  // apart the two workers share them.
  for (const route of ['/1', '/2', '/5', '/6', '/8', '/9', QIBLA, TASBIH, BOOKMARKS, searchPath()]) {
    test(`${route}, readable`, async ({ page, at }) => {
      test.setTimeout(60_000); // axe is slow on a busy 2-core machine
      await openReady(page, at(route));
      expect(await background(page), route).toBe(NIGHT);
      await expectAccessible(page);
    });
  }

  test(
    'light chosen in the side menu stays light on the next page and from the first paint after a reload',
    inOneLocale,
    async ({ page, at, t }) => {
      await openReady(page, at('/3'));
      const menu = await new Chrome(page, t).openMenu();
      await menu.getByRole('combobox', { name: t.nightTheme }).selectOption({ label: t.nightLight });
      await expect.poll(() => background(page)).toBe(DAY);
      await page.keyboard.press('Escape');

      // A client-side swap to another page keeps the choice.
      await page.getByRole('link', { name: t.back }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.appName })).toBeVisible();
      expect(await background(page)).toBe(DAY);

      // Before any script but the head's: the stored choice is on <html> from the first paint.
      await page.route('**/_astro/*.js', (route) => route.abort());
      await page.goto(at('/4'));
      expect(await page.locator('html').getAttribute('data-rnight')).toBe('light');
      expect(await background(page)).toBe(DAY);
    },
  );
});

test.describe('night theme on a light phone', () => {
  test.use({ colorScheme: 'light' });

  test(
    'dark chosen in the side menu applies at once and after a reload, as the reading settings show it',
    inOneLocale,
    async ({ page, at, t }) => {
      await openReady(page, at('/7'));
      expect(await background(page)).toBe(DAY);
      const menu = await new Chrome(page, t).openMenu();
      await menu.getByRole('combobox', { name: t.nightTheme }).selectOption({ label: t.nightDark });
      await expect.poll(() => background(page)).toBe(NIGHT);

      await page.route('**/_astro/*.js', (route) => route.abort());
      await page.reload();
      expect(await background(page)).toBe(NIGHT);
      await page.unroute('**/_astro/*.js');

      // One setting: the surah page's reading settings show the same choice.
      await openReady(page, at('/quran_detail/2'));
      await page.getByRole('button', { name: t.readingSettings }).click();
      const panel = page.getByRole('region', { name: t.readingSettings });
      await expect(panel.getByRole('combobox', { name: t.nightTheme })).toHaveValue('dark');
    },
  );
});
