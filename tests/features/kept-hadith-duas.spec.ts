import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { expectPlaying, openReady, playName, theAudio } from '../support/media-helpers.ts';
import { HadithPlaylist } from '../support/pages/hadith.ts';
import { holdRequests } from '../support/network.ts';
import { keepThrough, keptRow, onCellular, openControlled } from '../support/kept.ts';
import { slowDown } from '../support/quran-data.ts';
import { formatSize } from '../../src/components/offline/kept.ts';
import { formatNumber, type Locale } from '../../src/i18n/index.ts';
import { fill } from '../../src/lib/fill.ts';
import hadith from '../../content/hadith.json' with { type: 'json' };
import duas from '../../content/duas.json' with { type: 'json' };

// Like kept-offline.spec.ts, this spec lets the service worker run (the others block it).
test.use({ serviceWorkers: 'allow' });

const bytesOf = (file: string) =>
  statSync(new URL(`../../server/media/${file.replace(/^\/?media\//, '')}`, import.meta.url)).size;
const sum = (files: string[]) => files.reduce((n, f) => n + bytesOf(f), 0);

const MONTH = hadith[0];
const MONTH_BYTES = sum(MONTH.tracks.map((x) => x.file));
/** Arabic pages play the French recitations, so they keep those. */
const duaFiles = (locale: Locale) => duas.flatMap((d) => (locale === 'en' ? d.audio.en : d.audio.fr) ?? []);

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('kept'));

test('a hadith month kept for offline plays offline after a reload, is listed with its size, and is removable', async ({
  page,
  context,
  at,
  appLocale,
  t,
}) => {
  test.setTimeout(120_000);
  await openControlled(page, `/hadesList/${MONTH.id}`, at);
  const size = formatSize(appLocale, MONTH_BYTES);
  const kept = await keepThrough(page, t, t.keepOffline, 'hadith-');

  await context.setOffline(true);
  await page.reload();
  await expect(kept).toBeVisible();
  const playlist = new HadithPlaylist(page);
  await playlist.track(2).click();
  await expectPlaying(theAudio(page));
  expect(await theAudio(page).evaluate((a: HTMLMediaElement) => new URL(a.currentSrc).pathname)).toBe(
    `/media/${MONTH.tracks[2].file}`,
  );
  await playlist.track(2).click();

  await page.goto(at('/bookmarks'));
  const title = fill(t.keptHadithMonth, { month: MONTH.month[appLocale] });
  const { list, row } = keptRow(page, t, title);
  await expect(row).toContainText(size);
  await expect(list).toHaveScreenshot('hadith-kept-list.png');
  await expectAccessible(page);
  await row.getByRole('button', { name: fill(t.keptRemoveItem, { title }) }).click();
  await expect(list.getByText(t.keptNone)).toBeVisible();
  expect(await stored(page)).toBe('[]');
  await context.setOffline(false);
});

test(
  'the duas kept for offline play on a dua page offline, are listed with their size, and are removable',
  inOneLocale,
  async ({ page, context, at, appLocale, t }) => {
    test.setTimeout(120_000);
    await openControlled(page, '/3', at);
    const size = formatSize(appLocale, sum(duaFiles(appLocale)));
    await keepThrough(page, t, t.keepDuas, 'duas-');
    // Opened once online, as a reader would have: pages are kept once opened, recitations are not.
    await openReady(page, at('/dua_detail/0'));

    await context.setOffline(true);
    await page.reload();
    const name = fill(t.duaName, { n: formatNumber(appLocale, 1) });
    const audio = theAudio(page);
    await slowDown(audio);
    await page.getByRole('button', { name: playName(t.play, name) }).click();
    await expectPlaying(audio);
    expect(await audio.evaluate((a: HTMLMediaElement) => new URL(a.currentSrc).pathname)).toBe(duaFiles(appLocale)[0]);

    await page.goto(at('/bookmarks'));
    const { list, row } = keptRow(page, t, t.keptDuas);
    await expect(row).toContainText(size);
    await row.getByRole('button', { name: fill(t.keptRemoveItem, { title: t.keptDuas }) }).click();
    await expect(list.getByText(t.keptNone)).toBeVisible();
    await context.setOffline(false);
  },
);

