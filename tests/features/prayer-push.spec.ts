// Web Push on the prayer page /4: the switch "notify me at each prayer, even when the app is
// closed", each state it can be in, and what the page tells the server. A push subscription
// belongs to an active subscriber: every call names the uid, the server refuses anyone else, and
// leaving the service (or lapsing) turns push off in the browser too.
// Two stand-ins, as this machine allows no better (tests/support/push-service.ts): the browser's
// pushManager.subscribe() cannot reach a vendor's push service, so PushManager is replaced with a
// subscription holding keys the test made. The three calls go to the reference server (and what
// it stored is read back from its dev route), except where a test gives one of them a fault.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Strings } from '../../src/i18n/index.ts';
import {
  test,
  expect,
  expectAccessible,
  inFullBrowser,
  onlyIn,
  seedSubscriber,
  uniqueUid,
  inOneLocale,
} from '../support/fixtures.ts';
import { controlled } from '../support/media-helpers.ts';
import { Chrome } from '../support/pages/chrome.ts';
import { PrayerPage } from '../support/pages/prayer.ts';
import { PARIS, choosePlace, parisAnswer } from '../support/prayer-answers.ts';
import { TEST_ENDPOINT, browserSubscribed, pushApi, standInPushManager, testKeys } from '../support/push-service.ts';
import { stored } from '../support/storage.ts';
import { versePushPath } from '../../src/shared/routes.ts';

const NOW = new Date('2026-03-01T09:00:00Z');
const PARIS_TITLE = { fr: 'Paris, France', en: 'Paris, France', ar: 'Paris، فرنسا' } as const;
const ALL = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'];
// What openReady opens the page as (tests/support/media-helpers.ts), unless a test brings its own.
const DEMO_UID = 'demo-active';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/**
 * How long a tap on the switch may take to turn it on: two calls (pushKey, pushSubscription) and
 * the worker's subscribe, each a second or more on a loaded machine. The tests that are not about a
 * tap before the worker came wait for it first (controlled): the page's own wait for it is 10 s,
 * which a loaded machine's precaching can pass.
 */
const TURNED_ON = { timeout: 15_000 };

test.use({ timezoneId: 'Europe/Paris', serviceWorkers: 'allow' });
inFullBrowser();
test.setTimeout(60_000);

test.beforeEach(async ({ page, appLocale }) => {
  await page.clock.setFixedTime(NOW);
  await page.route('**/api/salatTimings', (route) => route.fulfill({ json: parisAnswer(appLocale) }));
  await choosePlace(page, PARIS);
});

