import { test, expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { holdRequests } from '../support/network.ts';
import { openReady } from '../support/media-helpers.ts';
import { PrayerPage } from '../support/pages/prayer.ts';
import type { Locale } from '../../src/i18n/index.ts';
import { localDigits } from '../../src/shared/locales.ts';
import { gregorianDate, shortDate } from '../../src/components/prayer/format.ts';
import { fill } from '../../src/lib/fill.ts';
import labels from '../../content/prayer.json' with { type: 'json' };
import tiles from '../../content/tiles.json' with { type: 'json' };

// A fixed answer around Sunday 1 March 2026 (Makkah, UTC+3), the phone's clock at 10:00 that day.
const NOW = new Date('2026-03-01T07:00:00Z');
const DAYS = [
  ['28-02-2026', '2026-02-28', '05:21'],
  ['01-03-2026', '2026-03-01', '05:20'],
  ['02-03-2026', '2026-03-02', '05:19'],
] as const;
// By row: Fajr (per day above), Shuruq, Dhuhr, Asr, Maghrib, Isha.
const TIMES = ['', '06:40', '12:30', '15:50', '18:25', '19:55'];

function fixedAnswer(locale: Locale) {
  return Object.fromEntries(
    DAYS.map(([key, iso, fajr]) => [
      key,
      labels.map((label, i) => {
        const time = i === 0 ? fajr : TIMES[i];
        return {
          id: label.id,
          heading: label.heading[locale],
          name: label.name[locale],
          time,
          timestamp: new Date(`${iso}T${time}:00+03:00`).toISOString(),
        };
      }),
    ]),
  );
}

test.describe('Prayer alert /4, fixed answer', () => {
  test.use({ timezoneId: 'Asia/Riyadh' });

  test.beforeEach(async ({ page, appLocale }) => {
    await page.clock.setFixedTime(NOW);
    await page.route('**/api/salatTimings', (route) => route.fulfill({ json: fixedAnswer(appLocale) }));
  });

  test(
    'opens on today, moves a day at a time within the answer, dims the arrows at its ends',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      const prayer = new PrayerPage(page, t);
      const sent = page.waitForRequest('**/api/salatTimings');
      await prayer.open(at);
      expect((await sent).postDataJSON()).toEqual({ date: '01-03-2026' });
      const { previousDay: back, nextDay: forward } = prayer;
      const fajr = prayer.rows.first();
      await expect(fajr).toContainText(localDigits(appLocale, '05:20'));
      await expect(fajr).toContainText(labels[0].heading[appLocale]);
      await expect(fajr).toContainText(labels[0].name[appLocale]);
      await expect(prayer.hijri).toContainText(localDigits(appLocale, '1447'));

      await back.click();
      await expect(fajr).toContainText(localDigits(appLocale, '05:21'));
      await expect(back).toBeDisabled();
      expect(Number(await back.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(0.5);
      await expect(forward).toBeEnabled();
      await forward.click();
      await forward.click();
      await expect(fajr).toContainText(localDigits(appLocale, '05:19'));
      await expect(forward).toBeDisabled();
      await expect(back).toBeEnabled();
    },
  );

  test('at an end, the arrow says why it stops; away from today, Today brings it back', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    const prayer = new PrayerPage(page, t);
    await prayer.open(at);
    const { previousDay: back, nextDay: forward } = prayer;
    // Exact: in Arabic, the arrows' names begin with the same word (اليوم السابق).
    const today = page.getByRole('button', { name: t.dateToday, exact: true });
    const note = fill(t.dateLimitNote, {
      first: shortDate(appLocale, Date.UTC(2026, 1, 28, 12)),
      last: shortDate(appLocale, Date.UTC(2026, 2, 2, 12)),
    });
    // On today, within the answer: neither Today nor the note.
    await expect(today).toHaveCount(0);
    await expect(page.getByText(note)).toHaveCount(0);

    await back.click();
    await expect(prayer.rows.first()).toContainText(localDigits(appLocale, '05:21'));
    await expect(back).toBeDisabled();
    // Still a keyboard stop, whose description is the reason shown under the bar.
    await back.focus();
    await expect(back).toBeFocused();
    await expect(back).toHaveAccessibleDescription(note);
    await expect(page.getByText(note)).toBeVisible();
    await expect(forward).not.toHaveAttribute('aria-describedby');
    // Pressing it does nothing.
    await back.press('Enter');
    await expect(prayer.rows.first()).toContainText(localDigits(appLocale, '05:21'));
    await expectAccessible(page);
    await expect(page.locator('.date-nav + .date-limits')).toHaveScreenshot('date-limit.png');

    await today.click();
    await expect(prayer.rows.first()).toContainText(localDigits(appLocale, '05:20'));
    await expect(today).toHaveCount(0);
    await forward.click();
    await expect(forward).toBeDisabled();
    await expect(forward).toHaveAccessibleDescription(note);
    await expect(today).toBeVisible();
    const box = await today.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });

  test('the next prayer is marked, on its day only', inOneLocale, async ({ page, at, appLocale, t }) => {
    const prayer = new PrayerPage(page, t);
    await prayer.open(at);
    const next = prayer.nextRow;
    await expect(next).toHaveCount(1);
    // 10:00: Shuruq has passed, Dhuhr is next.
    await expect(next).toContainText(labels[2].name[appLocale]);
    await expect(next).toContainText(t.nextPrayer);
    await prayer.nextDay.click();
    await expect(prayer.rows.first()).toContainText(localDigits(appLocale, '05:19'));
    await expect(next).toHaveCount(0);
  });

  test('arrows sit and point the reading way (mirrored in Arabic)', async ({ page, at, appLocale, t }) => {
    const prayer = new PrayerPage(page, t);
    await prayer.open(at);
    const { previousDay: back, nextDay: forward } = prayer;
    const x = async (l: typeof back) => (await l.boundingBox())!.x;
    const rtl = appLocale === 'ar';
    expect((await x(back)) < (await x(forward))).toBe(!rtl);
    // The icon is drawn pointing left: back keeps it in LTR, forward flips it; Arabic swaps both.
    const flipped = (l: typeof back) =>
      l.locator('svg').evaluate((el) => getComputedStyle(el).transform.startsWith('matrix(-1'));
    expect(await flipped(back)).toBe(rtl);
    expect(await flipped(forward)).toBe(!rtl);
  });

  test(
    'a returning subscriber sees the last answer at once; a different new one replaces it',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      const prayer = new PrayerPage(page, t);
      await prayer.open(at);
      const fajr = prayer.rows.first();
      await expect(fajr).toContainText(localDigits(appLocale, '05:20'));
      const later = fixedAnswer(appLocale);
      later['01-03-2026'][0].time = '05:30';
      await page.unroute('**/api/salatTimings');
      const release = await holdRequests(page, '**/api/salatTimings', (route) => route.fulfill({ json: later }));
      const asked = page.waitForRequest('**/api/salatTimings');
      await page.reload();
      await asked;
      await expect(fajr).toContainText(localDigits(appLocale, '05:20'));
      release();
      await expect(fajr).toContainText(localDigits(appLocale, '05:30'));
    },
  );

  test('without the network, the last answer stays on screen', inOneLocale, async ({ page, at, appLocale, t }) => {
    const prayer = new PrayerPage(page, t);
    await prayer.open(at);
    // The answer is kept once it has come: going offline before that keeps nothing to show.
    await expect(prayer.rows).toHaveCount(labels.length);
    await page.unroute('**/api/salatTimings');
    await page.route('**/api/salatTimings', (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/salatTimings'));
    await page.reload();
    await failed;
    await expect(prayer.rows).toHaveCount(labels.length);
    await expect(prayer.rows.first()).toContainText(localDigits(appLocale, '05:20'));
    await expect(page.getByRole('button', { name: t.retry })).toHaveCount(0);
  });

  test("today's date is on screen before the island's scripts arrive", async ({ page, at, appLocale, t }) => {
    // No island script ever arrives: what shows is the built page and its inline script.
    await page.route('**/_astro/*.js', (route) => route.abort());
    // A returning subscriber (stored active): a uid arriving in the hash keeps content hidden
    // until it is checked, which takes the scripts this test withholds.
    await page.addInitScript(() => {
      localStorage.setItem('uid', '"demo-active"');
      localStorage.setItem('subStatus', '"active"');
    });
    await page.goto(at('/4'));
    const prayer = new PrayerPage(page, t);
    const today = gregorianDate(appLocale, Date.UTC(2026, 2, 1, 12));
    await expect(prayer.day.filter({ hasText: today })).toBeVisible();
    await expect(prayer.hijri).toContainText(localDigits(appLocale, '1447'));
    // The place the times are for is there too, with the room the countdown and rows will take.
    await expect(page.locator('.prayer-place-name')).toHaveText(t.prayerPlaceFor.replace('{place}', t.operatorPlace));
    await expect(page.locator('.prayer-rows-pending')).toBeAttached();
    await expect(prayer.rows).toHaveCount(0);
  });

  test('looks right and is accessible', async ({ page, at, t }) => {
    const prayer = new PrayerPage(page, t);
    await prayer.open(at);
    await expect(prayer.rows).toHaveCount(labels.length);
    await expect(page).toHaveScreenshot('prayer.png', { fullPage: true });
    await expectAccessible(page);
  });
});

test(
  'Prayer alert /4 with the real API: today, and only the days it answered',
  inOneLocale,
  async ({ page, at, t }) => {
    const answer = page.waitForResponse('**/api/salatTimings');
    await openReady(page, at('/4'));
    // The days only: the answer also says which place it is for (`place`).
    const body = (await (await answer).json()) as Record<string, unknown> & { place: { timeZone: string } };
    const keys = Object.keys(body).filter((k) => /^\d{2}-\d{2}-\d{4}$/.test(k));
    // Today where the place is: past its midnight, the phone's own date is still yesterday.
    const today = new Intl.DateTimeFormat('en-GB', {
      timeZone: body.place.timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .format(Date.now())
      .replace(/\//g, '-');
    const { previousDay: back, nextDay: forward, rows } = new PrayerPage(page, t);
    const before = keys.indexOf(today);
    expect(before).toBeGreaterThan(0);
    for (let i = 0; i < before; i++) await back.click();
    await expect(back).toBeDisabled();
    for (let i = 0; i < keys.length - 1; i++) await forward.click();
    await expect(forward).toBeDisabled();
    await expect(rows).toHaveCount(labels.length);
  },
);

test.describe('Prayer alert /4 without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows its title and no empty date bar', inOneLocale, async ({ page, at, appLocale }) => {
    await page.goto(at('/4'));
    await expect(page.getByRole('heading', { level: 1, name: tiles[3].title[appLocale] })).toBeVisible();
    await expect(page.locator('.date-nav')).toBeHidden();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  });
});
