import type { Page } from '@playwright/test';
import {
  test,
  expect,
  openAs,
  openAsNewSubscriber,
  expectAccessible,
  seedSubscriber,
  uniqueUid,
  inOneLocale,
} from '../support/fixtures.ts';
import { ENDONYMS } from '../../src/i18n/index.ts';
import { strings } from '../../src/i18n/tables.ts';
import { fill } from '../../src/lib/fill.ts';
import { holdRequests } from '../support/network.ts';
import tiles from '../../content/tiles.json' with { type: 'json' };

const homeUrl = (at: (r: string) => string) => new RegExp(`${at('/').replace(/\/$/, '')}/?$`);

/** The stand-in operator page's button (server/routes/subscribe.ts), in each language. */
const OPERATOR_SUBSCRIBE = /S'abonner|Subscribe|اشترك/;

/** The operator no longer knows the uid: checkSub answers "new", as it does for a stranger. */
async function operatorForgets(page: Page) {
  await page.route('**/api/checkSub', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ status: 'success', subStatus: 'new', message: '', currentStatus: 'new', msisdn: '' }),
    }),
  );
}

/** The state panel's buttons, in the order they stand, and the one drawn as the main action. */
async function actions(page: Page) {
  const buttons = page.locator('.state-actions').getByRole('button');
  return {
    names: await buttons.allInnerTexts(),
    primary: await page.locator('.state-actions .state-primary').innerText(),
  };
}