test.describe('permission granted', () => {
  test.use({ permissions: ['notifications'] });

  test('off until tapped; on, it sends the place, language and prayers; a prayer unticked is sent again; off unsubscribes both sides', async ({
    page,
    at,
    appLocale,
    request,
    t,
  }) => {
    const { keys, endpoint } = await ownEndpoint(page, appLocale);
    const api = await pushApi(page);
    const prayer = new PrayerPage(page, t);
    await prayer.open(at);

    await expect(prayer.pushSwitch).not.toBeChecked();
    await expect(prayer.pushPrayers).toHaveCount(0);
    expect(api.sent.map((s) => s.call)).toEqual(['pushKey']);
    await expectAccessible(page);
    await expect(prayer.pushOption).toHaveScreenshot('push-off.png');

    const saved = page.waitForRequest('**/api/pushSubscription', { timeout: 15_000 });
    await prayer.pushSwitch.click();
    expect((await saved).postDataJSON()).toEqual({
      uid: DEMO_UID,
      subscription: { endpoint, keys },
      place: { ...PARIS_PLACE, name: PARIS_TITLE[appLocale] },
      lang: appLocale,
      prayers: ALL,
      verseHour: null,
    });
    await expect(prayer.pushSwitch).toBeChecked();
    await expect(prayer.pushPrayers.getByRole('checkbox')).toHaveCount(5);
    await expect(prayer.pushPrayers.getByRole('checkbox', { checked: true })).toHaveCount(5);
    await expectAccessible(page);
    await expect(prayer.pushOption).toHaveScreenshot('push-on.png');

    const resent = page.waitForRequest('**/api/pushSubscription', { timeout: 15_000 });
    await prayer.pushPrayers.getByRole('checkbox').nth(2).uncheck();
    expect((await resent).postDataJSON()).toMatchObject({ prayers: ['fajr', 'dhuhr', 'maghrib', 'isha'] });

    // The reference server keeps it, with the prayers now chosen, and its next prayer to send.
    const held = () => serverHolds(request, endpoint);
    await expect.poll(async () => (await held())[0]?.prayers, { timeout: 10_000 }).toBe('fajr,dhuhr,maghrib,isha');
    expect((await held())[0]).toMatchObject({
      lang: appLocale,
      place_name: PARIS_TITLE[appLocale],
      time_zone: 'Europe/Paris',
      verse_hour: null,
    });

    // The verse of the day too, at an hour picked: at 07:00 first, then at 21:00.
    await expect(prayer.pushVerseHour).toHaveCount(0);
    const verse = page.waitForRequest('**/api/pushSubscription', { timeout: 15_000 });
    await prayer.pushVerse.check();
    expect((await verse).postDataJSON()).toMatchObject({ prayers: ['fajr', 'dhuhr', 'maghrib', 'isha'], verseHour: 7 });
    await expect(prayer.pushVerseHour).toHaveValue('7');
    const evening = page.waitForRequest('**/api/pushSubscription', { timeout: 15_000 });
    await prayer.pushVerseHour.selectOption('21');
    expect((await evening).postDataJSON()).toMatchObject({ verseHour: 21 });
    await expect.poll(async () => (await held())[0]?.verse_hour, { timeout: 10_000 }).toBe(21);
    // Each choice a fingertip's target, as the switch (the page's rule: 44 × 44 px at least).
    for (const target of await prayer.pushOption.locator('input, select').all()) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await expectAccessible(page);
    await expect(prayer.pushOption).toHaveScreenshot('push-verse.png');

    // With the verse asked for, no prayer at all is a choice; the verse is then the last and stays.
    for (const n of [0, 1, 3, 4]) await prayer.pushPrayers.getByRole('checkbox').nth(n).uncheck();
    await expect.poll(async () => (await held())[0]?.prayers, { timeout: 10_000 }).toBe('');
    await expect(prayer.pushVerse).toBeDisabled();
    await expect(prayer.pushVerse).toBeChecked();

    const gone = page.waitForRequest('**/api/pushUnsubscribe', { timeout: 15_000 });
    await prayer.pushSwitch.click();
    expect((await gone).postDataJSON()).toEqual({ uid: DEMO_UID, endpoint });
    await expect(prayer.pushSwitch).not.toBeChecked();
    expect(await browserSubscribed(page)).toBe(false);
    await expect.poll(async () => (await held()).length, { timeout: 10_000 }).toBe(0);
  });

  test('from home’s verse card, the verse alone: ticked while push is off, it comes on for the verse only', async ({
    page,
    at,
    appLocale,
    request,
    t,
  }) => {
    const { endpoint } = await ownEndpoint(page, `verse-${appLocale}`);
    const prayer = new PrayerPage(page, t);
    await prayer.open(at);
    await page.goto(at(versePushPath()));
    await expect(prayer.pushVerse).toBeInViewport({ timeout: 15_000 });
    await expect(prayer.pushSwitch).not.toBeChecked();

    const saved = page.waitForRequest('**/api/pushSubscription', { timeout: 15_000 });
    await prayer.pushVerse.check();
    expect((await saved).postDataJSON()).toMatchObject({ prayers: [], verseHour: 7, lang: appLocale });
    await expect(prayer.pushSwitch).toBeChecked(TURNED_ON);
    await expect(prayer.pushPrayers.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(prayer.pushVerse).toBeChecked();
    await expect(prayer.pushVerseHour).toHaveValue('7');
    await expect
      .poll(async () => (await serverHolds(request, endpoint))[0], { timeout: 10_000 })
      .toMatchObject({
        prayers: '',
        verse_hour: 7,
        prayer: 'verse',
      });
  });

  test(
    'a new place, or a page in another language, sends the subscription again with it',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await standInPushManager(page);
      const api = await pushApi(page);
      const prayer = new PrayerPage(page, t);
      await prayer.open(at);
      // Read from the routes' log: once the worker controls the page, its requests pass through it.
      const subscriptions = () => api.sent.filter((s) => s.call === 'pushSubscription').map((s) => s.body);
      await controlled(page);
      await prayer.pushSwitch.click();
      await expect(prayer.pushSwitch).toBeChecked(TURNED_ON);
      await expect.poll(() => subscriptions().length, { timeout: 15_000 }).toBe(1);

      const lyon = { ...PARIS, name: 'Lyon', latitude: 45.764, longitude: 4.835, method: 'Egyptian' };
      // Chosen in another visit: written after choosePlace's own script, from the next load on.
      await page.addInitScript((p) => {
        if (sessionStorage.getItem('test:moved')) localStorage.setItem('prayerPlace', JSON.stringify(p));
      }, lyon);
      await page.evaluate(() => sessionStorage.setItem('test:moved', '1'));
      await page.reload();
      await expect.poll(() => subscriptions().length, { timeout: 15_000 }).toBe(2);
      expect(subscriptions()[1]).toMatchObject({
        place: { latitude: 45.764, longitude: 4.835, method: 'Egyptian', timeZone: 'Europe/Paris' },
        lang: appLocale,
      });

      const other = appLocale === 'ar' ? 'en' : 'ar';
      await page.goto(`/${other}/4`);
      await expect.poll(() => subscriptions().length, { timeout: 15_000 }).toBe(3);
      expect(subscriptions()[2]).toMatchObject({ lang: other, place: { latitude: 45.764 } });
    },
  );

  test('offline, the tap says so and offers the calendar instead; the switch stays off', async ({
    page,
    at,
    t,
    context,
  }) => {
    await standInPushManager(page);
    const api = await pushApi(page);
    const prayer = new PrayerPage(page, t);
    await prayer.open(at);
    await expect(prayer.pushSwitch).toBeEnabled();
    await context.setOffline(true);
    api.answers.pushKey = 'offline';
    await prayer.pushSwitch.click();
    await expect(page.getByRole('alert')).toHaveText(t.pushOffline);
    await expect(prayer.pushSwitch).not.toBeChecked();
    await expect(page.getByRole('button', { name: t.addToCalendar })).toBeVisible();
    await expectAccessible(page);
    await expect(prayer.pushOption).toHaveScreenshot('push-offline.png');
  });

  test('an operator without push (404) shows no push option at all', inOneLocale, async ({ page, at, t }) => {
    await standInPushManager(page);
    const api = await pushApi(page, { pushKey: 404 });
    const prayer = new PrayerPage(page, t);
    await prayer.open(at);
    await expect(prayer.alertSwitch).toBeVisible();
    await expect.poll(() => api.sent.length, { timeout: 10_000 }).toBe(1);
    await expect(prayer.pushSwitch).toHaveCount(0);
    await expect(page.getByText(t.pushNote)).toHaveCount(0);
  });

  for (const [call, answer] of [
    ['pushKey', 500],
    ['pushKey', 'malformed'],
    ['pushSubscription', 500],
    ['pushSubscription', 'malformed'],
    ['pushSubscription', 'never'],
  ] as const) {
    test(
      `${call} answering ${answer}: says it could not, leaves the switch off and nothing subscribed`,
      onlyIn('fr'),
      async ({ page, at, t }) => {
        await standInPushManager(page);
        const api = await pushApi(page);
        const prayer = new PrayerPage(page, t);
        await prayer.open(at);
        await expect(prayer.pushSwitch).toBeEnabled();
        // The worker in place first (TURNED_ON), so that the wait is the call's own.
        await controlled(page);
        api.answers[call] = answer;
        await prayer.pushSwitch.click();
        // The app's own request timeout (8 s) ends a call never answered.
        await expect(page.getByRole('alert')).toHaveText(t.pushFailed, { timeout: 15_000 });
        await expect(prayer.pushSwitch).not.toBeChecked();
        expect(await browserSubscribed(page)).toBe(false);
      },
    );
  }
});

