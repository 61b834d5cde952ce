// The subscriber's own place on /4 (search, position, method, remembered), the times on that
// place's clock whatever the phone's zone, and the month as an iCalendar file read back (the
// countdown and the alert: prayer-alert.spec.ts). Real reference API unless a test fixes the answer.
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { test } from '../support/pages/fixtures.ts';
import { PrayerPage } from '../support/pages/prayer.ts';
import type { Locale } from '../../src/i18n/index.ts';
import { localDigits } from '../../src/shared/locales.ts';
import { zoneLabel } from '../../src/components/prayer/zoned.ts';
import { countryName } from '../../src/components/prayer/place/names.ts';
import labels from '../../content/prayer.json' with { type: 'json' };
import { PARIS, choosePlace, operatorLine, parisAnswer, withCountry } from '../support/prayer-answers.ts';
import { fill } from '../../src/lib/fill.ts';

type Row = { id: string; name: string; time: string; timestamp: string };
type Answer = Record<string, Row[]> & { place?: { timeZone: string; method: string } };

/** The last salatTimings request's body and answer, as the page sent and got them. */
async function nextAnswer(
  page: Page,
  act: () => Promise<unknown>,
): Promise<{ body: Record<string, unknown>; answer: Answer }> {
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/salatTimings') && r.request().method() === 'POST',
  );
  await act();
  const r = await response;
  return { body: (r.request() as Request).postDataJSON(), answer: (await r.json()) as Answer };
}

/** The rows of a day key as the page must show them: the answer's times, in the page's digits. */
async function expectDayShown(prayer: PrayerPage, locale: Locale, rows: Row[]) {
  await expect(prayer.rows).toHaveCount(rows.length);
  for (const [i, row] of rows.entries()) {
    await expect(prayer.rows.nth(i)).toContainText(localDigits(locale, row.time));
  }
}

