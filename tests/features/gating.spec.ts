import { expect, onlyIn, openAs, openAsNewSubscriber, uniqueUid } from '../support/fixtures.ts';
import { test } from '../support/pages/fixtures.ts';
import { holdRequests } from '../support/network.ts';
import { formatNumber } from '../../src/i18n/index.ts';
import { fill } from '../../src/lib/fill.ts';

test.describe('subscription gating', () => {
  test(
    'a new user is sent to subscribe and comes back verified, on the section tapped',
    onlyIn('fr'),
    async ({ page, at, gate }) => {
      await page.goto(at('/'));
      const tile = gate.tileButton(0);
      await expect(tile).toBeVisible();
      await expect(gate.tileLink(0)).toHaveCount(0);
      await tile.click();
      await expect(page).toHaveURL(/\/subscribe/);
      await gate.operatorSubscribe.click();
      await expect.poll(() => new URL(page.url()).hash).toBe('');
      await expect(page).toHaveURL(new RegExp(`${at('/1')}$`));
      await expect(gate.section(0)).toBeVisible();
      const uid = await page.evaluate(() => JSON.parse(localStorage.getItem('uid') ?? 'null'));
      expect(uid).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(await page.evaluate(() => document.cookie)).toContain(`uid=${uid}`);
    },
  );

  test(
    'a new user who opened a verse link comes back after subscribing to that verse',
    onlyIn('en'),
    async ({ page, at, gate }) => {
      await page.goto(`${at('/quran_detail/2')}#v255`);
      await gate.subscribeAction.click();
      await expect(page).toHaveURL(/\/subscribe/);
      await gate.operatorSubscribe.click();
      await expect(page).toHaveURL(`${at('/quran_detail/2')}#v255`);
      const verse = page.locator('[id="v255"]');
      await expect(verse).toBeVisible();
      await expect(verse).toBeInViewport();
    },
  );

  test(
    'a uid the operator does not know is sent to the subscription page',
    onlyIn('ar'),
    async ({ page, at, gate }) => {
      await openAs(page, at('/'), uniqueUid('stranger'));
      await expect(page).toHaveURL(/\/subscribe/);
      await expect(gate.operatorSubscribe).toBeVisible();
    },
  );

  test(
    'demo-active opens content, and the hash leaves the address bar',
    onlyIn('fr'),
    async ({ page, at, t, gate }) => {
      await openAs(page, at('/'), 'demo-active');
      const quran = gate.tileLink(1);
      // Tiles are links in the HTML too: the hash leaving the address bar says startup has run.
      await expect(page).not.toHaveURL(/uid=/);
      await expect(quran).toBeVisible();
      await quran.click();
      await expect(page).toHaveURL(new RegExp(`${at('/2')}$`));
      await expect(gate.section(1)).toBeVisible();
      await page.getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL(new RegExp(`${at('/').replace(/\/$/, '')}/?$`));
      await expect(gate.tileLink(1)).toBeVisible();
    },
  );

  test(
    'a subscriber who taps a section before the app has started keeps the link’s subscription',
    onlyIn('en'),
    async ({ page, at, appLocale, t, gate }) => {
      // The app's scripts held on the arrival page, as on a slow phone: only the HTML and its inline script run.
      // Those the arrival page asked for are gone with it when released.
      const release = await holdRequests(page, '**/_astro/**/*.js', (route) => route.continue().catch(() => {}));
      await openAs(page, at('/'), 'demo-active');
      await gate.tileLink(2).click();
      await expect(page).toHaveURL(new RegExp(`${at('/3')}$`));
      release();
      await expect(gate.section(2)).toBeVisible();
      await expect(
        page.getByRole('link', { name: new RegExp(`^${fill(t.duaName, { n: formatNumber(appLocale, 1) })} `) }),
      ).toBeVisible();
      await expect(gate.needsSubscription).toBeHidden();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('uid'))).toBe('"demo-active"');
      // Taken once: a later tab of the same link starts from its own hash, not from this note.
      expect(await page.evaluate(() => sessionStorage.getItem('arrivingUid'))).toBeNull();
    },
  );

  test(
    'demo-inactive sees the Oops modal with the server message, and tiles are locked',
    onlyIn('ar'),
    async ({ page, at, t, gate }) => {
      await openAs(page, at('/'), 'demo-inactive');
      const dialog = gate.oops;
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('paragraph')).not.toHaveText(t.somethingWrong);
      await gate.dismissOops();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(gate.title(1))).toBeVisible();
      await expect(gate.tileLink(1)).toHaveCount(0);
      await expect(gate.lockedTile(1)).toBeVisible();
    },
  );

  test('demo-failed sees the server message and stays unverified', onlyIn('fr'), async ({ page, at, gate }) => {
    await openAs(page, at('/'), 'demo-failed');
    const dialog = gate.oops;
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('paragraph')).not.toBeEmpty();
    await gate.dismissOops();
    await expect(gate.tileLink(1)).toHaveCount(0);
  });

  test(
    'an unverified visitor deep-linking to content is told what it is, not sent home',
    onlyIn('en'),
    async ({ page, at, gate }) => {
      await page.goto(at('/3'));
      await expect(gate.section(2)).toBeVisible();
      await expect(gate.needsSubscription).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${at('/3')}$`));
    },
  );

  test(
    'an inactive subscriber deep-linking to content gets the modal, and the page says why',
    onlyIn('ar'),
    async ({ page, at, gate }) => {
      await openAs(page, at('/4'), 'demo-inactive');
      await expect(gate.oops).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${at('/4')}$`));
      await gate.dismissOops();
      await expect(gate.inactiveNote).toBeVisible();
    },
  );

  test(
    'a verified subscriber reloading a content page sees it at once',
    onlyIn('fr'),
    async ({ page, at, request, t, gate }) => {
      await openAsNewSubscriber(page, request, at('/5'), 'reload');
      const heading = gate.section(4);
      await expect(heading).toBeVisible();
      // The menu appears once the server has said "active", which is then stored.
      await expect(page.getByRole('button', { name: t.menu })).toBeVisible();
      let checked = false;
      await page.route('**/api/checkSub', async (route) => {
        checked = true;
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.reload();
      // Visible while checkSub is still on its way: content comes from the stored status.
      await expect(heading).toBeVisible({ timeout: 1000 });
      await expect.poll(() => checked).toBe(true);
    },
  );
});