test.describe('push belongs to an active subscriber', () => {
  test.use({ permissions: ['notifications'] });

  /** A subscriber of the test's own (unsubscribing or lapsing must not touch the demo's), on /4, with an endpoint of its own. */
  async function openAsOwnSubscriber(
    page: Page,
    request: APIRequestContext,
    at: (route: string) => string,
    t: Strings,
    prefix: string,
  ) {
    const uid = uniqueUid(prefix);
    await seedSubscriber(request, uid, 'active');
    const keys = testKeys();
    const endpoint = `${TEST_ENDPOINT}-${uid}`;
    await standInPushManager(page, keys, endpoint);
    const api = await pushApi(page);
    const prayer = new PrayerPage(page, t);
    await prayer.open(at, uid);
    await expect(prayer.pushSwitch).toBeEnabled();
    // The worker in place first (TURNED_ON): these tests are about whose subscription it is.
    await controlled(page);
    return { uid, endpoint, api, prayer };
  }

  /** Push turned on, and the server holding it. */
  async function turnOn(prayer: PrayerPage, request: APIRequestContext, endpoint: string): Promise<void> {
    await prayer.pushSwitch.click();
    await expect(prayer.pushSwitch).toBeChecked(TURNED_ON);
    await expect.poll(async () => (await serverHolds(request, endpoint)).length, { timeout: 10_000 }).toBe(1);
  }

  test('a subscriber no longer active taps the switch: told notifications are for active subscribers; off, nothing left in the browser', async ({
    page,
    at,
    request,
    t,
  }) => {
    const { uid, endpoint, api, prayer } = await openAsOwnSubscriber(page, request, at, t, 'push-lapsed');
    // Lapsed since the page's check: the server alone knows, and answers 403.
    await seedSubscriber(request, uid, 'inactive');
    await prayer.pushSwitch.click();
    await expect(page.getByRole('alert')).toHaveText(t.pushNotSubscribed, { timeout: 15_000 });
    const asked = api.sent.filter((s) => s.call === 'pushSubscription').map((s) => s.body);
    expect(asked).toEqual([expect.objectContaining({ uid, subscription: expect.objectContaining({ endpoint }) })]);
    await expect(prayer.pushSwitch).not.toBeChecked();
    await expect(prayer.pushPrayers).toHaveCount(0);
    expect(await browserSubscribed(page)).toBe(false);
    expect(await stored(page, 'prayerPush')).toBeNull();
    expect(await serverHolds(request, endpoint)).toEqual([]);
    await expectAccessible(page);
    await expect(prayer.pushOption).toHaveScreenshot('push-not-subscribed.png');
  });

  test('unsubscribing from the service with push on: the confirmation says notifications are off too, and none is left on either side', async ({
    page,
    at,
    request,
    t,
  }) => {
    const { endpoint, api, prayer } = await openAsOwnSubscriber(page, request, at, t, 'push-leave');
    await turnOn(prayer, request, endpoint);
    const chrome = new Chrome(page, t);
    await (await chrome.startUnsubscribe()).getByRole('button', { name: t.yes }).click();
    const done = chrome.unsubscribeDialog;
    await expect(done.getByText(t.unsubscribePushOff)).toBeVisible();
    expect(await browserSubscribed(page)).toBe(false);
    expect(await stored(page, 'prayerPush')).toMatchObject({ on: false, sent: null });
    // The server dropped its side with the subscription: the page had nothing to ask.
    expect(api.sent.map((s) => s.call)).not.toContain('pushUnsubscribe');
    await expect.poll(async () => (await serverHolds(request, endpoint)).length, { timeout: 10_000 }).toBe(0);
    await expectAccessible(page);
    await expect(done).toHaveScreenshot('unsubscribed-push-off.png');
    await done.getByRole('button', { name: t.okay }).click();
    await expect(done).toBeHidden();
    expect(await browserSubscribed(page)).toBe(false);
  });

  test(
    'a check finding the subscriber no longer active: the browser lets its push subscription go, without a word to the server',
    onlyIn('ar'),
    async ({ page, at, request, t }) => {
      const { uid, endpoint, api, prayer } = await openAsOwnSubscriber(page, request, at, t, 'push-check');
      await turnOn(prayer, request, endpoint);
      await seedSubscriber(request, uid, 'inactive');
      await page.reload();
      await expect.poll(() => browserSubscribed(page), { timeout: 10_000 }).toBe(false);
      expect(await stored(page, 'prayerPush')).toMatchObject({ on: false, sent: null });
      expect(api.sent.map((s) => s.call)).not.toContain('pushUnsubscribe');
      // The check itself made the server drop its side.
      await expect.poll(async () => (await serverHolds(request, endpoint)).length, { timeout: 10_000 }).toBe(0);
    },
  );
});

