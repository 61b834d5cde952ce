import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { test } from '../support/pages/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { choosePlace, PARIS, withCountry } from '../support/prayer-answers.ts';
import { formatNumber, type Locale, type Strings } from '../../src/i18n/index.ts';
import { fill } from '../../src/lib/fill.ts';
import { RAMADAN_TIMES, TILE_PAGES } from '../../src/shared/routes.ts';
import { FASTING_FILE } from '../../src/components/fasting/fastingFile.ts';
import { localDigits } from '../../src/shared/locales.ts';
import { countdownText } from '../../src/components/prayer/placeClock.ts';

/** 8 February 2027, 1 Ramadan 1448 (Umm al-Qura). */
const FIRST_OF_RAMADAN = '2027-02-08';

interface Row {
  id?: string;
  time: string;
  timestamp?: string;
}

/** Every day the page was answered for, as the API gave it: Fajr's and Maghrib's rows by DD-MM-YYYY. */
function answersOf(page: Page): Map<string, { fajr: Row; maghrib: Row }> {
  const days = new Map<string, { fajr: Row; maghrib: Row }>();
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/salatTimings') || !response.ok()) return;
    // A late answer (the kept month asked again) may come as the test ends: nothing to record then.
    response.json().then(
      (answer: Record<string, Row[]>) => {
        for (const [key, rows] of Object.entries(answer)) {
          if (!/^\d{2}-\d{2}-\d{4}$/.test(key)) continue;
          days.set(key, { fajr: rows.find((r) => r.id === 'fajr')!, maghrib: rows.find((r) => r.id === 'maghrib')! });
        }
      },
      () => {},
    );
  });
  return days;
}

/** A day's answer, once the page has had it (a kept month shows before its answers come again). */
async function answered(answers: ReturnType<typeof answersOf>, key: string) {
  await expect.poll(() => answers.has(key), { message: `the API answered for ${key}` }).toBe(true);
  return answers.get(key)!;
}

/** The phone's clock at a moment (UTC: the test browser's zone). */
const at = (page: Page, iso: string) => page.clock.setFixedTime(new Date(iso));

/** "Times for Paris, France". */
const parisLine = (t: Strings, locale: Locale) =>
  fill(t.ramadanTimesFor, { place: withCountry(locale, 'Paris', 'FR') });

