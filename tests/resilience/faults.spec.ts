import { test, expect, openAs, onlyIn } from '../support/fixtures.ts';
import tiles from '../../content/tiles.json' with { type: 'json' };

const FAULTS = {
  500: { status: 500, contentType: 'application/json', body: '{"error":"boom"}' },
  malformed: { status: 200, contentType: 'application/json', body: '{"status": "success", "subStat' },
};

test.describe('bad input and failing calls', onlyIn('ar'), () => {
  for (const [name, fault] of Object.entries(FAULTS)) {
    test(`checkSub ${name}: Oops modal, user unverified, no endless loader`, async ({ page, at, appLocale, t }) => {
      await page.route('**/api/checkSub', (route) => route.fulfill(fault));
      await openAs(page, at('/'), 'demo-active');
      const dialog = page.getByRole('dialog', { name: t.oops });
      await expect(dialog).toContainText(t.somethingWrong);
      await expect(page.getByRole('status')).toHaveCount(0);
      await dialog.getByRole('button', { name: t.okay }).click();
      await expect(page.getByRole('link', { name: tiles[1].title[appLocale] })).toHaveCount(0);
    });

    test(`appConfig ${name}: the built tiles stay, nothing breaks`, async ({ page, at, appLocale }) => {
      await page.route('**/api/appConfig', (route) => route.fulfill(fault));
      await openAs(page, at('/'), 'demo-active');
      await expect(page.getByRole('link', { name: tiles[8].title[appLocale] })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
    });
  }

  test('checkSub slower than the client timeout ends calmly: loader gone, no Oops, not signed in', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    test.setTimeout(40_000);
    await page.route('**/api/checkSub', async (route) => {
      await new Promise((r) => setTimeout(r, 10_000));
      await route.fulfill(FAULTS[500]).catch(() => {});
    });
    await openAs(page, at('/'), 'demo-inactive');
    await expect(page.getByRole('status')).toBeVisible();
    // A timeout is no answer: it must not be read as the server refusing the subscriber.
    await expect(page.getByRole('status')).toHaveCount(0, { timeout: 12_000 });
    await expect(page.getByRole('dialog', { name: t.oops })).toHaveCount(0);
    await expect(page.getByRole('link', { name: tiles[1].title[appLocale] })).toHaveCount(0);
    await expect(page.getByRole('note')).toHaveText(t.noConnection);
  });

  test('appConfig slow: the tiles paint from the build at once', async ({ page, at, appLocale }) => {
    await page.route('**/api/appConfig', async (route) => {
      await new Promise((r) => setTimeout(r, 10_000));
      await route.fulfill(FAULTS[500]).catch(() => {});
    });
    await page.goto(at('/'));
    await expect(page.getByText(tiles[0].title[appLocale])).toBeVisible({ timeout: 3000 });
  });

  // uids with markup and unsafe subscription URLs: tests/resilience/hostile.spec.ts.

  test('corrupt JSON in every storage key does not break startup', async ({ page, at, appLocale }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const key of [
        'uid',
        'subStatus',
        'themeLang',
        'sessionId',
        'sessionTime',
        'deviceId',
        'eventQueue',
        'msisdn',
        'prevPath',
      ]) {
        localStorage.setItem(key, '{corrupt');
      }
    });
    await page.goto(at('/'));
    await expect(page.getByRole('button', { name: tiles[0].title[appLocale] })).toBeVisible();
  });

  test('storage that throws does not break startup', async ({ page, at, appLocale }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await openAs(page, at('/'), 'demo-active');
    await expect(page.getByRole('link', { name: tiles[1].title[appLocale] })).toBeVisible();
  });
});