test.describe('turning off while the server fails', () => {
  test.use({ permissions: ['notifications'] });
  test(
    'pushUnsubscribe answering 500: the browser lets go all the same, the switch is off (the server drops the endpoint at its next 410)',
    onlyIn('en'),
    async ({ page, at, t }) => {
      await standInPushManager(page);
      const api = await pushApi(page);
      const prayer = new PrayerPage(page, t);
      await prayer.open(at);
      await controlled(page);
      await prayer.pushSwitch.click();
      await expect(prayer.pushSwitch).toBeChecked(TURNED_ON);
      api.answers.pushUnsubscribe = 500;
      const gone = page.waitForRequest('**/api/pushUnsubscribe', { timeout: 15_000 });
      await prayer.pushSwitch.click();
      await gone;
      await expect(prayer.pushSwitch).not.toBeChecked();
      expect(await browserSubscribed(page)).toBe(false);
    },
  );
});

test.describe('where push cannot work, the page says why and what to do instead', () => {
  test('permission refused: how to allow it again, and the calendar', async ({ page, at, t }) => {
    await standInPushManager(page);
    await pushApi(page);
    const prayer = new PrayerPage(page, t);
    await prayer.open(at);
    await prayer.pushSwitch.click();
    await expect(page.getByRole('alert')).toHaveText(t.pushDenied);
    await expect(prayer.pushSwitch).not.toBeChecked();
    await expect(page.getByRole('button', { name: t.addToCalendar })).toBeVisible();
    await expectAccessible(page);
    await expect(prayer.pushOption).toHaveScreenshot('push-refused.png');
  });

  test('a browser without PushManager: not supported, the calendar instead', async ({ page, at, t }) => {
    await page.addInitScript(() => delete (window as { PushManager?: unknown }).PushManager);
    await pushApi(page);
    const prayer = new PrayerPage(page, t);
    await prayer.open(at);
    await expect(page.getByRole('alert')).toHaveText(t.pushUnsupported);
    await expect(prayer.pushSwitch).toBeDisabled();
    await expectAccessible(page);
    await expect(prayer.pushOption).toHaveScreenshot('push-unsupported.png');
  });

  test.describe('iPhone, in Safari rather than from the home screen', () => {
    test.use({ userAgent: IPHONE });
    test('is told to add the app to the home screen first', async ({ page, at, t }) => {
      await pushApi(page);
      const prayer = new PrayerPage(page, t);
      await prayer.open(at);
      await expect(page.getByRole('alert')).toHaveText(t.pushIosInstall);
      await expect(prayer.pushSwitch).toBeDisabled();
      await expectAccessible(page);
      await expect(prayer.pushOption).toHaveScreenshot('push-ios.png');
    });
  });
});

/** What the reference server holds for `endpoint` (its dev route lists every push subscription). */
/** A subscription of the test's own: the locales run side by side against one server, which keeps each by its endpoint. */
async function ownEndpoint(page: Page, name: string): Promise<{ keys: ReturnType<typeof testKeys>; endpoint: string }> {
  const keys = testKeys();
  const endpoint = `${TEST_ENDPOINT}-${name}-${keys.auth}`;
  await standInPushManager(page, keys, endpoint);
  return { keys, endpoint };
}

async function serverHolds(request: APIRequestContext, endpoint: string): Promise<Record<string, unknown>[]> {
  const listed = (await (await request.get('/__dev/push')).json()) as { subscriptions: Record<string, unknown>[] };
  return listed.subscriptions.filter((s) => s.endpoint === endpoint);
}

const PARIS_PLACE = {
  latitude: PARIS.latitude,
  longitude: PARIS.longitude,
  timeZone: PARIS.timeZone,
  method: PARIS.method,
};
