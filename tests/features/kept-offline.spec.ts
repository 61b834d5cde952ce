import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { expectPlaying, theAudio } from '../support/media-helpers.ts';
import { keepThrough, keptRow, onCellular, openControlled } from '../support/kept.ts';
import { quran } from '../support/quran-data.ts';
import { formatSize } from '../../src/components/offline/kept.ts';
import { fill } from '../../src/lib/fill.ts';

// Like tests/resilience/offline.spec.ts, this spec lets the service worker run (the others block it).
test.use({ serviceWorkers: 'allow' });

const SURAH = 5;
const FILE = `/media/quran/${SURAH}.mp3`;
const BYTES = statSync(new URL(`../../server/media/quran/${SURAH}.mp3`, import.meta.url)).size;

/** Online, under the worker's control, on the surah's page with its recitation's address known. */
const openSurah = (page: Page, at: (route: string) => string) => openControlled(page, `/quran_detail/${SURAH}`, at);

const surahLabel = (locale: string) =>
  locale === 'ar' ? quran.ar[SURAH - 1].name : quran.ar[SURAH - 1].transliteration;

test('a surah kept for offline plays offline after a reload, is listed with its size, and once removed needs a connection', async ({
  page,
  context,
  at,
  appLocale,
  t,
}) => {
  test.setTimeout(120_000);
  await openSurah(page, at);
  const size = formatSize(appLocale, BYTES);
  const kept = await keepThrough(page, t, t.keepOffline);

  await context.setOffline(true);
  await page.reload();
  await expect(kept).toBeVisible();
  const player = page.getByRole('region', { name: t.surahPlayer });
  await player.getByRole('button', { name: new RegExp(`^${t.play}`) }).click();
  await expectPlaying(theAudio(page));
  await page
    .getByRole('region', { name: t.surahPlayer })
    .getByRole('button', { name: new RegExp(`^${t.pause}`) })
    .click();

  // The list, opened offline (the bookmarks page is stored at install).
  await page.goto(at('/bookmarks'));
  const { list, row } = keptRow(page, t, surahLabel(appLocale));
  await expect(row).toContainText(size);
  await expect(list).toContainText(fill(t.keptTotal, { size }));
  await expect(list).toHaveScreenshot('kept-list.png');
  await expectAccessible(page);
  await row.getByRole('button', { name: fill(t.keptRemoveItem, { title: surahLabel(appLocale) }) }).click();
  await expect(list.getByText(t.keptNone)).toBeVisible();

  await page.goto(at(`/quran_detail/${SURAH}`));
  await expect(page.getByRole('button', { name: t.keepOffline })).toBeVisible();
  await player.getByRole('button', { name: new RegExp(`^${t.play}`) }).click();
  await expect(player.getByRole('alert')).toHaveText(t.mediaOffline, { timeout: 10_000 });
  expect(await theAudio(page).evaluate((a: HTMLMediaElement) => a.currentTime)).toBe(0);
  await context.setOffline(false);
});

test('on a metered connection the app asks before downloading', async ({ page, at, appLocale, t }) => {
  test.setTimeout(90_000);
  await onCellular(page);
  await openSurah(page, at);
  await page.getByRole('button', { name: new RegExp(`^${t.keepOffline}`) }).click();
  const dialog = page.getByRole('dialog', { name: t.keepMeteredTitle });
  await expect(dialog).toContainText(fill(t.keepMeteredBody, { size: formatSize(appLocale, BYTES) }));
  await expect(dialog).toHaveScreenshot('metered-dialog.png');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: t.keepMeteredLater }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t.keptOffline)).toBeHidden();
  // Asked at the tap, the size now stays on the button.
  const sized = `${t.keepOffline} ${fill(t.keepSize, { size: formatSize(appLocale, BYTES) })}`;
  await expect(page.getByRole('button', { name: sized, exact: true })).toBeVisible();

  await page.getByRole('button', { name: new RegExp(`^${t.keepOffline}`) }).click();
  await dialog.getByRole('button', { name: t.keepMeteredGo }).click();
  await expect(page.getByText(t.keptOffline)).toBeVisible();
});

test(
  'a file failing mid-download leaves the surah not kept and says so; trying again keeps it',
  inOneLocale,
  async ({ page, context, at, t }) => {
    test.setTimeout(90_000);
    await openSurah(page, at);
    // The worker's own request is routed through the context, not the page.
    let failing = true;
    await context.route(`**${FILE}`, (route) =>
      failing && route.request().method() === 'GET' ? route.fulfill({ status: 500, body: 'oops' }) : route.fallback(),
    );
    await page.getByRole('button', { name: new RegExp(`^${t.keepOffline}`) }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.keepFailed })).toBeVisible();
    await expect(page.getByText(t.keptOffline)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('kept'))).toBeNull();

    failing = false;
    await page.getByRole('button', { name: t.retry }).click();
    await expect(page.getByText(t.keptOffline)).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('kept') ?? '[]'));
    expect(stored).toEqual([expect.objectContaining({ id: `quran:${SURAH}`, bytes: BYTES })]);
  },
);
