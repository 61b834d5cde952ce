import type { Page } from '@playwright/test';
import { test, expect, inOneLocale } from '../support/fixtures.ts';
import { controlled, openReady } from '../support/media-helpers.ts';
import { quran } from '../support/quran-data.ts';
import labels from '../../content/prayer.json' with { type: 'json' };

// This spec alone lets the service worker run (the others block it so that nothing is cached).
test.use({ serviceWorkers: 'allow' });

const manifestPath = (locale: string) =>
  locale === 'fr' ? '/manifest.webmanifest' : `/${locale}/manifest.webmanifest`;

test('the web app manifest of the locale is valid, and linked on every page', async ({
  page,
  request,
  at,
  appLocale,
  t,
}) => {
  const response = await request.get(manifestPath(appLocale));
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  const prefix = appLocale === 'fr' ? '' : `/${appLocale}`;
  expect(manifest).toMatchObject({
    name: t.appName,
    short_name: t.appName,
    lang: appLocale,
    dir: appLocale === 'ar' ? 'rtl' : 'ltr',
    start_url: `${prefix}/`,
    scope: `${prefix}/`,
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toEqual(['any', 'any', 'maskable']);
  for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
  for (const route of ['/', '/2', '/4', '/quran_detail/2', '/dua_detail/0', '/hadesList/1', '/offline']) {
    const html = await (await request.get(at(route))).text();
    expect(html, route).toContain(`<link rel="manifest" href="${manifestPath(appLocale)}">`);
  }
  await page.goto(at('/'));
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifestPath(appLocale));
});

const dayRows = (page: Page) => page.locator('.prayer-row').allInnerTexts();

test(
  'offline: pages opened before show again, prayer times included; a page never opened says offline',
  inOneLocale,
  async ({ page, context, at, t }) => {
    test.setTimeout(90_000);
    await openReady(page, at('/2'));
    await controlled(page);

    // Online, once: a surah and the prayer times (today, then tomorrow).
    await page.goto(at('/quran_detail/5'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(quran.ar[4].name);
    await page.goto(at('/4'));
    // One row per label: the five prayers and Shuruq.
    await expect(page.locator('.prayer-row')).toHaveCount(labels.length);
    const today = await dayRows(page);
    await page.getByRole('button', { name: t.nextDay }).click();
    const tomorrow = await dayRows(page);
    expect(tomorrow).not.toEqual(today);

    await context.setOffline(true);
    await page.goto(at('/2'));
    await expect(page.getByRole('main').getByRole('link', { name: quran.ar[4].name })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByRole('link', { name: quran.ar[4].name })).toBeVisible();

    await page.goto(at('/quran_detail/5'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(quran.ar[4].name);
    await expect(page.getByRole('main').locator('ol.verses > li')).toHaveCount(quran.ar[4].verses.length);

    await page.goto(at('/4'));
    await expect.poll(() => dayRows(page)).toEqual(today);
    await page.getByRole('button', { name: t.nextDay }).click();
    await expect.poll(() => dayRows(page)).toEqual(tomorrow);

    // Never opened: the offline page of the locale, not the browser's error.
    await page.goto(at('/8'));
    await expect(page.getByRole('heading', { level: 1, name: t.offlineTitle })).toBeVisible();
    await expect(page.getByText(t.offlineBody)).toBeVisible();
    await context.setOffline(false);
  },
);

test('offline: wallpapers whose page was kept but never seen say they need a connection, then show online', async ({
  page,
  context,
  at,
  t,
}) => {
  await openReady(page, at('/2'));
  await controlled(page);
  // Kept without being seen, as a prefetch does: the page's HTML only, none of its images.
  await page.evaluate((url) => fetch(url).then((r) => r.text()), at('/6'));

  await context.setOffline(true);
  await page.goto(at('/6'));
  const note = page.getByRole('note').filter({ hasText: t.wallpapersOffline });
  await expect(note).toBeVisible();
  // No broken image with its alt text: the first row's tiles are calm placeholders.
  await expect(page.locator('.wallpaper-grid li').first()).toHaveAttribute('data-missing', '');
  const first = page.locator('.wallpaper-grid img').first();
  await expect(first).toBeHidden();
  await expect(page).toHaveScreenshot('wallpapers-offline.png');

  await context.setOffline(false);
  await expect(note).toBeHidden({ timeout: 15_000 });
  await expect(first).toBeVisible();
  await expect.poll(() => first.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
});
