// Issue 47, "fewer requests": no page asks the media host for the size of a download nobody asked
// for. The duas list sized its "Download for offline" button with 40 HEAD requests on every visit
// (the surah and hadith pages theirs with one and six); the size is now asked at the tap.
import type { Page } from '@playwright/test';
import { test, expect, inOneLocale } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { onCellular } from '../support/kept.ts';
import { stored } from '../support/storage.ts';
import { formatSize } from '../../src/components/offline/kept.ts';
import { fill } from '../../src/lib/fill.ts';
import type { Locale } from '../../src/i18n/index.ts';
import duas from '../../content/duas.json' with { type: 'json' };
import hadith from '../../content/hadith.json' with { type: 'json' };
import { statSync } from 'node:fs';

/** Every request the page makes of the media host (the reference server's /media/), as "METHOD path". */
function mediaRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/media/')) asked.push(`${r.method()} ${pathname}`);
  });
  return asked;
}

/** Until the phone is idle (two idle callbacks in a row), then a while for anything they started. */
async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestIdleCallback(() => requestIdleCallback(() => done(), { timeout: 3_000 }), { timeout: 3_000 }),
      ),
  );
  await page.waitForTimeout(1_500);
}

/** Arabic pages play (and keep) the French recitations. */
const duaFiles = (locale: Locale) => duas.flatMap((d) => (locale === 'en' ? d.audio.en : d.audio.fr) ?? []);
const bytesOf = (file: string) =>
  statSync(new URL(`../../server/media/${file.replace(/^\/?media\//, '')}`, import.meta.url)).size;
const heads = (files: readonly string[]) => files.map((f) => `HEAD ${f}`).sort();

test(
  'the duas list asks the media host nothing, at load, once idle or scrolled through; a tap asks each size once, for the question',
  inOneLocale,
  async ({ page, at, appLocale, t }) => {
    test.setTimeout(60_000);
    // A phone on mobile data: the tap asks before downloading, with the size.
    await onCellular(page);
    const asked = mediaRequests(page);
    await openReady(page, at('/3'));
    await untilIdle(page);
    expect(asked).toEqual([]);
    // Read to the end and back: nothing on screen asks either.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(500);
    await page.evaluate(() => window.scrollTo(0, 0));
    await untilIdle(page);
    expect(asked).toEqual([]);

    const files = duaFiles(appLocale);
    const size = formatSize(
      appLocale,
      files.reduce((n, f) => n + bytesOf(f), 0),
    );
    const download = page.getByRole('button', { name: t.keepDuas, exact: true });
    await download.click();
    const dialog = page.getByRole('dialog', { name: t.keepMeteredTitle });
    await expect(dialog).toContainText(fill(t.keepMeteredBody, { size }));
    // Each recitation's size, once, and not a byte of the recitations themselves.
    expect([...asked].sort()).toEqual(heads(files));
    await dialog.getByRole('button', { name: t.keepMeteredLater }).click();
    // Asked, the size stays on the button; a second tap asks the question again without asking the host.
    const sized = page.getByRole('button', { name: `${t.keepDuas} ${fill(t.keepSize, { size })}`, exact: true });
    await expect(sized).toBeVisible();
    await sized.click();
    await expect(dialog).toContainText(fill(t.keepMeteredBody, { size }));
    await dialog.getByRole('button', { name: t.keepMeteredLater }).click();
    expect(asked).toHaveLength(files.length);
  },
);

test(
  'the surah and hadith pages ask the media host nothing until their download is tapped, then the sizes before the files',
  inOneLocale,
  async ({ page, at, t }) => {
    test.setTimeout(60_000);
    const month = hadith[0];
    const monthFiles = month.tracks.map((x) => `/media/${x.file}`);
    for (const [route, files, id] of [
      ['/quran_detail/2', ['/media/quran/2.mp3'], 'quran:2'],
      [`/hadesList/${month.id}`, monthFiles, `hadith:${month.id}`],
    ] as const) {
      const asked = mediaRequests(page);
      await openReady(page, at(route));
      await untilIdle(page);
      expect(asked, route).toEqual([]);

      // Not metered: the tap downloads at once, its progress out of the size asked first.
      await page.getByRole('button', { name: t.keepOffline, exact: true }).click();
      await expect(page.getByText(t.keptOffline)).toBeVisible({ timeout: 20_000 });
      const total = files.reduce((n, f) => n + bytesOf(f), 0);
      expect(await stored(page, 'kept')).toEqual(
        expect.arrayContaining([expect.objectContaining({ id, bytes: total })]),
      );
      expect(asked.slice(0, files.length).sort(), route).toEqual(heads(files));
      expect(asked.slice(files.length), route).toEqual(files.map((f) => `GET ${f}`));
    }
  },
);
