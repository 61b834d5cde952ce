import type { Page } from '@playwright/test';
import { test, expect, inOneLocale } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { PrayerPage } from '../support/pages/prayer.ts';
import { SurahPage } from '../support/pages/surah.ts';
import { quran, verseKey } from '../support/quran-data.ts';
import duas from '../../content/duas.json' with { type: 'json' };
import { formatNumber } from '../../src/i18n/index.ts';
import { fill } from '../../src/lib/fill.ts';
import { HIJRI_CALENDAR, INTL_TAGS, localDigits } from '../../src/shared/locales.ts';
import { PARIS_TIMES, parisAnswer } from '../support/prayer-answers.ts';
import labels from '../../content/prayer.json' with { type: 'json' };

/** The phone's share sheet, stood in for: what it was given is kept for the test to read. */
async function withShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
  });
}

/** A browser without Web Share (most desktop ones). */
async function withoutShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    delete (Navigator.prototype as Partial<Navigator>).canShare;
  });
}

const sheetGot = (page: Page) => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);

test.describe('sharing a verse', () => {
  test('through the share sheet: its Arabic, its translation, where it is from and its link', async ({
    page,
    at,
    t,
    appLocale,
  }) => {
    await withShareSheet(page);
    const surah = new SurahPage(page, t);
    await surah.open(at, 2);
    await surah.verses.nth(254).click();
    const actions = page.getByRole('toolbar', { name: fill(t.verseN, { n: formatNumber(appLocale, 255) }) });
    await actions.getByRole('button', { name: t.share }).click();
    await expect.poll(() => sheetGot(page).then((s) => s.length)).toBe(1);
    const [got] = await sheetGot(page);
    const where = fill(t.verseOf, {
      surah: appLocale === 'ar' ? quran.ar[1].name : quran.ar[1].transliteration,
      verse: formatNumber(appLocale, 255),
    });
    expect(got.title).toBe(where);
    expect(got.url).toBe(new URL(`${at('/quran_detail/2')}#v255`, page.url()).href);
    const translation = appLocale === 'ar' ? null : quran[appLocale][1].verses[254].translation;
    expect(got.text).toBe([quran.ar[1].verses[254].text, translation, `— ${where}`].filter(Boolean).join('\n\n'));
    // The sheet said nothing went wrong: the bar says nothing either.
    await expect(actions.getByRole('status')).toHaveText('');
  });

  test(
    'without a share sheet, copied to paste into a message, and said so',
    inOneLocale,
    async ({ page, context, at, t, appLocale }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await withoutShareSheet(page);
      const surah = new SurahPage(page, t);
      await surah.open(at, 2);
      await surah.verses.nth(2).click();
      const actions = page.getByRole('toolbar', { name: fill(t.verseN, { n: formatNumber(appLocale, 3) }) });
      await actions.getByRole('button', { name: t.share }).click();
      await expect(actions.getByRole('status')).toHaveText(t.shareCopied);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.startsWith(quran.ar[1].verses[2].text)).toBe(true);
      expect(copied.endsWith(`\n${new URL(`${at('/quran_detail/2')}#v3`, page.url()).href}`)).toBe(true);
    },
  );
});

test.describe('sharing a dua', () => {
  test('through the share sheet: its words, its source and its page', async ({ page, at, t, appLocale }) => {
    await withShareSheet(page);
    await openReady(page, at('/dua_detail/0'));
    await page.getByRole('button', { name: t.share }).click();
    await expect.poll(() => sheetGot(page).then((s) => s.length)).toBe(1);
    const [got] = await sheetGot(page);
    const text = got.text ?? '';
    const dua = verseKey(duas[0].key);
    expect(got.title).toBe(fill(t.duaName, { n: formatNumber(appLocale, 1) }));
    expect(got.url).toBe(new URL(at('/dua_detail/0'), page.url()).href);
    expect(text.startsWith(dua.ar)).toBe(true);
    if (appLocale !== 'ar') expect(text).toContain(dua[appLocale]);
    expect(text).toContain(`— ${await page.locator('.dua-source').innerText()}`);
  });

  test('without a share sheet or a clipboard, says it could not', inOneLocale, async ({ page, at, t }) => {
    await withoutShareSheet(page);
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({ writeText: () => Promise.reject(new DOMException('', 'NotAllowedError')) }),
      }),
    );
    await openReady(page, at('/dua_detail/0'));
    await page.getByRole('button', { name: t.share }).click();
    await expect(page.getByRole('main').getByText(t.shareFailed)).toBeVisible();
  });
});

test.describe("sharing a day's prayer times", () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test.beforeEach(async ({ page, appLocale }) => {
    await page.clock.setFixedTime(new Date('2026-03-01T09:30:00Z'));
    await page.route('**/api/salatTimings', (route) => route.fulfill({ json: parisAnswer(appLocale) }));
  });

  test('through the share sheet: whose times, the day in both calendars, each prayer at its time, the page', async ({
    page,
    at,
    t,
    appLocale,
  }) => {
    await withShareSheet(page);
    // Its code comes only as a finger reaches the button.
    const code: string[] = [];
    page.on('request', (r) => /\/shareDay\.[\w-]+\.js$/.test(r.url()) && code.push(r.url()));
    await openReady(page, at('/4'));
    await expect(new PrayerPage(page, t).rows).toHaveCount(labels.length);
    expect(code).toEqual([]);
    await page.getByRole('button', { name: t.shareDay }).click();
    await expect.poll(() => sheetGot(page).then((s) => s.length)).toBe(1);
    const [got] = await sheetGot(page);
    const lines = (got.text ?? '').split('\n');
    expect(got.title?.startsWith(fill(t.calendarName, { place: '' }))).toBe(true);
    expect(lines[0]).toBe(got.title);
    const noon = Date.UTC(2026, 2, 1, 12);
    const dates = (calendar: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(INTL_TAGS[appLocale] + calendar, { ...options, timeZone: 'UTC' }).format(noon);
    expect(lines[1]).toContain(dates(HIJRI_CALENDAR, { day: 'numeric', month: 'long', year: 'numeric' }));
    expect(lines[1]).toContain(dates('', { month: 'long' }));
    expect(lines.slice(2)).toEqual(
      labels.map((label, i) => `${label.name[appLocale]} ${localDigits(appLocale, PARIS_TIMES[i])}`),
    );
    expect(got.url).toBe(new URL(at('/4'), page.url()).href);
    expect(code).toHaveLength(1);
  });

  test('without a share sheet, copied and said so', inOneLocale, async ({ page, context, at, t }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await withoutShareSheet(page);
    await openReady(page, at('/4'));
    await page.getByRole('button', { name: t.shareDay }).click();
    await expect(page.getByRole('main').getByText(t.shareCopied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')).toHaveLength(labels.length + 3);
    expect(copied.endsWith(`\n${new URL(at('/4'), page.url()).href}`)).toBe(true);
  });
});
