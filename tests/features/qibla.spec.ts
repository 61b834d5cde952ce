// The Qibla page: the bearing from the prayer page's chosen place or the phone's position, the dial
// with and without a compass, the iOS permission asked only on a tap, the ways in, and the gate.
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, openAs, inOneLocale } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { PARIS, choosePlace } from '../support/prayer-answers.ts';
import { Chrome } from '../support/pages/chrome.ts';
import { fill } from '../../src/lib/fill.ts';
import { formatNumber } from '../../src/i18n/index.ts';
import { qiblaBearing, sunHint, sunPosition } from '../../src/components/qibla/qibla.ts';
import { northWords } from '../../src/components/qibla/qiblaWords.ts';
import { placeTitle } from '../../src/components/prayer/place/names.ts';

const NOW = new Date('2026-03-01T11:15:00Z');
/** Jakarta faces 295°: from North, the short way round is to the left. */
const JAKARTA = {
  ...PARIS,
  name: 'Jakarta',
  country: 'ID',
  latitude: -6.2088,
  longitude: 106.8456,
  timeZone: 'Asia/Jakarta',
  method: 'Singapore',
};

/**
 * /qibla for Paris, on a phone like iOS Safari: no absolute event, and a permission asked on a tap,
 * answered by `answer`. Returns the page's main region.
 */
async function openLikeIos(page: Page, at: (route: string) => string, answer: 'granted' | 'denied' | 'throws') {
  await page.addInitScript((answer) => {
    delete (window as { ondeviceorientationabsolute?: unknown }).ondeviceorientationabsolute;
    (window as unknown as { asked: number }).asked = 0;
    (DeviceOrientationEvent as unknown as { requestPermission: () => Promise<string> }).requestPermission = () => {
      (window as unknown as { asked: number }).asked += 1;
      if (answer === 'throws') throw new DOMException('Not allowed', 'NotAllowedError');
      return Promise.resolve(answer);
    };
  }, answer);
  await choosePlace(page, PARIS);
  await openReady(page, at('/qibla'));
  return page.getByRole('main');
}

/** iOS's reading: a relative alpha, and where the phone points in webkitCompassHeading. */
async function turnIphone(page: Page, heading: number) {
  await page.evaluate((heading) => {
    const event = new DeviceOrientationEvent('deviceorientation', { alpha: 5, beta: 0, gamma: 0 });
    Object.defineProperty(event, 'webkitCompassHeading', { value: heading });
    window.dispatchEvent(event);
  }, heading);
}
/** Where the arrow's Kaaba stands from the dial's centre, in screen pixels (x to the right, y down). */
async function kaabaOffset(page: Page): Promise<{ x: number; y: number }> {
  const dial = await page.locator('.qibla-dial').boundingBox();
  const kaaba = await page.locator('.qibla-kaaba').boundingBox();
  if (!dial || !kaaba) throw new Error('no dial or no arrow');
  return {
    x: kaaba.x + kaaba.width / 2 - (dial.x + dial.width / 2),
    y: kaaba.y + kaaba.height / 2 - (dial.y + dial.height / 2),
  };
}

/** The arrow on screen points along `degrees` clockwise from the top of the dial. */
async function expectArrowAt(page: Page, degrees: number) {
  const { x, y } = await kaabaOffset(page);
  const shown = ((Math.atan2(x, -y) * 180) / Math.PI + 360) % 360;
  const off = Math.abs(((shown - degrees + 540) % 360) - 180);
  expect(off, `arrow at ${shown.toFixed(1)}°, expected ${degrees}°`).toBeLessThan(3);
}

/** A synthetic absolute orientation event, as Chromium fires from a real compass (none here). */
async function turnPhone(page: Page, heading: number) {
  await page.evaluate(
    (alpha) => {
      window.dispatchEvent(
        new DeviceOrientationEvent('deviceorientationabsolute', { alpha, beta: 0, gamma: 0, absolute: true }),
      );
    },
    (360 - heading) % 360,
  );
}

const bearingText = (t: { qiblaBearing: string }, locale: 'fr' | 'en' | 'ar', deg: number) =>
  fill(t.qiblaBearing, { deg: formatNumber(locale, deg) });

