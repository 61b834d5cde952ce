// The countdown to the next prayer and the alert at its time, on /4, home and any other page,
// offline too, with its chime. In the full browser: the alert's switch asks for notifications,
// which the headless shell reports as blocked.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, inFullBrowser, inOneLocale } from '../support/fixtures.ts';
import { expectPaused, expectPlaying, openReady } from '../support/media-helpers.ts';
import { SurahPage } from '../support/pages/surah.ts';
import { chapterName, quran } from '../support/quran-data.ts';
import { localDigits } from '../../src/shared/locales.ts';
import labels from '../../content/prayer.json' with { type: 'json' };
import { parisAnswer, withAlertsOn } from '../support/prayer-answers.ts';
import { fill } from '../../src/lib/fill.ts';

inFullBrowser();

/** The requests for the alert's own script, from now on. */
function alertRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/\/PrayerAlert\.[\w-]+\.js$/.test(r.url())) urls.push(r.url());
  });
  return urls;
}

test.describe('the countdown and the alert', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test.beforeEach(async ({ page, appLocale }) => {
    await withAlertsOn(page);
    await page.route('**/api/salatTimings', (route) => route.fulfill({ json: parisAnswer(appLocale) }));
    await page.addInitScript(() => {
      const w = window as unknown as { played: string[] };
      w.played = [];
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function () {
        w.played.push(this.currentSrc || this.src);
        return play.call(this);
      };
    });
  });

  /** Ten minutes before Dhuhr, /4 keeps the day's times on the device; from then on the API cannot be reached. */
  async function keepTimesThenGoOffline(page: Page, prayerPage: string): Promise<void> {
    await page.clock.install({ time: new Date('2026-03-01T10:50:00Z') });
    await openReady(page, prayerPage);
    await expect(page.getByRole('timer')).toBeVisible();
    await page.unroute('**/api/salatTimings');
    await page.route('**/api/salatTimings', (route) => route.abort('internetdisconnected'));
  }

  const played = (page: Page) => page.evaluate(() => (window as unknown as { played: string[] }).played);

  test('count down to Dhuhr, then alert with a sound at its time; closed, it stays closed', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    await page.clock.install({ time: new Date('2026-03-01T10:58:00Z') });
    await openReady(page, at('/4'));
    await page.clock.pauseAt(new Date('2026-03-01T10:59:50Z'));
    const dhuhr = labels[2].name[appLocale];
    await expect(page.getByRole('timer')).toHaveText(
      fill(t.nextPrayerIn, { prayer: dhuhr, time: localDigits(appLocale, '00:00:10') }),
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.clock.fastForward('00:11');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(fill(t.prayerTimeNow, { prayer: dhuhr }));
    expect(await played(page)).toEqual([expect.stringMatching(/\/sounds\/prayer-chime\.ogg$/)]);
    // The countdown has moved on to Asr.
    await expect(page.getByRole('timer')).toContainText(labels[3].name[appLocale]);
    await expect(page).toHaveScreenshot('prayer-alert.png');
    // axe waits on timers: the clock runs again (from 12:00:01) while it looks.
    await page.clock.resume();
    await expectAccessible(page);
    await alert.getByRole('button', { name: t.close }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.clock.fastForward('01:00');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the chime is a real sound this browser decodes (no proprietary codec)', inOneLocale, async ({ page, at }) => {
    await openReady(page, at('/4'));
    const duration = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const a = new Audio('/sounds/prayer-chime.ogg');
          a.onloadedmetadata = () => resolve(a.duration);
          a.onerror = () => reject(new Error('not decodable'));
        }),
    );
    expect(duration).toBeGreaterThan(1);
  });

  test(
    'off for a subscriber who never chose: no alert, no sound, the switch unchecked',
    inOneLocale,
    async ({ page, at, t }) => {
      await page.addInitScript(() => localStorage.removeItem('prayerAlerts'));
      const alertCode = alertRequests(page);
      await page.clock.install({ time: new Date('2026-03-01T10:58:00Z') });
      await openReady(page, at('/4'));
      const toggle = page.getByRole('switch', { name: t.alertsOn });
      await expect(toggle).not.toBeChecked();
      await page.clock.fastForward('03:00');
      await expect(page.getByRole('timer')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await played(page)).toEqual([]);
      // Off, the alert costs the page nothing: its code is not even fetched.
      expect(alertCode).toEqual([]);
    },
  );

  test(
    'turned on from the switch, the alert comes at the next prayer on the same page',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await page.addInitScript(() => localStorage.removeItem('prayerAlerts'));
      const alertCode = alertRequests(page);
      await page.clock.install({ time: new Date('2026-03-01T10:58:00Z') });
      await openReady(page, at('/4'));
      await page.getByRole('switch', { name: t.alertsOn }).check();
      await expect.poll(() => alertCode.length).toBe(1);
      await page.clock.fastForward('03:00');
      await expect(page.getByRole('alert')).toContainText(fill(t.prayerTimeNow, { prayer: labels[2].name[appLocale] }));
      expect(await played(page)).toEqual([expect.stringMatching(/\/sounds\/prayer-chime\.ogg$/)]);
    },
  );

  test(
    'turned off, no alert and no sound; the choice is remembered',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await page.clock.install({ time: new Date('2026-03-01T10:58:00Z') });
      await openReady(page, at('/4'));
      const toggle = page.getByRole('switch', { name: t.alertsOn });
      await expect(toggle).toBeChecked();
      await toggle.uncheck();
      await page.reload();
      await expect(page.getByRole('switch', { name: t.alertsOn })).not.toBeChecked();
      // Past Dhuhr (11:00Z), before Asr (13:50Z).
      await page.clock.fastForward('02:00:00');
      await expect(page.getByRole('timer')).toContainText(labels[3].name[appLocale]);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await played(page)).toEqual([]);
    },
  );

  test('home counts down from the times kept on the device, offline too, and alerts there', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    await keepTimesThenGoOffline(page, at('/4'));
    await openReady(page, at('/'));
    const dhuhr = labels[2].name[appLocale];
    const line = page.getByRole('link', { name: new RegExp(dhuhr) });
    await expect(line.getByRole('timer')).toContainText(dhuhr);
    await expect(page.locator('.home-hero > p')).toBeHidden();
    await page.clock.fastForward('10:00');
    await expect(page.getByRole('alert')).toContainText(fill(t.prayerTimeNow, { prayer: dhuhr }));
    await expectAccessible(page);
  });

  test(
    'the call to prayer comes first: a recitation playing pauses for the chime and keeps its place',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      // The reference recitation lasts 2-3 s: Al-Fatiha is answered with the radio's 20 s loop.
      const file = '/media/quran/1.mp3';
      await page.route(`**${file}`, (route) =>
        route.continue({ url: route.request().url().replace(file, '/media/live/loop.mp3') }),
      );
      await page.clock.install({ time: new Date('2026-03-01T10:58:30Z') });
      // /4 keeps the day's times on the device: the surah page's chrome alerts from them.
      await openReady(page, at('/4'));
      await expect(page.getByRole('timer')).toBeVisible();
      const surah = new SurahPage(page, t);
      await surah.open(at, 1);
      // An Arabic page titles a surah by its Arabic name alone.
      const title = chapterName(1, appLocale) ?? quran.ar[0].name;
      await surah.playButton(title).click();
      await expectPlaying(surah.audio);
      await page.clock.fastForward('01:40');
      await expect(page.getByRole('alert')).toContainText(fill(t.prayerTimeNow, { prayer: labels[2].name[appLocale] }));
      await expectPaused(surah.audio);
      await expect(surah.playButton(title)).toBeVisible();
      const place = await surah.audio.evaluate((el: HTMLMediaElement) => el.currentTime);
      expect(place).toBeGreaterThan(0);
      expect(await played(page)).toContainEqual(expect.stringMatching(/\/sounds\/prayer-chime\.ogg$/));
      // Resumed by the subscriber, from where it paused; the chime, still sounding, stops for it.
      await surah.playButton(title).click();
      await expectPlaying(surah.audio);
      expect(await surah.audio.evaluate((el: HTMLMediaElement) => el.currentTime)).toBeGreaterThanOrEqual(place);
    },
  );

  test('the alert reaches a subscriber reading another section, from the kept times, offline too', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    // Four pages, an axe check and a snapshot: 24-31 s on two shared cores, past the default 30.
    test.setTimeout(60_000);
    await keepTimesThenGoOffline(page, at('/4'));
    await openReady(page, at('/2'));
    const dhuhr = labels[2].name[appLocale];
    await expect(page.getByRole('alert')).toHaveCount(0);
    // A client-side navigation on the way: the chrome, which carries the alert, persists.
    await page.getByRole('main').getByRole('list').getByRole('link').nth(1).click();
    await expect(page).toHaveURL(at('/quran_detail/2'));
    await page.clock.fastForward('10:00');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(fill(t.prayerTimeNow, { prayer: dhuhr }));
    expect(await played(page)).toEqual([expect.stringMatching(/\/sounds\/prayer-chime\.ogg$/)]);
    await page.clock.resume();
    await expectAccessible(page);
    // Styled, on a page whose HTML does not carry the alert's styles: they come with it.
    await expect(alert).toHaveCSS('position', 'fixed');
    // Over nothing of the page: the surah's title sits below it, wholly in view.
    await page.evaluate(() => window.scrollTo(0, 0));
    const title = page.getByRole('main').getByRole('heading').first();
    const [a, h] = [await alert.boundingBox(), await title.boundingBox()];
    expect(h!.y, 'the title starts below the banner').toBeGreaterThanOrEqual(a!.y + a!.height);
    await expect(title).toBeInViewport({ ratio: 1 });
    await expect(page).toHaveScreenshot('alert-on-surah.png');
    await alert.getByRole('button', { name: t.close }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test(
    'home shows one alert, not two, where its own countdown runs beside the wake',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await page.clock.install({ time: new Date('2026-03-01T10:58:30Z') });
      await openReady(page, at('/4'));
      await openReady(page, at('/'));
      await page.clock.fastForward('02:00');
      await expect(page.getByRole('alert')).toContainText(fill(t.prayerTimeNow, { prayer: labels[2].name[appLocale] }));
      await expect(page.getByRole('alert')).toHaveCount(1);
      expect(await played(page)).toHaveLength(1);
    },
  );

  test('looks right on /4 before the alert', async ({ page, at, t }) => {
    await page.clock.setFixedTime(new Date('2026-03-01T09:30:00Z'));
    await openReady(page, at('/4'));
    await expect(page.getByRole('timer')).toBeVisible();
    // The push option comes once the server says it offers push: the page as a subscriber sees it settled.
    await expect(page.getByRole('switch', { name: t.pushOn })).toBeVisible();
    await expect(page).toHaveScreenshot('prayer-countdown.png', { fullPage: true });
    await expectAccessible(page);
  });
});