test.describe('Ramadan’s timetable', () => {
  test.beforeEach(async ({ page }) => {
    await choosePlace(page, PARIS);
  });

  test('in Ramadan: every day’s Imsak and Iftar as the API gives them for the place, today marked, Iftar counted down', async ({
    page,
    at: route,
    t,
    appLocale,
    times,
  }) => {
    await at(page, '2027-02-20T10:00:00Z');
    const answers = answersOf(page);
    await times.open(route);
    await expect(times.heading).toHaveText(t.ramadanTimes);
    await expect(times.month).toHaveText(times.monthName(FIRST_OF_RAMADAN));
    await expect(times.main.getByText(parisLine(t, appLocale))).toBeVisible();
    await expect(times.main).toContainText(t.moonNote);
    await expect(times.timetable.getByRole('columnheader')).toHaveText([t.fastDay, t.fastDate, t.imsak, t.iftar]);
    // 1 Ramadan 1448 is 8 February 2027 and the month has 29 days (Umm al-Qura).
    await expect(times.rows).toHaveCount(29);
    for (let day = 1; day <= 29; day++) {
      const key = new Date(Date.UTC(2027, 1, 7 + day)).toISOString().slice(0, 10).split('-').reverse().join('-');
      const api = await answered(answers, key);
      await expect(times.day(day).getByRole('cell')).toHaveText([
        /./,
        localDigits(appLocale, api.fajr.time),
        localDigits(appLocale, api.maghrib.time),
      ]);
      await expect(times.day(day).getByRole('rowheader')).toHaveText(formatNumber(appLocale, day));
    }
    // 20 February is the 13th day: its two times above the table too.
    const day13 = await answered(answers, '20-02-2027');
    await expect(
      page.getByText(
        fill(t.fastToday, {
          day: formatNumber(appLocale, 13),
          imsak: localDigits(appLocale, day13.fajr.time),
          iftar: localDigits(appLocale, day13.maghrib.time),
        }),
      ),
    ).toBeVisible();
    const today = times.today;
    await expect(today).toHaveCount(1);
    await expect(today.getByRole('rowheader')).toHaveText(formatNumber(appLocale, 13));
    const iftar = Date.parse((await answered(answers, '20-02-2027')).maghrib.timestamp!);
    await expect(times.countdown).toHaveText(
      fill(t.iftarIn, { time: countdownText(appLocale, iftar - Date.parse('2027-02-20T10:00:00Z')) }),
    );
  });

  test('before Ramadan: the coming month and the days left; from its eve, Suhoor’s end is counted down', async ({
    page,
    at: route,
    t,
    appLocale,
    times,
  }) => {
    await at(page, '2026-11-30T10:00:00Z');
    await times.open(route);
    await expect(times.month).toHaveText(times.monthName(FIRST_OF_RAMADAN));
    await expect(
      page.getByText(fill(t.ramadanBegins, { when: fill(t.inDays, { n: formatNumber(appLocale, 70) }) })),
    ).toBeVisible();
    await expect(times.countdown).toHaveCount(0);
    await expect(times.today).toHaveCount(0);

    await at(page, '2027-02-07T20:00:00Z');
    const answers = answersOf(page);
    await page.reload();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(times.rows).toHaveCount(29);
    const imsak = Date.parse((await answered(answers, '08-02-2027')).fajr.timestamp!);
    await expect(times.countdown).toHaveText(
      fill(t.suhoorEndsIn, { time: countdownText(appLocale, imsak - Date.parse('2027-02-07T20:00:00Z')) }),
    );
  });

  test('the month goes to the phone’s calendar: Imsak and Iftar still to come, named in the page’s words, at the API’s moments', async ({
    page,
    at: route,
    t,
    times,
  }) => {
    await at(page, '2027-02-20T10:00:00Z');
    const answers = answersOf(page);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await times.open(route);
    await expect(times.rows).toHaveCount(29);
    // The file's code and `ics` come with the tap, not with the page.
    expect(asked.filter((p) => p.endsWith('/ics.mjs'))).toEqual([]);
    const download = page.waitForEvent('download');
    await times.addToCalendar.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(FASTING_FILE);
    const calendar = new ICAL.Component(ICAL.parse(readFileSync((await file.path()) as string, 'utf8')));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    // Day 13's Imsak has passed at 10:00: its Iftar and the 16 days after, two moments each.
    expect(events).toHaveLength(1 + 16 * 2);
    expect(events[0].summary).toBe(t.iftar);
    expect(events[0].startDate.toJSDate().getTime()).toBe(
      Date.parse((await answered(answers, '20-02-2027')).maghrib.timestamp!),
    );
    expect(events[1].summary).toBe(t.imsak);
    expect(events[1].startDate.toJSDate().getTime()).toBe(
      Date.parse((await answered(answers, '21-02-2027')).fajr.timestamp!),
    );
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Paris');
    const said = page.getByText(fill(t.ramadanTimesSaved, { file: `\u2066${FASTING_FILE}\u2069` }));
    await expect(said).toBeVisible();
    await expect(page.locator('[aria-live="polite"]').filter({ has: said })).toHaveCount(1);
  });

  test(
    'kept on the phone: offline after a reload, the month is there',
    inOneLocale,
    async ({ page, at: route, times }) => {
      await at(page, '2027-02-20T10:00:00Z');
      await times.open(route);
      await expect(times.rows).toHaveCount(29);
      await page.route('**/api/**', (r) => r.abort('internetdisconnected'));
      await page.reload();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await expect(times.rows).toHaveCount(29);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(times.addToCalendar).toBeVisible();
    },
  );

  for (const fault of ['500', 'malformed', 'a day missing'] as const) {
    test(
      `salatTimings ${fault}: it says it could not, and a retry brings the month`,
      inOneLocale,
      async ({ page, at: route, t, times }) => {
        await at(page, '2027-02-20T10:00:00Z');
        await page.route('**/api/salatTimings', async (r) => {
          if (fault === '500') return r.fulfill({ status: 500, json: { status: 'failed', message: 'down' } });
          if (fault === 'malformed')
            return r.fulfill({ contentType: 'application/json', body: '{"08-02-2027": [{"time": 5' });
          // An answer of other days than the one asked: the month is never whole.
          return r.fulfill({ json: { '01-01-2027': [] } });
        });
        await times.open(route);
        const failed = times.failed;
        await expect(failed).toBeVisible();
        await expect(times.timetable).toHaveCount(0);
        await page.unroute('**/api/salatTimings');
        await failed.getByRole('button', { name: t.retry }).click();
        await expect(times.rows).toHaveCount(29);
      },
    );
  }

  test(
    'a slow answer shows the loader, then the month',
    inOneLocale,
    async ({ page, at: route, t, appLocale, times }) => {
      await at(page, '2027-02-20T10:00:00Z');
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/salatTimings', async (r) => {
        await held;
        await r.fallback();
      });
      await page.goto(`${route(RAMADAN_TIMES)}#uid=demo-active`);
      await expect(times.loader).toBeVisible();
      await expect(times.timetable).toHaveCount(0);
      release();
      await expect(times.rows).toHaveCount(29);
      await expect(times.loader).toHaveCount(0);
      await expect(page.getByText(parisLine(t, appLocale))).toBeVisible();
    },
  );

  test('the prayer page and the Ramadan page lead to it', inOneLocale, async ({ page, at: route, t }) => {
    await at(page, '2027-02-20T10:00:00Z');
    for (const from of [TILE_PAGES[4].route, TILE_PAGES[9].route]) {
      await openReady(page, route(from));
      await page.getByRole('link', { name: t.ramadanTimesLink }).click();
      await expect(page).toHaveURL(route(RAMADAN_TIMES));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.ramadanTimes);
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme });
      test('looks right and is accessible', async ({ page, at: route, times }) => {
        test.setTimeout(60_000); // axe on a busy 2-core machine
        await at(page, '2027-02-20T10:00:00Z');
        await times.open(route);
        await expect(times.rows).toHaveCount(29);
        // The clock stands still: the countdown is the same at every run.
        await expect(page).toHaveScreenshot(`ramadan-times-${colorScheme}.png`);
        await expectAccessible(page);
      });
    });
  }
});
