import { test, expect, openAs, expectAccessible } from '../support/fixtures.ts';
import { parisAnswer } from '../support/prayer-answers.ts';

test.describe('screens', () => {
  test('home for a new user', async ({ page, at, t }) => {
    // Home's Hijri date is the phone's: a fixed day keeps the picture still.
    await page.clock.setFixedTime(new Date('2026-03-01T09:30:00Z'));
    await page.goto(at('/'));
    // Locked tiles and the way to subscribe, once the visitor is known to be new.
    await expect(page.getByRole('button', { name: t.subscribeAction, exact: true })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    // The verse of the day comes last, from its own file: the picture waits for it.
    await expect(page.locator('.verse-day')).toBeVisible();
    await expect(page).toHaveScreenshot('home-new.png', { fullPage: true });
    await expectAccessible(page);
  });

  test('home for a verified subscriber', async ({ page, at, appLocale }) => {
    // The countdown to the next prayer takes the tagline's line: a fixed clock and answer keep it still.
    await page.clock.setFixedTime(new Date('2026-03-01T09:30:00Z'));
    await page.route('**/api/salatTimings', (route) => route.fulfill({ json: parisAnswer(appLocale) }));
    await openAs(page, at('/'), 'demo-active');
    await expect(page.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    // The verse of the day comes last, from its own file: the picture waits for it.
    await expect(page.locator('.verse-day')).toBeVisible();
    await expect(page).toHaveScreenshot('home-verified.png', { fullPage: true });
    await expectAccessible(page);
  });

  test('unsubscribe dialog', async ({ page, at, t }) => {
    await openAs(page, at('/2'), 'demo-active');
    await page.getByRole('button', { name: t.menu }).click();
    await page.getByRole('button', { name: t.unsubscribe }).click();
    const dialog = page.getByRole('dialog', { name: t.unsubscribe });
    await expect(dialog).toBeVisible();
    // The dialog alone: the page behind it belongs to other screens' snapshots.
    await expect(dialog).toHaveScreenshot('unsubscribe-dialog.png');
    await expectAccessible(page);
  });
});
