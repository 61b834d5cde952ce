// A phone whose storage is full (photos, other sites): a change that cannot be saved holds for the
// visit and says so, and what was saved before stays saved. The storage is filled for real, until
// the browser refuses even one more character.
import { test, expect, inOneLocale } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { fillStorage, stored } from '../support/storage.ts';
import type { Locale } from '../../src/i18n/index.ts';

const CITY: Record<Locale, [string, string]> = {
  fr: ['jakar', 'Jakarta'],
  en: ['Jakar', 'Jakarta'],
  ar: ['جاكار', 'جاكارتا'],
};

test(
  'a bookmark that storage refuses is said so, and the bookmarks saved before stay',
  inOneLocale,
  async ({ page, at, t }) => {
    await openReady(page, at('/dua_detail/0'));
    const bookmark = page.getByRole('button', { name: t.bookmark });
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    const before = await stored(page, 'bookmarks');
    expect(before).toHaveLength(1);

    await fillStorage(page);
    await page.goto(at('/dua_detail/1'));
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
    await page.getByRole('button', { name: t.bookmark }).click();
    await expect(page.getByRole('main').getByText(t.notSaved)).toBeVisible();
    // Kept for this visit: the button says so; storage still holds the list as it was.
    await expect(page.getByRole('button', { name: t.bookmark })).toHaveAttribute('aria-pressed', 'true');
    expect(await stored(page, 'bookmarks')).toEqual(before);

    await page.reload();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('button', { name: t.bookmark })).toHaveAttribute('aria-pressed', 'false');
    await page.goto(at('/dua_detail/0'));
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('button', { name: t.bookmark })).toHaveAttribute('aria-pressed', 'true');
  },
);

test('a place that storage refuses is said so; the place chosen before is kept', async ({ page, at, appLocale, t }) => {
  await openReady(page, at('/4'));
  const paris = {
    name: 'Paris',
    nameAr: 'باريس',
    country: 'FR',
    latitude: 48.8534,
    longitude: 2.3488,
    timeZone: 'Europe/Paris',
    // Shorter than what Jakarta will need: a write no larger than what it replaces fits a full storage.
    method: 'Karachi',
  };
  await page.evaluate((p) => localStorage.setItem('prayerPlace', JSON.stringify(p)), paris);
  await page.reload();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('region', { name: t.placeSettings })).toContainText(
    appLocale === 'ar' ? 'باريس' : 'Paris',
  );

  await page.getByRole('button', { name: t.changePlace }).click();
  await page.getByRole('searchbox', { name: t.searchCity }).fill(CITY[appLocale][0]);
  const city = page.getByRole('button', { name: new RegExp(CITY[appLocale][1]) }).first();
  await expect(city).toBeVisible();
  // Full at the moment of the choice: nothing the page stores meanwhile can free room for it.
  await fillStorage(page);
  await city.click();
  await expect(page.getByRole('status').filter({ hasText: t.notSaved })).toBeVisible();
  // The times follow the new place for this visit.
  await expect(page.getByRole('region', { name: t.placeSettings })).toContainText(CITY[appLocale][1]);
  expect(await stored(page, 'prayerPlace')).toEqual(paris);

  await page.reload();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('region', { name: t.placeSettings })).toContainText(
    appLocale === 'ar' ? 'باريس' : 'Paris',
  );
});