test('one track of a month failing records nothing and says so; trying again keeps the whole month', async ({
  page,
  context,
  at,
  t,
}) => {
  test.setTimeout(90_000);
  await openControlled(page, `/hadesList/${MONTH.id}`, at);
  let failing = true;
  // The worker's own request is routed through the context, not the page.
  await context.route(`**/media/${MONTH.tracks[2].file}`, (route) =>
    failing && route.request().method() === 'GET' ? route.fulfill({ status: 500, body: 'oops' }) : route.fallback(),
  );
  await page.getByRole('button', { name: new RegExp(`^${t.keepOffline}`) }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.keepFailed })).toBeVisible();
  await expect(page.getByText(t.keptOffline)).toBeHidden();
  expect(await stored(page)).toBeNull();
  await expectAccessible(page);

  failing = false;
  await page.getByRole('button', { name: t.retry }).click();
  await expect(page.getByText(t.keptOffline)).toBeVisible();
  expect(JSON.parse((await stored(page)) ?? '[]')).toEqual([
    expect.objectContaining({ id: `hadith:${MONTH.id}`, bytes: MONTH_BYTES }),
  ]);
});

test('cancelling the duas while a file is slow records nothing and offers the download again', async ({
  page,
  context,
  at,
  appLocale,
  t,
}) => {
  test.setTimeout(90_000);
  await openControlled(page, '/3', at);
  // The fifth file's download is held; its size (asked first, at the tap) is not.
  const slow = `**${duaFiles(appLocale)[4]}`;
  const release = await holdRequests(context, slow);
  await context.route(slow, (route) => (route.request().method() === 'HEAD' ? route.continue() : route.fallback()));
  await page.getByRole('button', { name: new RegExp(`^${t.keepDuas}`) }).click();
  const cancel = page.getByRole('button', { name: t.keepCancel });
  await expect(cancel).toBeVisible();
  // The progress counts out of the size asked at the tap, from its start.
  const bytes = sum(duaFiles(appLocale));
  await expect(page.getByRole('progressbar')).toHaveAttribute('max', String(bytes));
  await expect(page.locator('.keep-offline [aria-live]')).toContainText(formatSize(appLocale, bytes));
  await expectAccessible(page);
  await cancel.click();
  await expect(page.getByRole('button', { name: new RegExp(`^${t.keepDuas}`) })).toBeVisible();
  expect(await stored(page)).toBeNull();
  release();
  await expect(page.getByText(t.keptOffline)).toBeHidden();
  expect(await stored(page)).toBeNull();
});

test('on a metered connection, a tap on the duas asks their size, the button greyed meanwhile, and the question says it', async ({
  page,
  context,
  at,
  appLocale,
  t,
}) => {
  test.setTimeout(90_000);
  await onCellular(page);
  // Each size answer takes 600 ms, as on a slow link: asked six at a time at the tap, about 4 s.
  await context.route('**/media/dua/**', async (route) => {
    if (route.request().method() === 'HEAD') await new Promise((r) => setTimeout(r, 600));
    await route.fallback();
  });
  await openControlled(page, '/3', at);
  const bytes = sum(duaFiles(appLocale));
  const download = page.getByRole('button', { name: t.keepDuas, exact: true });
  await download.click();
  // The tap is taken: the button waits, greyed, while the size is asked.
  await expect(download).toBeDisabled();
  const dialog = page.getByRole('dialog', { name: t.keepMeteredTitle });
  await expect(dialog).toContainText(fill(t.keepMeteredBody, { size: formatSize(appLocale, bytes) }), {
    timeout: 15_000,
  });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: t.keepMeteredGo }).click();
  await expect(page.getByText(t.keptOffline)).toBeVisible({ timeout: 30_000 });
  expect(JSON.parse((await stored(page)) ?? '[]')).toEqual([
    expect.objectContaining({ id: `duas:${appLocale}`, bytes }),
  ]);
});

test(
  'on a metered connection, a media host that does not tell sizes gets a question without one',
  inOneLocale,
  async ({ page, context, at, t }) => {
    test.setTimeout(90_000);
    await onCellular(page);
    // Some hosts refuse HEAD: the button and the question then say no size rather than a wrong one.
    await context.route('**/media/dua/**', (route) =>
      route.request().method() === 'HEAD' ? route.fulfill({ status: 405 }) : route.fallback(),
    );
    await openControlled(page, '/3', at);
    await page.getByRole('button', { name: t.keepDuas, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.keepMeteredTitle });
    await expect(dialog).toContainText(t.keepMeteredBodyUnsized);
    await dialog.getByRole('button', { name: t.keepMeteredLater }).click();
    await expect(page.getByRole('button', { name: t.keepDuas, exact: true })).toBeVisible();
  },
);
