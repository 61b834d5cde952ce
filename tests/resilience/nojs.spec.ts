import { test, expect } from '../support/fixtures.ts';
import hadith from '../../content/hadith.json' with { type: 'json' };
import hajj from '../../content/hajj.json' with { type: 'json' };
import ramadan from '../../content/ramadan.json' with { type: 'json' };
import tiles from '../../content/tiles.json' with { type: 'json' };
import { formatNumber } from '../../src/i18n/index.ts';
import { chromeStrings } from '../../src/i18n/tables.ts';

// What a subscriber taps before the page's JavaScript has arrived (a slow network, or none
// at all) still does what it says: these are links, not buttons waiting for a script.
test.use({ javaScriptEnabled: false });

test.describe('before JavaScript', () => {
  test("the header's back button goes to its target", async ({ page, at, appLocale }) => {
    await page.goto(at('/quran_detail/2'));
    await page.getByRole('link', { name: chromeStrings(appLocale).back }).click();
    await expect(page).toHaveURL(at('/2'));
    await page.getByRole('link', { name: chromeStrings(appLocale).back }).click();
    // Home is /ar or /ar/ alike.
    await expect(page).toHaveURL(new RegExp(`${at('/').replace(/\/$/, '')}/?$`));
  });

  test("a home tile opens its section (a returning subscriber's tap)", async ({ page, at, appLocale }) => {
    await page.goto(at('/'));
    const tile = tiles[1];
    await page.getByRole('link', { name: tile.title[appLocale] }).click();
    await expect(page).toHaveURL(at(`/${tile.id}`));
    await expect(page.getByRole('heading', { level: 1, name: tile.title[appLocale] })).toBeVisible();
  });

  test('the API-fed pages show the catalogue they were built with', async ({ page, at, appLocale }) => {
    await page.goto(at('/8'));
    for (const group of hajj) {
      await expect(page.getByRole('heading', { level: 2, name: group.category[appLocale] })).toBeVisible();
    }
    await page.goto(at('/9'));
    const row = ramadan.find((c) => c.kind === 'audio');
    await expect(page.getByRole('heading', { level: 2, name: row?.category[appLocale] })).toBeVisible();
    await page.goto(at('/7'));
    await page.getByRole('link', { name: hadith[0].month[appLocale] }).click();
    await expect(page.getByRole('heading', { level: 2, name: hadith[0].month[appLocale] })).toBeVisible();
  });

  test('a see-all page lists every category, the asked one among them', async ({ page, at, appLocale }) => {
    await page.goto(`${at('/allAudios')}?category=1`);
    for (const group of ramadan.filter((c) => c.kind === 'audio')) {
      await expect(page.getByRole('heading', { level: 2, name: group.category[appLocale] })).toBeVisible();
    }
  });

  test('a surah of the Quran list opens its page', async ({ page, at }) => {
    await page.goto(at('/2'));
    // The list's links (the page also links to the bookmarks).
    await page.getByRole('main').getByRole('list').getByRole('link').nth(1).click();
    await expect(page).toHaveURL(at('/quran_detail/2'));
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  });

  test('a wallpaper thumbnail opens its image', async ({ page, at, appLocale, t }) => {
    await page.goto(at('/6'));
    const name = t.wallpaperName.replace('{n}', formatNumber(appLocale, 3));
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/_astro\/wallpaper_3\.[^/]+\.webp$/);
    const image = page.getByRole('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