test.describe('a subscription check with no usable answer', () => {
  test(
    'a stored active subscriber keeps reading offline, and is checked again once back online',
    onlyIn('en'),
    async ({ page, context, at, request, t, gate }) => {
      await openAsNewSubscriber(page, request, at('/5'), 'offline');
      const heading = gate.section(4);
      await expect(heading).toBeVisible();
      await expect(page.getByRole('button', { name: t.menu })).toBeVisible();

      await page.route('**/api/checkSub', (route) => route.abort('internetdisconnected'));
      const failed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/checkSub'));
      await page.reload();
      await failed;
      await expect(heading).toBeVisible();
      await expect(gate.oops).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('subStatus'))).toBe('"active"');

      await page.unroute('**/api/checkSub');
      const rechecked = page.waitForResponse((r) => r.url().endsWith('/api/checkSub'));
      await context.setOffline(true);
      await context.setOffline(false);
      expect((await rechecked).ok()).toBe(true);
      await expect(heading).toBeVisible();
      await expect(gate.oops).toHaveCount(0);
    },
  );

  for (const [fault, answer] of [
    ['a 500', { status: 500, contentType: 'application/json', body: '{"error":"boom"}' }],
    ['a malformed answer', { status: 200, contentType: 'application/json', body: '{"status": "succ' }],
  ] as const) {
    test(
      `${fault} from checkSub does not sign out a stored active subscriber`,
      onlyIn('ar'),
      async ({ page, at, request, t, gate }) => {
        await openAsNewSubscriber(page, request, at('/5'), 'broken');
        await expect(page.getByRole('button', { name: t.menu })).toBeVisible();
        await page.route('**/api/checkSub', (route) => route.fulfill(answer));
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/checkSub'));
        await page.reload();
        await answered;
        await expect(gate.section(4)).toBeVisible();
        await expect(page.getByRole('button', { name: t.menu })).toBeVisible();
        await expect(gate.oops).toHaveCount(0);
      },
    );
  }

  test(
    'a visitor whose first check cannot reach the server sees no Oops, and is let in once online',
    onlyIn('fr'),
    async ({ page, context, at, t, gate }) => {
      await page.route('**/api/checkSub', (route) => route.abort('internetdisconnected'));
      const failed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/checkSub'));
      await openAs(page, at('/'), 'demo-active');
      await failed;
      await expect(page.getByText(gate.title(1))).toBeVisible();
      await expect(gate.tileLink(1)).toHaveCount(0);
      await expect(gate.oops).toHaveCount(0);
      await expect(page.getByRole('status')).toHaveCount(0);
      const note = page.getByRole('note');
      await expect(note).toHaveText(t.noConnection);

      await page.unroute('**/api/checkSub');
      await context.setOffline(true);
      await context.setOffline(false);
      await expect(gate.tileLink(1)).toBeVisible();
      await expect(note).toBeHidden();
    },
  );
});

test(
  'a new user whose app config failed once still reaches the subscription page',
  onlyIn('en'),
  async ({ page, at, gate }) => {
    let calls = 0;
    await page.route('**/api/appConfig', (route) => {
      calls += 1;
      return calls === 1 ? route.fulfill({ status: 500, body: '{"error":"boom"}' }) : route.continue();
    });
    const failed = page.waitForResponse((r) => r.url().endsWith('/api/appConfig') && r.status() === 500);
    await page.goto(at('/'));
    await failed;
    await gate.tileButton(0).click();
    await expect(page).toHaveURL(/\/subscribe/);
    expect(calls).toBeGreaterThan(1);
  },
);
