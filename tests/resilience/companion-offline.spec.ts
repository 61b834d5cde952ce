import { test, expect, inOneLocale } from '../support/fixtures.ts';
import { controlled, openReady } from '../support/media-helpers.ts';
import { choosePlace } from '../support/prayer-answers.ts';
import { fill } from '../../src/lib/fill.ts';
import { formatNumber } from '../../src/i18n/index.ts';

// Like tests/resilience/offline.spec.ts, this spec lets the service worker run (the others block it).
test.use({ serviceWorkers: 'allow' });

test(
  'offline once visited: the Qibla from the kept place, and the tasbih with its kept count',
  inOneLocale,
  async ({ page, context, at, appLocale, t }) => {
    test.setTimeout(90_000);
    await choosePlace(page, {
      name: 'Dakar',
      country: 'SN',
      latitude: 14.7167,
      longitude: -17.4677,
      timeZone: 'Africa/Dakar',
      method: 'MuslimWorldLeague',
    });
    await openReady(page, at('/2'));
    await controlled(page);
    // Online once each, the tasbih counted twice.
    await page.goto(at('/qibla'));
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
    await page.goto(at('/tasbih'));
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
    await page.getByRole('button', { name: t.tasbihTap }).click();
    await page.getByRole('button', { name: t.tasbihTap }).click();
    await expect(page.locator('.tasbih-count')).toHaveText(formatNumber(appLocale, 2));

    await context.setOffline(true);
    await page.goto(at('/qibla'));
    await page.reload();
    await expect(
      page.getByText(fill(t.qiblaBearing, { deg: formatNumber(appLocale, 74) }), { exact: true }),
    ).toBeVisible();
    await page.goto(at('/tasbih'));
    await page.getByRole('button', { name: t.tasbihTap }).click();
    await expect(page.locator('.tasbih-count')).toHaveText(formatNumber(appLocale, 3));
    await context.setOffline(false);
  },
);