test.describe('every subscription state leads somewhere', () => {
  test('a new visitor sees the sections locked, subscribes from a tile and lands on that section', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    // Home's Hijri date is the phone's: a fixed day keeps the picture still.
    await page.clock.setFixedTime(new Date('2026-03-01T09:30:00Z'));
    await page.goto(at('/'));
    await expect(page.getByText(t.sectionsNeedSubscription)).toBeVisible();
    await expect(page.getByRole('button', { name: t.subscribeAction, exact: true })).toBeVisible();
    const duas = page.getByRole('button', { name: `${tiles[2].title[appLocale]} ${t.locked}` });
    await expect(duas).toBeVisible();
    await expect(page.getByRole('link', { name: tiles[2].title[appLocale] })).toHaveCount(0);
    // The verse of the day comes last, from its own file: the picture waits for it.
    await expect(page.locator('.verse-day')).toBeVisible();
    await expect(page).toHaveScreenshot('home-locked.png', { fullPage: true });
    await expectAccessible(page);

    await duas.tap();
    await expect(page).toHaveURL(/\/subscribe/);
    await page.getByRole('button', { name: OPERATOR_SUBSCRIBE }).tap();
    // Back from the operator with a uid: the section asked for, not home.
    await expect(page).toHaveURL(new RegExp(`${at('/3')}$`));
    await expect(page.getByRole('heading', { level: 1, name: tiles[2].title[appLocale] })).toBeVisible();
    await expect(page.getByRole('button', { name: t.menu })).toBeVisible();
  });

  test('an inactive subscriber is told why, and can subscribe or check again', async ({
    page,
    at,
    appLocale,
    request,
    t,
  }) => {
    const uid = uniqueUid('lapsed');
    await seedSubscriber(request, uid, 'inactive');
    // Home's Hijri date is the phone's: a fixed day keeps the picture still.
    await page.clock.setFixedTime(new Date('2026-03-01T09:30:00Z'));
    await openAs(page, at('/'), uid);
    const oops = page.getByRole('dialog', { name: t.oops });
    await oops.getByRole('button', { name: t.okay }).tap();
    await expect(oops).toBeHidden();

    const panel = page.getByRole('heading', { level: 2, name: t.subscriptionInactive });
    await expect(panel).toBeVisible();
    const serverMessage = page.locator('.state-panel p').first();
    await expect(serverMessage).not.toBeEmpty();
    await expect(page.getByRole('button', { name: t.subscribeAction, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `${tiles[1].title[appLocale]} ${t.locked}` })).toBeVisible();
    // The verse of the day comes last, from its own file: the picture waits for it.
    await expect(page.locator('.verse-day')).toBeVisible();
    await expect(page).toHaveScreenshot('home-inactive.png', { fullPage: true, mask: [serverMessage] });
    await expectAccessible(page);

    // The next full load: the panel says it; the Oops is not raised again over it.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/checkSub'));
    await page.reload();
    await answered;
    // The modal would open in the very task the answer lands in: a few tasks later it would be there.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    await expect(panel).toBeVisible();
    await expect(oops).toBeHidden();

    // Checked again, still inactive: said on the page, no second modal.
    await page.getByRole('button', { name: t.retry }).tap();
    await expect(page.getByRole('status')).toHaveText(t.checkedStillInactive);
    await expect(oops).toBeHidden();

    // Renewed meanwhile: the next check opens the sections.
    await seedSubscriber(request, uid, 'active');
    await page.getByRole('button', { name: t.retry }).tap();
    await expect(page.getByRole('status')).toHaveText(t.subscriptionActiveNow);
    await expect(page.getByRole('link', { name: tiles[1].title[appLocale] })).toBeVisible();
    await expectAccessible(page);
  });

  test('a failed check shows the server message with the next steps, checking again first', async ({ page, at, t }) => {
    await openAs(page, at('/'), 'demo-failed');
    await page.getByRole('dialog', { name: t.oops }).getByRole('button', { name: t.okay }).tap();
    await expect(page.getByRole('heading', { level: 2, name: t.subscriptionCheckFailed })).toBeVisible();
    await expect(page.getByRole('button', { name: t.retry })).toBeVisible();
    await expect(page.getByRole('button', { name: t.subscribeAction, exact: true })).toBeVisible();
    // The check failed, not the subscription: a subscriber who pays is offered the check first.
    expect(await actions(page)).toEqual({ names: [t.retry, t.subscribeAction], primary: t.retry });
    const panel = page.locator('.state-panel');
    await expect(panel).toHaveScreenshot('failed-panel.png', { mask: [panel.locator('p').first()] });
    // The check fails the same way again: the page says so and keeps the way on.
    await page.getByRole('button', { name: t.retry }).tap();
    await expect(page.getByRole('status')).toHaveText(t.checkFailedAgain);
    await expectAccessible(page);
  });

  test('a subscriber whose subscription has ended is told so on the page, not sent away', async ({
    page,
    at,
    appLocale,
    request,
    t,
  }) => {
    test.setTimeout(60_000); // two reloads, a snapshot, axe and a trip to the operator on two shared cores
    await openAsNewSubscriber(page, request, at('/5'), 'ended');
    const names = page.getByRole('heading', { level: 1, name: tiles[4].title[appLocale] });
    await expect(page.getByRole('button', { name: t.menu })).toBeVisible();
    // Overnight the operator let the subscription go: the stored "active" opens the page, the check closes it.
    await operatorForgets(page);
    await page.reload();
    const ended = page.getByRole('heading', { level: 2, name: t.subscriptionEnded });
    await expect(ended).toBeVisible();
    await expect(names).toBeVisible();
    await expect(page.getByText(t.pageNeedsSubscription)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${at('/5')}$`));
    expect(await actions(page)).toEqual({ names: [t.subscribeAction, t.retry], primary: t.subscribeAction });
    await expect(page.getByRole('link', { name: t.homeLink })).toBeVisible();
    await expect(page).toHaveScreenshot('gate-ended.png');
    await expectAccessible(page);

    // The next visit too: the phone remembers that the subscription was theirs.
    await page.reload();
    await expect(ended).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${at('/5')}$`));

    // Subscribing again brings them back to the page.
    await page.unroute('**/api/checkSub');
    await page.getByRole('button', { name: t.subscribeAction, exact: true }).tap();
    await expect(page).toHaveURL(/\/subscribe/);
    await page.getByRole('button', { name: OPERATOR_SUBSCRIBE }).tap();
    await expect(page).toHaveURL(new RegExp(`${at('/5')}$`));
    await expect(ended).toBeHidden();
    await expect(page.getByRole('button', { name: t.menu })).toBeVisible();
  });

  test(
    'a subscriber the operator turned inactive is told the subscription has ended',
    inOneLocale,
    async ({ page, at, request, t }) => {
      const uid = await openAsNewSubscriber(page, request, at('/2'), 'ended-inactive');
      await expect(page.getByRole('button', { name: t.menu })).toBeVisible();
      await seedSubscriber(request, uid, 'inactive');
      await page.reload();
      // The spec's Oops with the operator's words, then the page says what it means and what to do.
      await page.getByRole('dialog', { name: t.oops }).getByRole('button', { name: t.okay }).tap();
      await expect(page.getByRole('heading', { level: 2, name: t.subscriptionEnded })).toBeVisible();
      expect(await actions(page)).toEqual({ names: [t.subscribeAction, t.retry], primary: t.subscribeAction });
      await expect(page).toHaveURL(new RegExp(`${at('/2')}$`));
    },
  );

  test('a uid that was never a subscriber here is still sent to subscribe', inOneLocale, async ({ page, at }) => {
    await openAs(page, at('/5'), uniqueUid('stranger'));
    await expect(page).toHaveURL(/\/subscribe/);
  });

  test('anyone can choose a language from home, subscribed or not', async ({ page, at, appLocale, t }) => {
    await page.goto(at('/'));
    // Named with the language's own punctuation (no French space before the colon in English or Arabic).
    await page.getByRole('button', { name: fill(t.languageIs, { name: ENDONYMS[appLocale] }), exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: t.changeLanguage });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    const next = appLocale === 'ar' ? { name: 'English', locale: 'en' } : { name: 'العربية', locale: 'ar' };
    await dialog.getByRole('button', { name: next.name }).tap();
    await expect(page).toHaveURL(new RegExp(`/${next.locale}/?$`));
    await expect(page.locator('html')).toHaveAttribute('lang', next.locale);
    await expect(page.getByText(strings(next.locale as 'en' | 'ar').sectionsNeedSubscription)).toBeVisible();
  });

  test('a new visitor on a shared surah link sees what it is and how to get it, then lands on it', async ({
    page,
    at,
    t,
  }) => {
    await page.goto(at('/quran_detail/2'));
    const title = (await page.title()).replace(/ · [^·]+$/, '');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(t.pageNeedsSubscription)).toBeVisible();
    await expect(page.getByRole('link', { name: t.homeLink })).toBeVisible();
    await expect(page.getByRole('list').filter({ has: page.locator('.verses li') })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${at('/quran_detail/2')}$`));
    await expect(page).toHaveScreenshot('gate-new.png');
    await expectAccessible(page);

    await page.getByRole('button', { name: t.subscribeAction, exact: true }).tap();
    await expect(page).toHaveURL(/\/subscribe/);
    await page.getByRole('button', { name: OPERATOR_SUBSCRIBE }).tap();
    await expect(page).toHaveURL(new RegExp(`${at('/quran_detail/2')}$`));
    await expect(page.locator('.verses li').first()).toBeVisible();
  });

  test('an inactive subscriber on a gated deep link never sees its content, and is not sent away', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    // Watches every frame from the first one for a surah row on screen.
    await page.addInitScript(() => {
      const w = window as unknown as { flashed: boolean };
      w.flashed = false;
      const look = () => {
        const row = document.querySelector('main a[href*="quran_detail"]');
        if (row?.checkVisibility({ visibilityProperty: true })) w.flashed = true;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await openAs(page, at('/2'), 'demo-inactive');
    await page.getByRole('dialog', { name: t.oops }).getByRole('button', { name: t.okay }).tap();
    await expect(page.getByRole('heading', { level: 2, name: t.subscriptionInactive })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: tiles[1].title[appLocale] })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${at('/2')}$`));
    expect(await page.evaluate(() => (window as unknown as { flashed: boolean }).flashed)).toBe(false);
    await expect(page).toHaveScreenshot('gate-inactive.png', { mask: [page.locator('.state-panel p').first()] });
    await expectAccessible(page);
    await page.getByRole('link', { name: t.homeLink }).tap();
    await expect(page).toHaveURL(homeUrl(at));
  });

  test(
    'a first visit from an SMS link keeps the tiles usable while the check runs',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      const release = await holdRequests(page, '**/api/checkSub');
      await openAs(page, at('/'), 'demo-active');
      await expect(page.getByRole('status')).toHaveText(t.checkingSubscription);
      // No full-screen loader over tiles that work: a tile is a link, on top, tappable.
      await expect(page.locator('.loader')).toHaveCount(0);
      const quran = page.getByRole('link', { name: tiles[1].title[appLocale] });
      await expect(quran).toBeVisible();
      release();
      await expect(page.getByRole('status')).toHaveCount(0);
      await quran.tap();
      await expect(page.getByRole('heading', { level: 1, name: tiles[1].title[appLocale] })).toBeVisible();
    },
  );

  test(
    'a new visitor on a slow first visit is told at once why the sections are locked: the tiles never move',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      // Scripts held back, as on a slow link: what shows is the HTML and its head script alone.
      const release = await holdRequests(page, '**/_astro/*.js');
      await page.goto(at('/'), { waitUntil: 'domcontentloaded' });
      const lead = page.getByText(t.sectionsNeedSubscription);
      await expect(lead).toBeVisible();
      const firstTile = page.locator('.tile-grid li').first();
      const before = await firstTile.boundingBox();
      release();
      // Once the islands run: the same panel, now live, and the tiles locked where they stood.
      await expect(page.getByRole('button', { name: `${tiles[0].title[appLocale]} ${t.locked}` })).toBeVisible();
      await expect(page.locator('.state-panel--early')).toHaveCount(0);
      await expect(lead).toBeVisible();
      expect((await firstTile.boundingBox())?.y).toBe(before?.y);
    },
  );

  test(
    'a returning subscriber sees no panel before the app starts, and none after',
    inOneLocale,
    async ({ page, at, appLocale }) => {
      await openAs(page, at('/'), 'demo-active');
      await expect(page.getByRole('link', { name: tiles[1].title[appLocale] })).toBeVisible();
      await page.reload();
      await expect(page.locator('html')).not.toHaveAttribute('data-visitor', /./);
      await expect(page.locator('.state-panel')).toBeHidden();
    },
  );
});
