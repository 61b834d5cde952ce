// The operator's place on /4, on home and in the calendar file, named in the subscriber's language;
// and the city search with the operator's country first (issue 32, points 4 and 5). Real reference
// API (the operator's place is Makkah by default) unless a test names another operator.
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import type { Locale } from '../../src/i18n/index.ts';
import { MAKKAH, operatorLine, withCountry } from '../support/prayer-answers.ts';
import { countryName } from '../../src/components/prayer/place/names.ts';
import { fill } from '../../src/lib/fill.ts';

const NOW = new Date('2026-03-01T11:15:00Z');
/** "Makkah, Saudi Arabia", the reference operator's place as the page names it. */
const makkah = (locale: Locale) => withCountry(locale, MAKKAH[locale], 'SA');

// One moment for every test (1 March 2026, 11:15 UTC): the same day, times and snapshot on every run.
test.beforeEach(async ({ page }) => page.clock.setFixedTime(NOW));

test.describe('the operator’s place is named', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('on /4, with its country, in the page’s language, and in the calendar file', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    await openReady(page, at('/4'));
    const title = makkah(appLocale);
    const place = page.getByRole('region', { name: t.placeSettings });
    await expect(place).toContainText(operatorLine(t, appLocale));
    await expect(place).not.toContainText(t.operatorPlace);
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.addToCalendar }).click();
    const text = readFileSync((await (await download).path()) as string, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    // ical.js leaves an X- property as written: its TEXT escapes (\\,) are the file's, rightly.
    expect(String(calendar.getFirstPropertyValue('x-wr-calname')).replace(/\\,/g, ',')).toBe(
      fill(t.calendarName, { place: title }),
    );
    const event = calendar.getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('location')).toBe(title);
  });

  test(
    'on /4 again, from the first paint as the phone last heard it, and nothing moves when the island comes',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await openReady(page, at('/4'));
      const named = operatorLine(t, appLocale);
      const name = page.locator('.prayer-place-name');
      await expect(name).toHaveText(named);
      // The built page and its inline script alone, as a phone on a slow link paints it first.
      await page.route('**/_astro/*.js', (route) => route.abort());
      await page.reload();
      await expect(name).toHaveText(named);
      const before = await page.locator('.date-nav').boundingBox();

      await page.unroute('**/_astro/*.js');
      await page.reload();
      await expect(page.locator('.prayer-row').first()).toBeVisible();
      await expect(name).toHaveText(named);
      expect((await page.locator('.date-nav').boundingBox())?.y).toBeCloseTo(before?.y ?? -1, 0);
    },
  );

  test('on home, beside the countdown', inOneLocale, async ({ page, at, appLocale }) => {
    await openReady(page, at('/'));
    await expect(page.locator('.home-countdown').getByRole('timer')).toContainText(MAKKAH[appLocale]);
  });
});

test.describe('an operator in Senegal: its towns first', () => {
  test.use({ timezoneId: 'Africa/Dakar' });

  test.beforeEach(async ({ page }) => {
    // The reference server's operator is in Makkah; this one says its place is Dakar, Senegal.
    await page.route('**/api/salatTimings', async (route) => {
      const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...answer, operator: { name: 'Dakar', country: 'SN' } } });
    });
  });

  /** Types a query, then picks the first result; returns the request that asks for its times. */
  async function pickFirst(page: Page, locale: Locale, t: { changePlace: string; searchCity: string }, query: string) {
    await page.getByRole('button', { name: t.changePlace }).click();
    await page.getByRole('searchbox', { name: t.searchCity }).fill(query);
    const first = page.locator('.place-result').first();
    await expect(first).toContainText(countryName(locale, 'SN'));
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/salatTimings') && r.method() === 'POST');
    await first.click();
    return (await asked).postDataJSON() as Record<string, unknown>;
  }

  test(
    '"Mbour", "Thiès" and "Saint-Louis" give Senegal’s city first, and its times',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await openReady(page, at('/4'));
      // Mbour (not Mboursou Léré in Chad), Thiès (not its quarter Thiès Nones), Saint-Louis (not Missouri's).
      expect(await pickFirst(page, appLocale, t, 'Mbour')).toMatchObject({ latitude: 14.422, longitude: -16.964 });
      expect(await pickFirst(page, appLocale, t, 'Thiès')).toMatchObject({ latitude: 14.834, longitude: -17.106 });
      expect(await pickFirst(page, appLocale, t, 'Saint-Louis')).toMatchObject({ latitude: 16.018, longitude: -16.49 });
      await expect(page.getByRole('region', { name: t.placeSettings })).toContainText(countryName(appLocale, 'SN'));
    },
  );

  test('the results look right', async ({ page, at, t }) => {
    await openReady(page, at('/4'));
    await page.getByRole('button', { name: t.changePlace }).click();
    await page.getByRole('searchbox', { name: t.searchCity }).fill('Saint-Louis');
    await expect(page.locator('.place-result').first()).toBeVisible();
    await expectAccessible(page);
    await expect(page.locator('.place-results')).toHaveScreenshot('operator-country-first.png');
  });
});
