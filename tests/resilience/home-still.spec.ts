// Nothing moves on a slow phone (issue 45, point 9): "Checking your subscription…" came with home's
// island, seconds after the first paint, and pushed the tiles down by a line, then up again when
// the answer came. Its room is in the HTML now.
import {
  test,
  expect,
  openAs,
  openAsNewSubscriber,
  uniqueUid,
  seedSubscriber,
  inOneLocale,
} from '../support/fixtures.ts';
import { holdRequests } from '../support/network.ts';
import tiles from '../../content/tiles.json' with { type: 'json' };

for (const width of [320, 412]) {
  test(`at ${width} px, an arriving subscriber's tiles stay where the first paint put them while the check runs`, async ({
    page,
    request,
    at,
    appLocale,
    t,
  }) => {
    await page.setViewportSize({ width, height: 915 });
    const uid = uniqueUid('still');
    await seedSubscriber(request, uid, 'active');
    // A slow phone on a slow link: the scripts and the check both come late, in that order.
    const releaseScripts = await holdRequests(page, '**/_astro/*.js');
    const releaseCheck = await holdRequests(page, '**/api/checkSub');
    await page.goto(`${at('/')}#uid=${uid}`, { waitUntil: 'domcontentloaded' });
    // The first and last tiles' tops, and whether the check's line shows, read at one instant: on a
    // busy machine the app's own 8 s limit on the held check may end it between two reads.
    const where = () =>
      page.evaluate(() => {
        const tiles = [...document.querySelectorAll('.tile-grid li')];
        const tops = [tiles[0], tiles.at(-1)].map((tile) => tile!.getBoundingClientRect().y);
        return { checking: document.querySelector('[role="status"]')?.textContent ?? null, tops };
      });
    const painted = await where();
    expect(painted.tops[0]).toBeGreaterThan(0);

    releaseScripts();
    const checking = page.getByRole('status');
    await expect(checking).toHaveText(t.checkingSubscription);
    expect(await where()).toEqual({ checking: t.checkingSubscription, tops: painted.tops });

    releaseCheck();
    await expect(page.getByRole('link', { name: tiles[1].title[appLocale] })).toBeVisible();
    await expect(checking).toHaveCount(0);
    expect(await where()).toEqual({ checking: null, tops: painted.tops });
  });
}

test(
  'a returning subscriber whose stored status is no longer active: the tiles do not move either',
  inOneLocale,
  async ({ page, at, t }) => {
    await openAs(page, at('/'), 'demo-inactive');
    await expect(page.getByRole('dialog', { name: t.oops })).toBeVisible();
    const releaseCheck = await holdRequests(page, '**/api/checkSub');
    await page.goto(at('/'), { waitUntil: 'domcontentloaded' });
    const firstTile = page.locator('.tile-grid li').first();
    const painted = (await firstTile.boundingBox())?.y;
    await expect(page.getByRole('status')).toHaveText(t.checkingSubscription);
    expect((await firstTile.boundingBox())?.y).toBe(painted);
    releaseCheck();
  },
);

test(
  "a returning subscriber's home hydrating before the app has read the stored status loads no visitor's panel",
  inOneLocale,
  async ({ page, request, at, t }) => {
    await openAsNewSubscriber(page, request, at('/'), 'first-island');
    await expect(page.getByRole('button', { name: t.menu })).toBeVisible();
    // Islands hydrate in any order on a busy phone: here home's own before the chrome's, which
    // reads the stored status. Before that read every visitor is "checking", a subscriber too.
    const releaseChrome = await holdRequests(page, '**/_astro/ChromeIsland.*.js');
    const panels: string[] = [];
    page.on('request', (r) => {
      if (/\/(StatePanel|GateScreen)\.[^/]+\.js$/.test(r.url())) panels.push(r.url());
    });
    await page.goto(at('/'), { waitUntil: 'domcontentloaded' });
    await expect(page.locator('astro-island[component-url*="HomeStatus"]:not([ssr])')).toHaveCount(1);
    await expect(page.getByRole('button', { name: t.subscribeAction })).toBeHidden();
    const checked = page.waitForResponse('**/api/checkSub', { timeout: 15_000 });
    releaseChrome();
    await expect(page.getByRole('button', { name: t.menu })).toBeVisible();
    await checked;
    expect(panels).toEqual([]);
    await expect(page.getByRole('button', { name: t.subscribeAction })).toBeHidden();
  },
);
