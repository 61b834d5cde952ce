import { test, expect, openAs, openAsNewSubscriber, localized, eventsOf, inOneLocale } from '../support/fixtures.ts';
import type { Locale } from '../../src/i18n/index.ts';
import tiles from '../../content/tiles.json' with { type: 'json' };
import type { Locator } from '@playwright/test';
import { Chrome } from '../support/pages/chrome.ts';

test.describe('app chrome', () => {
  test('header is hidden on home and shows back and the Islamic title elsewhere', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    await openAs(page, at('/'), 'demo-active');
    // Tiles are links in the HTML too: the hash leaving the address bar says startup has run.
    await expect(page).not.toHaveURL(/uid=/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('link', { name: tiles[7].title[appLocale] }).click();
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(header.getByText('إسلامي')).toHaveAttribute('lang', 'ar');
    await expect(header.getByRole('link', { name: t.back })).toHaveAttribute('href', at('/').replace(/\/$/, '') || '/');
  });

  test('page direction and language follow the locale', async ({ page, at, appLocale }) => {
    await page.goto(at('/'));
    await expect(page.locator('html')).toHaveAttribute('lang', appLocale);
    await expect(page.locator('html')).toHaveAttribute('dir', appLocale === 'ar' ? 'rtl' : 'ltr');
    const width = await page.locator('.app').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(500);
  });

  test('side menu and dialogs: focus moves in, Escape closes, focus returns', async ({ page, at, t }) => {
    await openAs(page, at('/2'), 'demo-active');
    const chrome = new Chrome(page, t);
    const menu = await chrome.openMenu();
    await expect(menu.getByRole('link', { name: t.search })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(chrome.menuButton).toBeFocused();
  });

  test('the side menu slides from the side of its button, in both directions', async ({ page, at, t }) => {
    await openAs(page, at('/2'), 'demo-active');
    const chrome = new Chrome(page, t);
    const button = await chrome.menuButton.boundingBox();
    const menu = await (await chrome.openMenu()).boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    const center = (box: { x: number; width: number } | null) => (box ? box.x + box.width / 2 : NaN);
    // Both on the same half of the screen: the button's end (right in fr/en, left in ar).
    expect(center(button) > width / 2).toBe(center(menu) > width / 2);
  });

  test('unsubscribe, then No, keeps the subscription', inOneLocale, async ({ page, at, request, t }) => {
    const uid = await openAsNewSubscriber(page, request, at('/2'), 'keep');
    const chrome = new Chrome(page, t);
    const confirm = await chrome.startUnsubscribe();
    await expect(confirm).toContainText(t.unsubscribeConfirm);
    await expect(chrome.menu).toBeHidden();
    await confirm.getByRole('button', { name: t.no }).click();
    await expect(confirm).toBeHidden();
    const check = await request.post('/api/checkSub', {
      data: { uid },
      headers: { Authorization: `Basic ${Buffer.from('nour-web:public-web-client').toString('base64')}` },
    });
    expect((await check.json()).subStatus).toBe('active');
  });

  test(
    'unsubscribe, then Yes, ends the subscription and the user becomes new',
    inOneLocale,
    async ({ page, at, appLocale, request, t }) => {
      await openAsNewSubscriber(page, request, at('/2'), 'leave');
      const chrome = new Chrome(page, t);
      await (await chrome.startUnsubscribe()).getByRole('button', { name: t.yes }).click();
      const done = chrome.unsubscribeDialog;
      await expect(done.getByRole('button', { name: t.okay })).toBeVisible();
      await done.getByRole('button', { name: t.okay }).click();
      await expect(page).toHaveURL(new RegExp(`${at('/').replace(/\/$/, '')}/?$`));
      await expect(page.getByRole('button', { name: tiles[0].title[appLocale] })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('subStatus'))).toBe('"new"');
      const deviceId = await page.evaluate(() => JSON.parse(localStorage.getItem('deviceId') ?? 'null'));
      await expect
        .poll(async () => (await eventsOf(request, deviceId)).map((e) => `${e.event}:${e.sub_event}`))
        .toContain('unsub:success');
    },
  );

  // "Oops – no subscription found" after unsubscribing: two posts had left in the same millisecond,
  // and the server answered the second after the first had ended the subscription.
  const TAPS = {
    'a double tap': (yes: Locator) => yes.dblclick(),
    // Both in one task, before React has taken the dialog away: what Enter and a tap can do.
    'two taps before the dialog goes': (yes: Locator) =>
      yes.evaluate((button: HTMLElement) => {
        button.click();
        button.click();
      }),
  };
  for (const [taps, tap] of Object.entries(TAPS)) {
    test(
      `${taps} on Yes unsubscribes once: one post, and no "no subscription found"`,
      inOneLocale,
      async ({ page, at, request, t }) => {
        await openAsNewSubscriber(page, request, at('/2'), 'twice');
        const posts: string[] = [];
        page.on('request', (r) => {
          if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/unsubscribe') posts.push(r.url());
        });
        const chrome = new Chrome(page, t);
        await tap((await chrome.startUnsubscribe()).getByRole('button', { name: t.yes }));
        await expect(chrome.unsubscribeDialog.getByRole('button', { name: t.okay })).toBeVisible();
        // A second post would be answered after the first: give it the time to come and say so.
        await page.waitForTimeout(1_000);
        expect(posts).toHaveLength(1);
        await expect(page.getByRole('dialog', { name: t.oops })).toHaveCount(0);
        await expect(chrome.unsubscribeDialog.getByRole('button', { name: t.okay })).toBeVisible();
      },
    );
  }

  test('changing language stores it, loads the twin page and sends the new Language header', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    const next: Locale = appLocale === 'en' ? 'ar' : 'en';
    await openAs(page, at('/2'), 'demo-active');
    const languages = await new Chrome(page, t).openLanguages();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/checkSub'));
    await languages.getByRole('button', { name: next === 'en' ? 'English' : 'العربية' }).click();
    const request = await sent;
    expect(request.headers()['language']).toBe(next);
    await expect(page).toHaveURL(new RegExp(`${localized(next, '/2')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', next);
    expect(await page.evaluate(() => localStorage.getItem('themeLang'))).toBe(JSON.stringify(next));
    // The stored choice wins over the URL on the next visit.
    await page.goto(at('/2'));
    await expect(page).toHaveURL(new RegExp(`${localized(next, '/2')}$`));
  });
});
