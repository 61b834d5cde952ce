// What the kept-for-offline specs do alike: open a page under the service worker's control, keep
// an item through its download button, and find its row in the list on /bookmarks.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures.ts';
import { controlled, openReady } from './media-helpers.ts';
import type { Strings } from '../../src/i18n/index.ts';

/** Online, under the worker's control (which it takes on a first list page), on `route`. */
export async function openControlled(page: Page, route: string, at: (r: string) => string): Promise<void> {
  await openReady(page, at('/2'));
  await controlled(page);
  await openReady(page, at(route));
}

/**
 * Taps the download named `name` (its words: the size is asked at the tap) and waits for "Kept for
 * offline"; both states are snapshots (`<shot>keep-button.png`, `<shot>kept-button.png`), the kept
 * one checked by axe. Returns the kept line, to look for after a reload.
 */
export async function keepThrough(page: Page, t: Strings, name: string, shot = ''): Promise<Locator> {
  const download = page.getByRole('button', { name, exact: true });
  await expect(download).toBeVisible();
  await expect(download).toHaveScreenshot(`${shot}keep-button.png`);
  await download.click();
  const kept = page.getByText(t.keptOffline);
  // The files' sizes are asked first (the duas' 40, six at a time), then the files one by one.
  await expect(kept).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.keep-offline')).toHaveScreenshot(`${shot}kept-button.png`);
  await expectAccessible(page);
  return kept;
}

/** The kept list on /bookmarks, and the row of the item titled `title`. */
export function keptRow(page: Page, t: Strings, title: string): { list: Locator; row: Locator } {
  const list = page.getByRole('region', { name: t.keptTitle });
  return { list, row: list.getByRole('listitem').filter({ hasText: title }) };
}

/** The phone on a cellular (metered) connection, which headless Chromium never reports by itself. */
export async function onCellular(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ type: 'cellular', saveData: false, addEventListener() {}, removeEventListener() {} }),
    }),
  );
}