test.describe('Qibla /qibla', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('from the prayer page’s place: the bearing, an arrow from North (not mirrored), North and the sun without a compass', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    await page.clock.setFixedTime(NOW);
    await choosePlace(page, PARIS);
    await openReady(page, at('/4'));
    await page.getByRole('link', { name: t.qiblaLink }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/qibla')}$`));
    const main = page.getByRole('main');
    await expect(main.getByText(bearingText(t, appLocale, 119), { exact: true })).toBeVisible();
    // No compass can be read here (Chromium's one event has empty angles): the dial's top is North,
    // and nothing offers a compass that is not there.
    await expect(main.getByText(t.qiblaNoCompass)).toBeVisible();
    await expect(main).toContainText(fill(t.qiblaNorthTurn, { deg: formatNumber(appLocale, 119), side: t.sideRight }));
    await expect(main.getByRole('button', { name: t.qiblaUseCompass })).toHaveCount(0);
    await expectArrowAt(page, qiblaBearing(PARIS.latitude, PARIS.longitude) as number);
    // 12:15 in Paris, 1 March: the sun stands about South (≈170°), so the Qibla (119°) is to its left.
    const hint = sunHint(119.2, sunPosition(NOW.getTime(), PARIS.latitude, PARIS.longitude));
    expect(hint).toMatchObject({ kind: 'turn', side: 'left' });
    if (hint.kind !== 'turn') throw new Error('unreachable');
    await expect(main).toContainText(
      fill(t.qiblaSunTurn, {
        sun: formatNumber(appLocale, hint.sun),
        deg: formatNumber(appLocale, hint.degrees),
        side: t.sideLeft,
      }),
    );
    await expect(main.getByText(t.qiblaCalibrate)).toHaveCount(0);
  });

  test(
    'with a compass (a synthetic absolute orientation event): the arrow turns with the phone',
    inOneLocale,
    async ({ page, at, t }) => {
      await choosePlace(page, PARIS);
      await openReady(page, at('/qibla'));
      const facing = page.locator('.qibla-facing');
      await turnPhone(page, 119);
      await expect(facing).toHaveText(t.qiblaFacing);
      await expect(page.getByText(t.qiblaCalibrate)).toBeVisible();
      await expect(page.getByText(t.qiblaCompassOn)).toBeVisible();
      await expect(page.locator('.qibla-no-compass')).toHaveCount(0);
      await expectArrowAt(page, 0);
      // The phone's top towards the West: the Qibla is 151° to the left of where it points.
      await turnPhone(page, 270);
      await expect(facing).toHaveText('');
      await expectArrowAt(page, 119.2 - 270);
    },
  );

  test('Jakarta: face North, then turn 65° to the left (the short way round)', async ({ page, at, appLocale, t }) => {
    await choosePlace(page, JAKARTA);
    await openReady(page, at('/qibla'));
    const main = page.getByRole('main');
    await expect(main.getByText(bearingText(t, appLocale, 295), { exact: true })).toBeVisible();
    const said = fill(t.qiblaNorthTurn, { deg: formatNumber(appLocale, 65), side: t.sideLeft });
    expect(said).toBe(northWords(295.1, appLocale, t));
    await expect(main.getByText(said)).toBeVisible();
    await expect(main).toContainText(
      { fr: '65° vers la gauche', en: '65° to the left', ar: '٦٥° نحو اليسار' }[appLocale],
    );
    await expect(main).not.toContainText(
      fill(t.qiblaNorthTurn, { deg: formatNumber(appLocale, 295), side: t.sideRight }),
    );
  });

  test('on iOS the compass is offered, and asked for only after a tap', inOneLocale, async ({ page, at, t }) => {
    const main = await openLikeIos(page, at, 'granted');
    const button = main.getByRole('button', { name: t.qiblaUseCompass });
    await expect(button).toBeVisible();
    // Not "no compass" over a button that turns one on.
    await expect(main.getByText(t.qiblaCompassOff)).toBeVisible();
    await expect(main.getByText(t.qiblaNoCompass)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);
    await turnIphone(page, 119);
    await expect(page.locator('.qibla-facing')).toHaveText(t.qiblaFacing);
    await expect(button).toBeHidden();
  });

  test('on iOS a refused compass says so, and the page still shows the way by North', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    const main = await openLikeIos(page, at, 'denied');
    await main.getByRole('button', { name: t.qiblaUseCompass }).click();
    await expect(main.getByRole('status').filter({ hasText: t.qiblaCompassDenied })).toBeVisible();
    await expect(main.getByRole('button', { name: t.qiblaUseCompass })).toHaveCount(0);
    await expect(main.getByText(t.qiblaNoCompass)).toBeVisible();
    await expect(main).toContainText(fill(t.qiblaNorthTurn, { deg: formatNumber(appLocale, 119), side: t.sideRight }));
    // It stays: the subscriber reads it at their pace, and the settings it names are elsewhere.
    await page.waitForTimeout(4_000);
    await expect(main.getByText(t.qiblaCompassDenied)).toBeVisible();
    await expectAccessible(page);
  });

  test('on iOS a compass that gives no reading once allowed says so', inOneLocale, async ({ page, at, t }) => {
    const main = await openLikeIos(page, at, 'granted');
    await main.getByRole('button', { name: t.qiblaUseCompass }).click();
    await expect(main.getByText(t.qiblaCompassFailed)).toBeVisible();
    await expect(main.getByRole('button', { name: t.qiblaUseCompass })).toHaveCount(0);
    await expect(main.getByText(t.qiblaNoCompass)).toBeVisible();
  });

  test('on iOS a request the browser throws at says so', inOneLocale, async ({ page, at, t }) => {
    const main = await openLikeIos(page, at, 'throws');
    await main.getByRole('button', { name: t.qiblaUseCompass }).click();
    await expect(main.getByText(t.qiblaCompassFailed)).toBeVisible();
  });

  test('a browser without orientation events offers no compass', inOneLocale, async ({ page, at, t }) => {
    await page.addInitScript(() => {
      delete (window as { DeviceOrientationEvent?: unknown }).DeviceOrientationEvent;
    });
    await choosePlace(page, PARIS);
    await openReady(page, at('/qibla'));
    const main = page.getByRole('main');
    await expect(main.getByText(t.qiblaNoCompass)).toBeVisible();
    await expect(main.getByRole('button', { name: t.qiblaUseCompass })).toHaveCount(0);
  });

  test('looks right and is accessible', async ({ page, at }) => {
    test.setTimeout(60_000); // axe is slow on a busy 2-core machine
    await page.clock.setFixedTime(NOW);
    await choosePlace(page, PARIS);
    await openReady(page, at('/qibla'));
    await expect(page.locator('.qibla-kaaba')).toBeVisible();
    await expect(page).toHaveScreenshot('qibla.png');
    await expectAccessible(page);
  });
});