/** Today's key at a zone for a fixed instant. */
function keyIn(zone: string, instant: Date): string {
  const p = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(instant);
  return p.replace(/\//g, '-');
}

/** The next prayer (not sunrise) after an instant, by the answer's instants. */
function nextOf(answer: Answer, instant: Date): Row {
  const rows = Object.keys(answer)
    .filter((k) => /^\d{2}-\d{2}-\d{4}$/.test(k))
    .flatMap((k) => answer[k])
    .filter((r) => r.id !== 'sunrise' && Date.parse(r.timestamp) > instant.getTime())
    .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  return rows[0];
}

test.describe('a subscriber in Paris', () => {
  const NOW = new Date('2026-03-01T11:15:00Z');
  test.use({
    timezoneId: 'Europe/Paris',
    geolocation: { latitude: 48.8534, longitude: 2.3488 },
    permissions: ['geolocation'],
  });

  test('sees whose times they are (the operator’s Makkah, on its clock), then uses their position', async ({
    page,
    at,
    appLocale,
    t,
    prayer,
    places,
  }) => {
    await page.clock.setFixedTime(NOW);
    const first = await nextAnswer(page, () => prayer.open(at));
    // None chosen: the operator's place, and nothing of a place in the request.
    expect(first.body).toEqual({ date: '01-03-2026' });
    expect(first.answer.place).toMatchObject({ timeZone: 'Asia/Riyadh', method: 'UmmAlQura' });
    const place = prayer.place;
    await expect(place).toContainText(operatorLine(t, appLocale));
    await expect(place).toContainText(zoneLabel('Asia/Riyadh', NOW.getTime()));
    await expect(place).toContainText(t.method_UmmAlQura);
    // Makkah's times on Makkah's clock, although the phone is in Paris (two hours behind).
    await expectDayShown(prayer, appLocale, first.answer[keyIn('Asia/Riyadh', NOW)]);
    const next = nextOf(first.answer, NOW);
    await expect(prayer.nextRow).toContainText(next.name);

    await places.openPicker();
    await expect(page.getByText(t.locationConsent)).toBeVisible();
    const mine = await nextAnswer(page, () => places.useLocation.click());
    expect(mine.body).toEqual({
      date: '01-03-2026',
      latitude: 48.853,
      longitude: 2.349,
      timeZone: 'Europe/Paris',
      method: 'MuslimWorldLeague',
    });
    const paris = appLocale === 'ar' ? 'باريس' : 'Paris';
    await expect(place).toContainText(withCountry(appLocale, paris, 'FR'));
    await expect(place).toContainText(zoneLabel('Europe/Paris', NOW.getTime()));
    await expect(place).toContainText(t.method_MuslimWorldLeague);
    await expectDayShown(prayer, appLocale, mine.answer['01-03-2026']);
    await expect(prayer.countdown).toContainText(nextOf(mine.answer, NOW).name);

    // Remembered on the device: the next visit asks for Paris again.
    const again = await nextAnswer(page, () => page.reload());
    expect(again.body).toMatchObject({ latitude: 48.853, timeZone: 'Europe/Paris' });
    await expect(place).toContainText(zoneLabel('Europe/Paris', NOW.getTime()));
  });

  test(
    'an operator API that ignores the place says the times are its default place’s',
    inOneLocale,
    async ({ page, at, appLocale, t, prayer }) => {
      await page.clock.setFixedTime(NOW);
      await page.route('**/api/salatTimings', async (route) => {
        const answer = (await (await route.fetch()).json()) as Answer & { operator?: unknown };
        // As an operator's own API would: neither the place nor the operator's is named.
        delete answer.place;
        delete answer.operator;
        await route.fulfill({ json: answer });
      });
      await page.addInitScript((paris) => localStorage.setItem('prayerPlace', JSON.stringify(paris)), PARIS);
      await prayer.open(at);
      const place = prayer.place;
      await expect(place).toContainText(fill(t.prayerPlaceFor, { place: t.operatorPlace }));
      await expect(place.getByRole('note')).toContainText(
        fill(t.operatorTimesNote, { place: withCountry(appLocale, 'Paris', 'FR') }),
      );
    },
  );
});

test.describe('a subscriber in Jakarta', () => {
  const NOW = new Date('2026-03-01T07:00:00Z'); // 14:00 in Jakarta, 10:00 in Makkah
  test.use({ timezoneId: 'Asia/Jakarta' });
  const QUERY: Record<Locale, [string, string]> = {
    fr: ['jakar', 'Jakarta'],
    en: ['Jakar', 'Jakarta'],
    ar: ['جاكار', 'جاكارتا'],
  };
  const MECCA: Record<Locale, [string, string]> = {
    fr: ['la mecq', 'La Mecque'],
    en: ['Mecc', 'Mecca'],
    ar: ['مكة', 'مكة'],
  };

  test('the next prayer is the place’s, not the phone clock’s; a city is found by name; its method can be changed', async ({
    page,
    at,
    appLocale,
    t,
    prayer,
    places,
  }) => {
    await page.clock.setFixedTime(NOW);
    const first = await nextAnswer(page, () => prayer.open(at));
    // 14:00 on the phone, 10:00 in Makkah: Makkah's Dhuhr is next, whatever the phone says.
    await expect(prayer.nextRow).toContainText(nextOf(first.answer, NOW).name);
    await expect(prayer.nextRow).toContainText(labels[2].name[appLocale]);

    await places.openPicker();
    const box = prayer.searchCity;
    await box.fill(MECCA[appLocale][0]);
    await expect(page.getByRole('button', { name: new RegExp(MECCA[appLocale][1]) }).first()).toBeVisible();
    await box.fill('qqzx');
    await expect(places.noTown).toBeVisible();
    await box.fill(QUERY[appLocale][0]);
    const result = page.getByRole('button', { name: new RegExp(QUERY[appLocale][1]) }).first();
    await expect(result).toContainText(countryName(appLocale, 'ID'));
    await expectAccessible(page);
    const chosen = await nextAnswer(page, () => result.click());
    // Indonesia's own ministry, by the name Indonesians know it by: not Singapore's council.
    expect(chosen.body).toMatchObject({ timeZone: 'Asia/Jakarta', method: 'Kemenag' });
    expect(chosen.answer.place).toMatchObject({ timeZone: 'Asia/Jakarta', method: 'Kemenag' });
    const place = prayer.place;
    await expect(place).toContainText(t.method_Kemenag);
    await expect(place).not.toContainText(t.method_Singapore);
    await expect(place).toContainText(zoneLabel('Asia/Jakarta', NOW.getTime()));
    await expectDayShown(prayer, appLocale, chosen.answer['01-03-2026']);

    await places.openPicker();
    const method = prayer.method;
    await expect(method).toHaveValue('Kemenag');
    const karachi = await nextAnswer(page, () => method.selectOption('Karachi'));
    expect(karachi.body).toMatchObject({ timeZone: 'Asia/Jakarta', method: 'Karachi' });
    await expect(place).toContainText(t.method_Karachi);

    // Back to the operator's place: nothing of a place is sent any more.
    await places.openPicker();
    const operator = await nextAnswer(page, () => prayer.useOperatorPlace.click());
    expect(operator.body).toEqual({ date: '01-03-2026' });
  });

  test('looks right with the search open', async ({ page, at, appLocale, prayer, places }) => {
    await page.clock.setFixedTime(NOW);
    await prayer.open(at);
    await places.openPicker();
    await prayer.searchCity.fill(QUERY[appLocale][0]);
    await expect(places.town(0)).toBeVisible();
    await expect(prayer.place).toHaveScreenshot('place-search.png');
  });

  test(
    'a search without the network says so, and recovers',
    inOneLocale,
    async ({ page, at, appLocale, t, prayer, places }) => {
      await page.clock.setFixedTime(NOW);
      await prayer.open(at);
      await page.route('**/places/**', (route) => route.abort('internetdisconnected'));
      await places.openPicker();
      const box = prayer.searchCity;
      await box.fill(QUERY[appLocale][0]);
      await expect(page.getByText(t.searchFailed)).toBeVisible();
      await page.unroute('**/places/**');
      await box.fill(QUERY[appLocale][0].slice(0, -1));
      await expect(places.town(0)).toBeVisible();
    },
  );
});

test.describe('a subscriber of the Hanafi school', () => {
  const NOW = new Date('2026-03-01T09:30:00Z');
  test.use({ timezoneId: 'Asia/Riyadh' });

  test('chooses the Hanafi Asr wherever they are: a later Asr, said beside the method, kept on the phone', async ({
    page,
    at,
    appLocale,
    t,
    prayer,
    places,
  }) => {
    await page.clock.setFixedTime(NOW);
    const first = await nextAnswer(page, () => prayer.open(at));
    expect(first.body).not.toHaveProperty('asr');
    const place = prayer.place;
    await expect(place).not.toContainText(t.asrHanafi);
    const asrOf = (answer: Answer) => answer['01-03-2026'].find((r) => r.id === 'asr') as Row;

    await places.openPicker();
    const school = prayer.asrSchool;
    await expect(school).toHaveValue('standard');
    await expect(school.getByRole('option')).toHaveText([t.asr_standard, t.asr_hanafi]);
    await expectAccessible(page);
    const hanafi = await nextAnswer(page, () => school.selectOption('hanafi'));
    // The operator's place, whose Asr only the school changes.
    expect(hanafi.body).toEqual({ date: '01-03-2026', asr: 'hanafi' });
    expect(Date.parse(asrOf(hanafi.answer).timestamp) - Date.parse(asrOf(first.answer).timestamp)).toBeGreaterThan(
      30 * 60_000,
    );
    await expect(place).toContainText(t.asrHanafi);
    await expectDayShown(prayer, appLocale, hanafi.answer['01-03-2026']);

    // Kept on the phone: asked again on the next visit, and shown chosen.
    const again = await nextAnswer(page, () => page.reload());
    expect(again.body).toMatchObject({ asr: 'hanafi' });
    await expect(place).toContainText(t.asrHanafi);
    await places.openPicker();
    await expect(school).toHaveValue('hanafi');
    const standard = await nextAnswer(page, () => school.selectOption('standard'));
    expect(standard.body).toEqual({ date: '01-03-2026' });
    await expect(place).not.toContainText(t.asrHanafi);
  });
});

test.describe('a subscriber in Tromsø in June', () => {
  const NOW = new Date('2026-06-21T08:00:00Z');
  test.use({
    timezoneId: 'Europe/Oslo',
    geolocation: { latitude: 69.6496, longitude: 18.956 },
    permissions: ['geolocation'],
  });

  test('gets every time of the day under the midnight sun, on Oslo’s clock', async ({
    page,
    at,
    appLocale,
    t,
    prayer,
    places,
  }) => {
    await page.clock.setFixedTime(NOW);
    await prayer.open(at);
    await places.openPicker();
    const mine = await nextAnswer(page, () => places.useLocation.click());
    expect(mine.body).toMatchObject({
      latitude: 69.65,
      longitude: 18.956,
      timeZone: 'Europe/Oslo',
      method: 'MuslimWorldLeague',
    });
    const place = prayer.place;
    await expect(place).toContainText(countryName(appLocale, 'NO'));
    await expect(place).toContainText(zoneLabel('Europe/Oslo', NOW.getTime()));
    const today = mine.answer['21-06-2026'];
    expect(today.map((r) => r.id)).toEqual(['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha']);
    // How they were found, in plain words: the sun does not set here today.
    expect((mine.answer as Record<string, unknown>).nearerLatitude).toContain('21-06-2026');
    const how = page.getByRole('note').filter({ hasText: t.nearerLatitudeNote });
    await expect(how).toBeVisible();
    await expectAccessible(page);
    await expect(how).toHaveScreenshot('nearer-latitude.png');
    await expectDayShown(prayer, appLocale, today);
    await expect(prayer.countdown).toContainText(nextOf(mine.answer, NOW).name);
  });

  test(
    'a refused position is said calmly, and search remains',
    inOneLocale,
    async ({ page, context, at, t, prayer, places }) => {
      await context.clearPermissions();
      await page.clock.setFixedTime(NOW);
      await prayer.open(at);
      await places.openPicker();
      await places.useLocation.click();
      await expect(page.getByText(t.locationDenied)).toBeVisible();
      await expect(prayer.searchCity).toBeVisible();
    },
  );
});

/** iCalendar times have whole seconds; the API's instants may carry milliseconds (high-latitude Isha). */
const seconds = (t: Date | string) => Math.floor(new Date(t).getTime() / 1000);

test.describe('the month in my calendar', () => {
  const NOW = new Date('2026-03-01T11:15:00Z');
  test.use({ timezoneId: 'Europe/Paris' });

  test(
    'one event per prayer for 30 days, each with an alarm at the API’s time, read back',
    inOneLocale,
    async ({ page, at, prayer }) => {
      await page.clock.setFixedTime(NOW);
      await choosePlace(page, PARIS);
      await prayer.open(at);
      const answers: Answer[] = [];
      page.on('response', async (r) => {
        if (r.url().endsWith('/api/salatTimings')) answers.push((await r.json()) as Answer);
      });
      const download = page.waitForEvent('download');
      await prayer.addToCalendar.click();
      const file = await download;
      await expect.poll(() => answers.length).toBeGreaterThanOrEqual(4);
      expect(file.suggestedFilename()).toBe('islami-prayer-times.ics');
      const text = readFileSync((await file.path()) as string, 'utf8');
      const calendar = new ICAL.Component(ICAL.parse(text));
      const vevents = calendar.getAllSubcomponents('vevent');
      // Thirty days of five prayers, less today's already passed at 12:15 in Paris (Fajr).
      const byDay = Object.assign({}, ...answers) as Answer;
      const passed = byDay['01-03-2026'].filter((r) => r.id !== 'sunrise' && Date.parse(r.timestamp) < NOW.getTime());
      expect(passed.map((r) => r.id)).toEqual(['fajr']);
      expect(vevents).toHaveLength(30 * 5 - passed.length);
      expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toContain('Paris');
      expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Paris');
      for (const v of vevents) expect(v.getFirstSubcomponent('valarm')).not.toBeNull();
      // A few events against the API's own times: today's Dhuhr and the last day's Isha.
      const byKey = Object.assign({}, ...answers) as Answer;
      const events = vevents.map((v) => new ICAL.Event(v));
      for (const [key, id] of [
        ['01-03-2026', 'dhuhr'],
        ['30-03-2026', 'isha'],
      ]) {
        const row = byKey[key].find((r) => r.id === id) as Row;
        const event = events.find((e) => seconds(e.startDate.toJSDate()) === seconds(row.timestamp));
        expect(event?.summary, `${key} ${id}`).toBe(row.name);
        const trigger = event?.component
          .getFirstSubcomponent('valarm')
          ?.getFirstPropertyValue('trigger') as InstanceType<typeof ICAL.Time>;
        expect(seconds(trigger.toJSDate())).toBe(seconds(row.timestamp));
      }
      // No Shuruq: it ends Fajr's time, no one prays at it.
      const sunrise = byKey['01-03-2026'].find((r) => r.id === 'sunrise') as Row;
      expect(events.some((e) => seconds(e.startDate.toJSDate()) === seconds(sunrise.timestamp))).toBe(false);
    },
  );

  test('the download says so, by the file’s name, in the page’s words', async ({ page, at, t, prayer }) => {
    await page.clock.setFixedTime(NOW);
    await prayer.open(at);
    const download = page.waitForEvent('download');
    await prayer.addToCalendar.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('islami-prayer-times.ics');
    // Said in a live region, which screen readers read out when it fills.
    const said = page.getByText(fill(t.calendarSaved, { file: 'islami-prayer-times.ics' }));
    await expect(said).toBeVisible();
    await expect(page.locator('[aria-live="polite"]').filter({ has: said })).toHaveCount(1);
    await expectAccessible(page);
  });

  test(
    'an API failure while making it is said, and nothing is downloaded',
    inOneLocale,
    async ({ page, at, t, prayer }) => {
      await page.clock.setFixedTime(NOW);
      await prayer.open(at);
      await page.route('**/api/salatTimings', (route) => route.fulfill({ status: 500, json: { status: 'failed' } }));
      let downloaded = false;
      page.on('download', () => (downloaded = true));
      await prayer.addToCalendar.click();
      await expect(page.getByText(t.calendarFailed)).toBeVisible();
      expect(downloaded).toBe(false);
    },
  );
});

test.describe('salatTimings with a chosen place: faults', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  for (const [fault, answer] of [
    ['HTTP 500', { status: 500, json: { status: 'failed', message: 'down' } }],
    ['a malformed answer', { status: 200, body: '{"01-03-2026": "<script>"}', contentType: 'application/json' }],
  ] as const) {
    test(
      `${fault}: a calm "could not load" with a retry, no page error`,
      inOneLocale,
      async ({ page, at, t, prayer }) => {
        await choosePlace(page, PARIS);
        await page.route('**/api/salatTimings', (route) => route.fulfill(answer));
        await prayer.open(at);
        await expect(page.getByRole('button', { name: t.retry })).toBeVisible();
      },
    );
  }

  test(
    'the chosen place is named from the first paint, and nothing moves when the times arrive',
    inOneLocale,
    async ({ page, at, appLocale, t, prayer }) => {
      await page.clock.setFixedTime(new Date('2026-03-01T09:30:00Z'));
      const named = t.prayerPlaceFor.replace('{place}', withCountry(appLocale, 'Paris', 'FR'));
      await page.addInitScript((p) => {
        localStorage.setItem('prayerPlace', JSON.stringify(p));
        localStorage.setItem('uid', '"demo-active"');
        localStorage.setItem('subStatus', '"active"');
      }, PARIS);
      // The built page and its inline script alone.
      await page.route('**/_astro/*.js', (route) => route.abort());
      await page.goto(at('/4'));
      const name = prayer.placeName;
      await expect(name).toHaveText(named);
      const before = await prayer.dateNav.boundingBox();

      await page.unroute('**/_astro/*.js');
      await page.route('**/api/salatTimings', (route) => route.fulfill({ json: parisAnswer(appLocale) }));
      await page.reload();
      await expect(prayer.rows).toHaveCount(labels.length, { timeout: 10_000 });
      await expect(name).toHaveText(named);
      expect((await prayer.dateNav.boundingBox())?.y).toBeCloseTo(before?.y ?? -1, 0);
    },
  );

  test(
    'a slow answer: the times kept for the place show meanwhile',
    inOneLocale,
    async ({ page, at, appLocale, prayer }) => {
      await page.clock.setFixedTime(new Date('2026-03-01T09:30:00Z'));
      await choosePlace(page, PARIS);
      await page.route('**/api/salatTimings', (route) => route.fulfill({ json: parisAnswer(appLocale) }));
      await prayer.open(at);
      const firstRow = prayer.rows.first();
      // The first answer shown, so kept: only then does the API go slow.
      await expect(firstRow).toContainText(localDigits(appLocale, '05:50'));
      await page.unroute('**/api/salatTimings');
      await page.route('**/api/salatTimings', () => new Promise(() => {}));
      await page.reload();
      await expect(firstRow).toContainText(localDigits(appLocale, '05:50'));
      await expect(prayer.countdown).toContainText(labels[2].name[appLocale]);
    },
  );
});
