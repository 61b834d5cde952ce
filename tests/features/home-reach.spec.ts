// Home has no header, so no ☰ (issue 45, point 5): it links to Qibla, Tasbih, search and the
// bookmarks itself, and its corner opens the side menu, where the night theme and unsubscribe live.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, openAsNewSubscriber } from '../support/fixtures.ts';
import { Chrome } from '../support/pages/chrome.ts';
import { parisAnswer } from '../support/prayer-answers.ts';
import { BOOKMARKS, QIBLA, TASBIH, searchPath } from '../../src/shared/routes.ts';
import type { Strings } from '../../src/i18n/index.ts';

const shortcuts = (page: Page, t: Strings) => page.getByRole('navigation', { name: t.homeShortcuts });

test.describe('home reaches everything the menu holds', () => {
  test('Qibla, Tasbih, search and the bookmarks are links on home, each to its page', async ({
    page,
    request,
    at,
    t,
  }) => {
    test.setTimeout(60_000); // axe and three pages on a busy 2-core machine
    await openAsNewSubscriber(page, request, at('/'), 'reach');
    const nav = shortcuts(page, t);
    const links = [
      { name: t.search, route: searchPath() },
      { name: t.qibla, route: QIBLA },
      { name: t.tasbih, route: TASBIH },
      { name: t.bookmarks, route: BOOKMARKS },
    ];
    for (const { name, route } of links) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', at(route));
    }
    await expectAccessible(page);

    await nav.getByRole('link', { name: t.tasbih, exact: true }).click();
    await expect(page).toHaveURL(at(TASBIH));
    await expect(page.getByRole('button', { name: t.tasbihTap })).toBeVisible();
    await page.goto(at('/'));
    await shortcuts(page, t).getByRole('link', { name: t.search, exact: true }).click();
    await expect(page).toHaveURL(at(searchPath()));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the menu opens from home: night theme and unsubscribe are there', async ({ page, request, at, t }) => {
    test.setTimeout(60_000); // axe is slow on a busy 2-core machine
    await openAsNewSubscriber(page, request, at('/'), 'reach-menu');
    const chrome = new Chrome(page, t);
    const menu = await chrome.openMenu();
    await expectAccessible(page);
    await menu.getByRole('combobox', { name: t.nightTheme }).selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-rnight', 'dark');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    // Focus comes back to the button that opened the menu.
    await expect(chrome.menuButton).toBeFocused();

    const confirm = await chrome.startUnsubscribe();
    await confirm.getByRole('button', { name: t.no }).click();
    await expect(confirm).toBeHidden();
  });

  test('a visitor who is not a subscriber gets the links, not the menu', async ({ page, at, t }) => {
    await page.goto(at('/'));
    await expect(page.getByRole('button', { name: t.subscribeAction, exact: true })).toBeVisible();
    await expect(shortcuts(page, t).getByRole('link')).toHaveCount(4);
    await expect(new Chrome(page, t).menuButton).toHaveCount(0);
  });

  for (const width of [320, 412]) {
    test(`at ${width} px, at night, home's corner and links sit in the hero`, async ({
      page,
      request,
      at,
      appLocale,
      t,
    }) => {
      test.setTimeout(60_000); // axe is slow on a busy 2-core machine
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize({ width, height: 915 });
      // The countdown takes the tagline's line: a fixed clock and answer keep it still.
      await page.clock.setFixedTime(new Date('2026-03-01T09:30:00Z'));
      await page.route('**/api/salatTimings', (route) => route.fulfill({ json: parisAnswer(appLocale) }));
      await openAsNewSubscriber(page, request, at('/'), 'reach-look');
      // The check's answer shows the menu: seconds on a busy 2-core machine.
      await expect(new Chrome(page, t).menuButton).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('timer')).toBeVisible();
      // Nothing wider than the screen, and every link a finger's size.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (const link of await shortcuts(page, t).getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      await expect(page).toHaveScreenshot(`home-${width}-night.png`);
      await expectAccessible(page);
    });
  }
});
