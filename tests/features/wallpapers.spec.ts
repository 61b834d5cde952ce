import { expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { test } from '../support/pages/fixtures.ts';
import sharp from 'sharp';

const THUMB = /\/_astro\/wallpaper_(\d+)\.[^/]+\.(avif|webp|jpg)$/;

test.describe('wallpapers /6', () => {
  test(
    'a two-column grid of 26 responsive thumbnails with fixed dimensions, the first row first, lazy below three rows',
    inOneLocale,
    async ({ page, at, walls }) => {
      const fetched = new Set<number>();
      page.on('request', (r) => {
        const m = THUMB.exec(new URL(r.url()).pathname);
        if (m) fetched.add(Number(m[1]));
      });
      await walls.open(at);
      // Links to their image, so a tap before the page's script is ready still shows it.
      const buttons = walls.thumbs;
      await expect(buttons).toHaveCount(26);
      for (const n of [1, 26]) await expect(buttons.nth(n - 1)).toHaveAccessibleName(walls.name(n));
      const images = walls.images;
      await expect(images).toHaveCount(26);
      const attrs = await images.evaluateAll((imgs) =>
        imgs.map((img) => [
          img.getAttribute('loading'),
          img.getAttribute('width'),
          img.getAttribute('height'),
          img.getAttribute('srcset') ? 'srcset' : '',
          img.getAttribute('fetchpriority') ?? 'auto',
        ]),
      );
      // On a slow link the first row does not share its bandwidth with the two rows under it.
      expect(new Set(attrs.slice(0, 2).map((a) => a.join(' ')))).toEqual(new Set(['eager 240 427 srcset high']));
      expect(new Set(attrs.slice(2, 6).map((a) => a.join(' ')))).toEqual(new Set(['eager 240 427 srcset low']));
      expect(new Set(attrs.slice(6).map((a) => a.join(' ')))).toEqual(new Set(['lazy 240 427 srcset auto']));
      const sources = await page
        .locator('main picture')
        .first()
        .locator('source')
        .evaluateAll((ss) => ss.map((s) => s.getAttribute('type')));
      expect(sources).toEqual(['image/avif', 'image/webp']);
      const [a, b] = await Promise.all([buttons.nth(0).boundingBox(), buttons.nth(1).boundingBox()]);
      expect(Math.abs(a!.y - b!.y)).toBeLessThan(1);
      // Only what is near the viewport loads; the last row waits until it is scrolled to.
      await page.waitForLoadState('load');
      expect(fetched.has(26)).toBe(false);
      expect(fetched.size).toBeLessThan(26);
      await buttons.nth(25).scrollIntoViewIfNeeded();
      await expect.poll(() => fetched.has(26)).toBe(true);
      await expect
        .poll(() => images.nth(25).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    },
  );

  test(
    'tapping one opens a 30rem preview; Close closes, Save downloads wallpaper_N.jpg at full size',
    inOneLocale,
    async ({ page, at, walls }) => {
      await walls.open(at);
      const thumb = walls.thumb(3);
      await thumb.click();
      const dialog = walls.preview(3);
      await expect(dialog).toBeVisible();
      const preview = walls.previewImage(3);
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect((await preview.boundingBox())!.height).toBeCloseTo(30 * 16, 0);

      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), walls.save(3).click()]);
      expect(download.suggestedFilename()).toBe('wallpaper_3.jpg');
      const meta = await sharp(await download.path()).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1920]);

      await walls.close(3).click();
      await expect(dialog).toBeHidden();
      await expect(thumb).toBeFocused();
      await walls.thumb(4).click();
      await expect(walls.preview(4)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(walls.dialogs).toHaveCount(0);
    },
  );

  test('looks right with its dialog open and is accessible', async ({ page, at, walls }) => {
    test.setTimeout(60_000); // axe is slow on a busy 2-core machine
    await walls.open(at);
    const visible = walls.images.filter({ visible: true });
    await expect
      .poll(() =>
        walls.images.evaluateAll((imgs) =>
          imgs
            .filter((img) => img.getBoundingClientRect().top < innerHeight)
            .every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
    await expect(visible.first()).toBeVisible();
    await expect(page).toHaveScreenshot('wallpapers.png');
    await walls.thumb(1).click();
    const dialog = walls.preview(1);
    await expect
      .poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page).toHaveScreenshot('wallpaper-dialog.png');
    await expectAccessible(page);
  });
});
