// The operator's place on /4, on home and in the calendar file, named in the subscriber's language;
// and the city search with the operator's country first (issue 32, points 4 and 5). Real reference
// API (the operator's place is Makkah by default) unless a test names another operator.
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { test } from '../support/pages/fixtures.ts';
import { PlaceSearch } from '../support/pages/placeSearch.ts';
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
    prayer,
  }) => {
    await prayer.open(at);
    const title = makkah(appLocale);
    const place = prayer.place;
    await expect(place).toContainText(operatorLine(t, appLocale));
    await expect(place).not.toContainText(t.operatorPlace);
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await prayer.addToCalendar.click();
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
    async ({ page, at, appLocale, t, prayer }) => {
      await prayer.open(at);
      const named = operatorLine(t, appLocale);
      const name = prayer.placeName;
      await expect(name).toHaveText(named);
      // The built page and its inline script alone, as a phone on a slow link paints it first.
      await page.route('**/_astro/*.js', (route) => route.abort());
      await page.reload();
      await expect(name).toHaveText(named);
      const before = await prayer.dateNav.boundingBox();

      await page.unroute('**/_astro/*.js');
      await page.reload();
      await expect(prayer.rows.first()).toBeVisible();
      await expect(name).toHaveText(named);
      expect((await prayer.dateNav.boundingBox())?.y).toBeCloseTo(before?.y ?? -1, 0);
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
  async function pickFirst(places: PlaceSearch, locale: Locale, query: string) {
    await places.openPicker();
    await places.box.fill(query);
    const first = places.town(0);
    await expect(first).toContainText(countryName(locale, 'SN'));
    const asked = places.page.waitForRequest((r) => r.url().endsWith('/api/salatTimings') && r.method() === 'POST');
    await first.click();
    return (await asked).postDataJSON() as Record<string, unknown>;
  }

  test(
    '"Mbour", "Thiès" and "Saint-Louis" give Senegal’s city first, and its times',
    inOneLocale,
    async ({ at, appLocale, prayer, places }) => {
      await prayer.open(at);
      // Mbour (not Mboursou Léré in Chad), Thiès (not its quarter Thiès Nones), Saint-Louis (not Missouri's).
      expect(await pickFirst(places, appLocale, 'Mbour')).toMatchObject({ latitude: 14.422, longitude: -16.964 });
      expect(await pickFirst(places, appLocale, 'Thiès')).toMatchObject({ latitude: 14.834, longitude: -17.106 });
      expect(await pickFirst(places, appLocale, 'Saint-Louis')).toMatchObject({ latitude: 16.018, longitude: -16.49 });
      await expect(prayer.place).toContainText(countryName(appLocale, 'SN'));
    },
  );

  test('the results look right', async ({ page, at, prayer, places }) => {
    await prayer.open(at);
    await places.openPicker();
    await places.box.fill('Saint-Louis');
    await expect(places.town(0)).toBeVisible();
    await expectAccessible(page);
    await expect(places.found).toHaveScreenshot('operator-country-first.png');
  });
});
