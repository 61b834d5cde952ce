import { test, expect, expectAccessible } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { fontsReady } from '../support/quran-data.ts';
import names from '../../content/names.json' with { type: 'json' };

test.describe('99 names /5', () => {
  test('a plain list of the 99 names in the page language', async ({ page, at, appLocale }) => {
    await openReady(page, at('/5'));
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(99);
    const texts = await items.allTextContents();
    expect(new Set(texts).size).toBe(99);
    texts.forEach((text, i) => {
      expect(text).toContain(names[i].ar);
      if (appLocale !== 'ar') {
        expect(text).toContain(names[i].transliteration);
        expect(text).toContain(names[i][appLocale]);
      }
    });
    await expect(items.first().locator('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
  });

  test('looks right and is accessible', async ({ page, at }) => {
    test.setTimeout(60_000); // axe is slow on a busy 2-core machine
    await openReady(page, at('/5'));
    await fontsReady(page);
    await expect(page).toHaveScreenshot('names.png');
    await expectAccessible(page);
  });
});
