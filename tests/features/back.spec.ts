import { test, expect, onlyIn, expectAccessible } from '../support/fixtures.ts';
import { openReady, theAudio } from '../support/media-helpers.ts';
import { Players } from '../support/pages/players.ts';
import { formatNumber, type Locale } from '../../src/i18n/index.ts';
import { strings } from '../../src/i18n/tables.ts';
import { quran } from '../support/quran-data.ts';
import tiles from '../../content/tiles.json' with { type: 'json' };

const duaName = (locale: Locale, index: number) =>
  strings(locale).duaName.replace('{n}', formatNumber(locale, index + 1));
const wallpaperName = (locale: Locale, n: number) =>
  strings(locale).wallpaperName.replace('{n}', formatNumber(locale, n));

test.describe('Back does what the subscriber means', () => {
  test("Al-Fatiha's Back leads to the Quran list, like every other surah's", onlyIn('fr'), async ({ page, at, t }) => {
    await openReady(page, at('/alFatiha'));
    await page.getByRole('link', { name: t.back }).tap();
    await expect(page).toHaveURL(new RegExp(`${at('/2')}$`));
  });

  test(
    'the Quran list keeps its place, by the Back button and by the phone’s Back',
    onlyIn('en'),
    async ({ page, at, t }) => {
      await openReady(page, at('/2'));
      const row = page.getByRole('link', { name: quran.ar[54].name });
      await row.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => scrollY);
      expect(before).toBeGreaterThan(1000);
      await row.tap();
      await expect(page).toHaveURL(new RegExp(`${at('/quran_detail/55')}$`));

      await page.getByRole('link', { name: t.back }).tap();
      await expect(page).toHaveURL(new RegExp(`${at('/2')}$`));
      await expect(row).toBeInViewport();
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before - 100);

      await row.tap();
      await expect(page).toHaveURL(new RegExp(`${at('/quran_detail/55')}$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${at('/2')}$`));
      await expect(row).toBeInViewport();
      await expectAccessible(page);
    },
  );

  test(
    'from a search result or a bookmark, the header’s Back returns to the results or the bookmarks',
    onlyIn('ar'),
    async ({ page, at, appLocale, t }) => {
      test.setTimeout(60_000);
      const back = page.getByRole('banner').getByRole('link', { name: t.back });
      // A search, then one of its results (the search page loads in full: its own CSP).
      await openReady(page, at('/'));
      await page.goto(`${at('/search')}?q=${encodeURIComponent('2:255')}`);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      const result = page.getByRole('main').getByRole('list').getByRole('link').first();
      await expect(result).toHaveAttribute('href', `${at('/quran_detail/2')}#v255`, { timeout: 15_000 });
      await result.tap();
      await expect(page).toHaveURL(`${at('/quran_detail/2')}#v255`);
      await back.tap();
      await expect(page).toHaveURL(new RegExp(`${at('/search')}\\?q=`));
      await expect(page.getByRole('searchbox')).toHaveValue('2:255');

      // A bookmark, then back to the bookmarks.
      await page.evaluate(() =>
        localStorage.setItem('bookmarks', JSON.stringify([{ kind: 'dua', index: 4, text: 'x' }])),
      );
      await openReady(page, at('/bookmarks'));
      await page
        .getByRole('main')
        .getByRole('link', { name: duaName(appLocale, 4) })
        .tap();
      await expect(page).toHaveURL(new RegExp(`${at('/dua_detail/4')}$`));
      await back.tap();
      await expect(page).toHaveURL(new RegExp(`${at('/bookmarks')}$`));

      // Opened directly, the page's own list, as before.
      await openReady(page, at('/dua_detail/4'));
      await back.tap();
      await expect(page).toHaveURL(new RegExp(`${at('/3')}$`));
    },
  );

  test('the duas list keeps its place too', onlyIn('fr'), async ({ page, at, appLocale, t }) => {
    await openReady(page, at('/3'));
    const row = page.getByRole('link', { name: new RegExp(`^${duaName(appLocale, 34)} `) });
    await row.scrollIntoViewIfNeeded();
    await row.tap();
    await expect(page).toHaveURL(new RegExp(`${at('/dua_detail/34')}$`));
    await page.getByRole('link', { name: t.back }).tap();
    await expect(page).toHaveURL(new RegExp(`${at('/3')}$`));
    await expect(row).toBeInViewport();
  });

  test(
    'after duas auto-advance, the phone’s Back leaves the duas instead of stepping through them',
    onlyIn('en'),
    async ({ page, at, appLocale, t }) => {
      await openReady(page, at('/3'));
      await page.getByRole('link', { name: new RegExp(`^${duaName(appLocale, 0)} `) }).tap();
      await expect(page).toHaveURL(new RegExp(`${at('/dua_detail/0')}$`));
      const audio = theAudio(page);
      await new Players(page, t).play(duaName(appLocale, 0), audio);
      for (const next of [1, 2]) {
        // The short real recording, skipped to its last moments once its length is known (the one
        // audio element may still be loading the track the last page handed it).
        await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => Number.isFinite(el.duration))).toBe(true);
        await audio.evaluate((el: HTMLAudioElement) => {
          el.currentTime = Math.max(0, el.duration - 0.3);
        });
        await expect(page).toHaveURL(new RegExp(`${at(`/dua_detail/${next}`)}$`), { timeout: 10_000 });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(duaName(appLocale, next));
      }
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${at('/3')}$`));
    },
  );

  test(
    'the phone’s Back closes an open wallpaper, and only then leaves the page',
    onlyIn('ar'),
    async ({ page, at, appLocale, t }) => {
      await openReady(page, at('/'));
      await page.getByRole('link', { name: tiles[5].title[appLocale] }).tap();
      await expect(page).toHaveURL(new RegExp(`${at('/6')}$`));
      // A tap before the grid hydrates opens the image itself (a plain link, nojs.spec): the viewer needs the island.
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      // Opening and closing the viewer are moves within the page: the page is never fetched again.
      const fetched: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.replace(/\/$/, '') === at('/6')) fetched.push(r.url());
      });
      await page.getByRole('link', { name: wallpaperName(appLocale, 2), exact: true }).tap();
      const dialog = page.getByRole('dialog', { name: wallpaperName(appLocale, 2) });
      await expect(dialog).toBeVisible();
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${at('/6')}$`));
      await expect(page.getByRole('link', { name: wallpaperName(appLocale, 2), exact: true })).toBeVisible();

      // Closed from its own button, the viewer leaves no entry behind.
      await page.getByRole('link', { name: wallpaperName(appLocale, 3), exact: true }).tap();
      await page.getByRole('dialog').getByRole('button', { name: t.close }).tap();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(fetched).toEqual([]);
      await page.goBack();
      await expect(page.getByRole('link', { name: tiles[5].title[appLocale] })).toBeVisible();
    },
  );
});
