// The tasbih page: one large target counting by touch and keyboard, rounds with a vibration and
// an announcement, the count kept across reloads, a reset that asks first, the ways in and the gate.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, openAs, inOneLocale } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { Chrome } from '../support/pages/chrome.ts';
import { fontsReady } from '../support/quran-data.ts';
import { stored } from '../support/storage.ts';
import { fill } from '../../src/lib/fill.ts';
import { formatNumber } from '../../src/i18n/index.ts';
import dhikr from '../../content/dhikr.json' with { type: 'json' };

/** navigator.vibrate, recorded: the count of calls and their patterns. */
async function recordVibrations(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { vibrations: unknown[] }).vibrations = calls;
    Object.defineProperty(navigator, 'vibrate', { value: (p: unknown) => (calls.push(p), true), configurable: true });
  });
}
const vibrations = (page: Page) => page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations);

test.describe('Tasbih /tasbih', () => {
  test('counts on the large target, a round of one’s own vibrates and is announced once; kept across reloads', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    await recordVibrations(page);
    await openReady(page, at('/tasbih'));
    const target = page.getByRole('button', { name: t.tasbihTap });
    const box = await target.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44 * 5);
    expect(box?.width).toBeGreaterThan(300);
    const first = dhikr[0];
    const arabic = page.getByRole('main').locator('[lang="ar"]', { hasText: first.ar });
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    if (appLocale !== 'ar') {
      await expect(page.getByRole('main')).toContainText(first.transliteration);
      await expect(page.getByRole('main')).toContainText(first.meaning[appLocale]);
    }

    await page.getByRole('radio', { name: t.tasbihCustom }).check();
    await page.getByRole('spinbutton', { name: t.tasbihCustomCount }).fill('3');
    for (let i = 0; i < 2; i++) await target.click();
    await expect(
      page.getByText(fill(t.tasbihOf, { n: formatNumber(appLocale, 2), size: formatNumber(appLocale, 3) })).first(),
    ).toBeAttached();
    // Taps are not announced: the live line is still empty.
    await expect(page.locator('.tasbih [aria-live="polite"]')).toHaveText('');
    expect(await vibrations(page)).toEqual([]);
    await target.click();
    await expect(page.locator('.tasbih [aria-live="polite"]')).toHaveText(fill(t.tasbihRoundDone, { n: 1, size: 3 }));
    expect(await vibrations(page)).toHaveLength(1);
    await target.click();
    expect(await vibrations(page)).toHaveLength(1);

    await page.reload();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.locator('.tasbih-count')).toHaveText(formatNumber(appLocale, 1));
    await expect(page.locator('.tasbih-rounds')).toHaveText(fill(t.tasbihRounds, { n: formatNumber(appLocale, 1) }));
    await expect(page.getByRole('spinbutton', { name: t.tasbihCustomCount })).toHaveValue('3');
    expect(await stored(page, 'tasbih')).toEqual({ dhikr: first.id, size: 3, counts: { [first.id]: 4 } });
  });

  test(
    'Space and Enter count from the keyboard; a held key counts once',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await openReady(page, at('/tasbih'));
      const target = page.getByRole('button', { name: t.tasbihTap });
      await target.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
      await expect(page.locator('.tasbih-count')).toHaveText(formatNumber(appLocale, 2));
      // A held Enter: the keyboard repeats it (Playwright marks the later downs repeat: true); one count.
      await page.keyboard.down('Enter');
      await page.keyboard.down('Enter');
      await page.keyboard.down('Enter');
      await page.keyboard.up('Enter');
      await expect(page.locator('.tasbih-count')).toHaveText(formatNumber(appLocale, 3));
      await expect(target).toBeFocused();
    },
  );

  test('reset asks first: No keeps the count, Yes sets it to zero', inOneLocale, async ({ page, at, appLocale, t }) => {
    await openReady(page, at('/tasbih'));
    const target = page.getByRole('button', { name: t.tasbihTap });
    for (let i = 0; i < 5; i++) await target.click();
    await page.getByRole('button', { name: t.tasbihReset }).click();
    const dialog = page.getByRole('dialog', { name: t.tasbihReset });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.no }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.tasbih-count')).toHaveText(formatNumber(appLocale, 5));
    await page.getByRole('button', { name: t.tasbihReset }).click();
    await dialog.getByRole('button', { name: t.yes }).click();
    await expect(page.locator('.tasbih-count')).toHaveText(formatNumber(appLocale, 0));
    expect(await stored(page, 'tasbih')).toMatchObject({ counts: { [dhikr[0].id]: 0 } });
  });

  test('looks right and is accessible', async ({ page, at }) => {
    test.setTimeout(60_000); // axe is slow on a busy 2-core machine
    await openReady(page, at('/tasbih'));
    await fontsReady(page);
    await expect(page).toHaveScreenshot('tasbih.png');
    await expectAccessible(page);
  });

  test('the side menu leads to it', inOneLocale, async ({ page, at, t }) => {
    await openAs(page, at('/2'), 'demo-active');
    await (await new Chrome(page, t).openMenu()).getByRole('link', { name: t.tasbih }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/tasbih')}$`));
    await expect(page.getByRole('button', { name: t.tasbihTap })).toBeVisible();
  });

  test('a new visitor sees what the page is, not the counter', inOneLocale, async ({ page, at, t }) => {
    await page.goto(at('/tasbih'));
    await expect(page.getByRole('heading', { level: 1, name: t.tasbih })).toBeVisible();
    await expect(page.getByText(t.pageNeedsSubscription)).toBeVisible();
    await expect(page.getByRole('button', { name: t.tasbihTap })).toBeHidden();
  });
});
