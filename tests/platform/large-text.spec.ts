// A phone at 200 % text (issue 45, point 10): the browser's default text size doubled, as the
// phone's accessibility setting does, so 1rem is 32 px in the styles and in their media queries.
import type { Locator, Page } from '@playwright/test';
import { test, expect, openAs } from '../support/fixtures.ts';
import { fontsReady } from '../support/quran-data.ts';

async function doubleText(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

type Box = { x: number; y: number; width: number; height: number };
const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** The boxes of the glyphs of the verses' text (Arabic and translation) on screen. */
function verseGlyphs(page: Page): Promise<Box[]> {
  return page.locator('.verses').evaluate((list) => {
    const boxes: Box[] = [];
    for (const p of list.querySelectorAll('p')) {
      const range = document.createRange();
      range.selectNodeContents(p);
      for (const r of range.getClientRects()) {
        if (r.bottom > 0 && r.top < innerHeight) boxes.push({ x: r.x, y: r.y, width: r.width, height: r.height });
      }
    }
    return boxes;
  });
}

const sizes = [
  { width: 412, height: 915 },
  { width: 320, height: 640 },
];

test.describe('at 200 % text', () => {
  for (const size of sizes) {
    test(`${size.width}×${size.height}: the reading settings' Aa stays in reach and covers no word of a verse`, async ({
      page,
      at,
      t,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(size);
      await doubleText(page);
      await openAs(page, at('/quran_detail/2'), 'demo-active');
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
      await fontsReady(page);
      const aa = page.getByRole('button', { name: t.readingSettings });
      for (const verse of [20, 21, 102]) {
        await page.locator(`#v${verse}`).scrollIntoViewIfNeeded();
        // Lines at every height of the screen pass under the corner: a step at a time down the verse.
        for (let step = 0; step < 6; step++) {
          await page.mouse.wheel(0, 37);
          await expect(aa).toBeInViewport();
          const button = (await aa.boundingBox())!;
          expect(button.y).toBeLessThan(10);
          for (const glyphs of await verseGlyphs(page)) expect(apart(glyphs, button), 'a word under the Aa').toBe(true);
        }
      }
    });

    test(`${size.width}×${size.height}: the tasbih's counter is on the first screen`, async ({ page, at, t }) => {
      await page.setViewportSize(size);
      await doubleText(page);
      await openAs(page, at('/tasbih'), 'demo-active');
      const target = page.getByRole('button', { name: t.tasbihTap });
      await expect(target).toBeInViewport();
      // The count itself is seen whole without scrolling, and a tap on it counts.
      const count: Locator = target.locator('.tasbih-count');
      await expect(count).toBeInViewport({ ratio: 1 });
      const box = (await count.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(count).not.toHaveText(/^[0٠]$/);
      // The choices are still there, below it.
      await expect(page.getByRole('combobox', { name: t.tasbihDhikr })).toBeAttached();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    });
  }

  test('the tasbih looks right', async ({ page, at }) => {
    await page.setViewportSize(sizes[0]);
    await doubleText(page);
    await openAs(page, at('/tasbih'), 'demo-active');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
    await fontsReady(page);
    await expect(page).toHaveScreenshot('tasbih-200.png');
  });
});