test.describe('Qibla: the first paint', () => {
  test(
    'the chosen place is on the page before its island starts, and nothing moves when it does',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await choosePlace(page, PARIS);
      const line = page.locator('.qibla-place');
      const said = fill(t.qiblaFor, { place: placeTitle(appLocale, PARIS) });
      // No island script: what the HTML and the page's inline script paint.
      await page.route('**/_astro/*.js', (route) => route.abort());
      await page.goto(at('/qibla'));
      await expect(line).toHaveText(said);
      const dial = await page.locator('.qibla-dial').boundingBox();
      await page.unroute('**/_astro/*.js');

      await openReady(page, at('/qibla'));
      await expect(page.getByText(bearingText(t, appLocale, 119), { exact: true })).toBeVisible();
      await expect(line).toHaveText(said);
      expect(await page.locator('.qibla-dial').boundingBox()).toEqual(dial);
    },
  );
});

test.describe('Qibla from the phone’s position', () => {
  test.use({ geolocation: { latitude: 40.7128, longitude: -74.006 }, permissions: ['geolocation'] });

  test(
    'with no place chosen, the position is used only once tapped (New York faces 58°)',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await openReady(page, at('/qibla'));
      const main = page.getByRole('main');
      await expect(main.getByText(t.qiblaNoPlace)).toBeVisible();
      await expect(main.getByRole('link', { name: t.qiblaChoosePlace })).toHaveAttribute('href', at('/4'));
      await expect(page.locator('.qibla-kaaba')).toHaveCount(0);
      await main.getByRole('button', { name: t.useLocation }).click();
      await expect(main.getByText(fill(t.qiblaFor, { place: t.qiblaMyPosition }))).toBeVisible();
      await expect(main.getByText(bearingText(t, appLocale, 58), { exact: true })).toBeVisible();
      await expectArrowAt(page, 58.5);
      // For this visit only: the prayer page's place is not changed behind the subscriber's back.
      expect(await page.evaluate(() => localStorage.getItem('prayerPlace'))).toBeNull();
    },
  );
});

test.describe('Qibla: the ways in and the gate', () => {
  test('the side menu leads to it', inOneLocale, async ({ page, at, t }) => {
    await openAs(page, at('/2'), 'demo-active');
    const menu: Locator = await new Chrome(page, t).openMenu();
    await menu.getByRole('link', { name: t.qibla }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/qibla')}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.qibla })).toBeVisible();
  });

  test('a new visitor sees what the page is, not the Qibla', inOneLocale, async ({ page, at, appLocale, t }) => {
    await choosePlace(page, PARIS);
    await page.goto(at('/qibla'));
    await expect(page.getByRole('heading', { level: 1, name: t.qibla })).toBeVisible();
    await expect(page.getByText(t.pageNeedsSubscription)).toBeVisible();
    await expect(page.locator('.qibla-dial')).toBeHidden();
    await expect(page.getByText(bearingText(t, appLocale, 119))).toBeHidden();
  });
});
