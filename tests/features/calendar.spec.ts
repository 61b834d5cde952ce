import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { test } from '../support/pages/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { holdRequests } from '../support/network.ts';
import { formatNumber } from '../../src/i18n/index.ts';
import { fill } from '../../src/lib/fill.ts';
import { CALENDAR } from '../../src/shared/routes.ts';
import { YEAR_DAYS_FILE } from '../../src/components/calendar/yearDaysFile.ts';

/** The phone's clock on 1 Ramadan 1448 (8 February 2027, Umm al-Qura), mid-morning. */
async function onFirstOfRamadan(page: Page): Promise<void> {
  await page.clock.setFixedTime(new Date('2027-02-08T10:00:00'));
}

test.describe('the Hijri calendar', () => {
  test('today in its Hijri month, with the Gregorian days; a month at a time; the year’s days and the days left', async ({
    page,
    at,
    t,
    appLocale,
    calendar,
  }) => {
    await onFirstOfRamadan(page);
    await calendar.open(at);
    await expect(calendar.main).toContainText(t.moonNote);
    const { month, grid, today } = calendar;
    await expect(month).toHaveText(calendar.hijriMonth('2027-02-08'));
    await expect(grid.getByRole('cell').filter({ hasText: /\S/ })).toHaveCount(29);
    await expect(today).toHaveCount(1);
    await expect(today).toContainText(formatNumber(appLocale, 1));

    await calendar.nextMonth.click();
    await expect(month).toHaveText(calendar.hijriMonth('2027-03-09'));
    await expect(today).toHaveCount(0);
    await calendar.thisMonth.click();
    await expect(month).toHaveText(calendar.hijriMonth('2027-02-08'));
    await calendar.previousMonth.click();
    await expect(month).toHaveText(calendar.hijriMonth('2027-01-20'));

    const days = calendar.yearDays;
    await expect(days).toHaveCount(10);
    await expect(days.first()).toContainText(t.dayRamadan);
    await expect(days.first()).toContainText(t.dateToday);
    // Eid al-Fitr on 1 Shawwal 1448, 9 March 2027: 29 days after this 1 Ramadan.
    await expect(calendar.yearDay(t.dayEidFitr)).toContainText(fill(t.inDays, { n: formatNumber(appLocale, 29) }));
    // Ashura has passed this year: next year's, 10 Muharram 1449 (15 June 2027).
    await expect(calendar.yearDay(t.dayAshura)).toContainText(calendar.hijriDay('2027-06-15'));
  });

  test('the year’s days go to the phone’s calendar as one file, in the page’s words, with their Hijri dates', async ({
    page,
    at,
    t,
    calendar,
  }) => {
    await onFirstOfRamadan(page);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await calendar.open(at);
    // The file's code and `ics` come with the tap, not with the page.
    expect(asked.filter((p) => p.endsWith('/ics.mjs'))).toEqual([]);
    const download = page.waitForEvent('download');
    await calendar.addYearDays.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(YEAR_DAYS_FILE);
    const ics = new ICAL.Component(ICAL.parse(readFileSync((await file.path()) as string, 'utf8')));
    const events = ics.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(10);
    expect(events[0].summary).toBe(t.dayRamadan);
    expect(events[0].startDate.toString()).toBe('2027-02-08');
    expect(events[0].description).toBe(`${calendar.hijriDay('2027-02-08')}\n${t.moonNote}`);
    const eid = events.find((e) => e.summary === t.dayEidFitr);
    expect(eid?.startDate.toString()).toBe('2027-03-09');
    expect(ics.getFirstPropertyValue('x-wr-calname')).toBe(t.yearDaysCalendar);
    // Said in a live region, the file's name kept left to right in an Arabic sentence.
    const said = page.getByText(fill(t.yearDaysSaved, { file: `\u2066${YEAR_DAYS_FILE}\u2069` }));
    await expect(said).toBeVisible();
    await expect(page.locator('[aria-live="polite"]').filter({ has: said })).toHaveCount(1);
  });

  test(
    'when the file cannot be made, it says so and nothing is downloaded',
    inOneLocale,
    async ({ page, at, t, calendar }) => {
      await onFirstOfRamadan(page);
      await page.route('**/lib/ics.mjs', (route) => route.fulfill({ status: 500, body: 'down' }));
      await calendar.open(at);
      let downloaded = false;
      page.on('download', () => (downloaded = true));
      await calendar.addYearDays.click();
      await expect(page.getByRole('alert').filter({ hasText: t.calendarFailed })).toBeVisible();
      await expect(calendar.addYearDays).toBeEnabled();
      expect(downloaded).toBe(false);
    },
  );

  test('the side menu leads to it', inOneLocale, async ({ page, at, t }) => {
    await openReady(page, at('/'));
    await page.getByRole('button', { name: t.menu }).click();
    await page.getByRole('dialog').getByRole('link', { name: t.hijriCalendar }).click();
    await expect(page).toHaveURL(at(CALENDAR));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.hijriCalendar);
  });

  test('home says today’s Hijri date, the prayer page’s very day, and leads to the calendar', async ({
    page,
    at,
    appLocale,
    calendar,
  }) => {
    await onFirstOfRamadan(page);
    const today = calendar.hijriDay('2027-02-08');
    // Written as the page is parsed: there before any island's script has come.
    const release = await holdRequests(page, '**/_astro/*.js');
    await page.goto(`${at('/')}#uid=demo-active`, { waitUntil: 'commit' });
    const line = page.getByRole('link', { name: today });
    await expect(line).toBeVisible();
    release();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(line).toBeVisible();
    await openReady(page, at('/4'));
    await expect(page.locator('.date-nav-hijri')).toHaveText(today);
    await openReady(page, at('/'));
    await line.click();
    await expect(page).toHaveURL(at(CALENDAR));
    await expect(calendar.today).toContainText(formatNumber(appLocale, 1));
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme });
      test('looks right and is accessible', async ({ page, at, calendar }) => {
        test.setTimeout(60_000); // axe on a busy 2-core machine
        await onFirstOfRamadan(page);
        await calendar.open(at);
        await expect(calendar.grid).toBeVisible();
        await expect(page).toHaveScreenshot(`calendar-${colorScheme}.png`);
        await expectAccessible(page);
      });
    });
  }
});

test.describe('home without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('still leads to the calendar, by its name', inOneLocale, async ({ page, at, t }) => {
    await page.goto(at('/'));
    const line = page.getByRole('link', { name: t.hijriCalendar });
    await expect(line).toHaveAttribute('href', at(CALENDAR));
  });
});
