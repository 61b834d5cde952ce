import { test, expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';

// Every spec's accessibility check rests on expectAccessible: this keeps it able to fail.
test('the accessibility check fails on a nameless button and on faint text', inOneLocale, async ({ page, at }) => {
  await page.goto(at('/'));
  await page.locator('main').evaluate((main) => {
    const faint = Object.assign(document.createElement('p'), { textContent: 'faint' });
    faint.style.cssText = 'color: #eee; background: #fff';
    main.append(document.createElement('button'), faint);
  });
  await expect(expectAccessible(page)).rejects.toThrow(
    /button-name[\s\S]*color-contrast|color-contrast[\s\S]*button-name/,
  );
});
