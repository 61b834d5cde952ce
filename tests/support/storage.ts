// What a test reads from or does to the phone's storage, as the page itself would.
import type { Page } from '@playwright/test';

/** The value stored under `key`, parsed (null when there is none). */
export const stored = (page: Page, key: string): Promise<unknown> =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

/** Fills this origin's localStorage until the browser throws its quota error on a single character. */
export async function fillStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    let size = 1 << 20;
    let i = 0;
    while (size >= 1) {
      try {
        localStorage.setItem(`filler-${i++}`, 'x'.repeat(size));
      } catch {
        size = Math.floor(size / 2);
      }
    }
    // Each key's name counts too: the last few characters go to one-character names.
    for (let c = 0x4e00; ; c++) {
      try {
        localStorage.setItem(String.fromCharCode(c), '');
      } catch {
        break;
      }
    }
  });
}
