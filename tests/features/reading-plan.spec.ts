import type { Page } from '@playwright/test';
import { expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { test } from '../support/pages/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { PlanPage, type Address } from '../support/pages/plan.ts';
import { fontsReady, quran } from '../support/quran-data.ts';
import { formatNumber } from '../../src/i18n/index.ts';
import { fill } from '../../src/lib/fill.ts';
import { READING_PLAN, TILE_PAGES } from '../../src/shared/routes.ts';

// The reading order counted from quran-json (the plan's own tables come from quran-meta).
const lengths = quran.ar.map((s: { verses: unknown[] }) => s.verses.length);
const TOTAL = lengths.reduce((a: number, b: number) => a + b, 0);
function addressAt(index: number): Address {
  let chapter = 0;
  while (index >= lengths[chapter]) index -= lengths[chapter++];
  return [chapter + 1, index + 1];
}
const indexOf = (chapter: number, verse: number) =>
  lengths.slice(0, chapter - 1).reduce((a: number, b: number) => a + b, 0) + verse - 1;

/** The phone's clock at a moment (UTC: the test browser's zone). */
const clockAt = (page: Page, iso: string) => page.clock.setFixedTime(new Date(iso));

/** The plan page on 1 December 2026, with a plan of 30 days begun. */
async function openWithPlan(plan: PlanPage, at: (route: string) => string) {
  await clockAt(plan.page, '2026-12-01T09:00:00Z');
  await plan.open(at);
  await plan.begin();
}

test.describe('the reading plan', () => {
  test('30 days from the opening: day 1’s portion, a link to it, nothing read yet, on track', async ({
    page,
    at,
    t,
    plan,
  }) => {
    await clockAt(page, '2026-12-01T09:00:00Z');
    await plan.open(at);
    await expect(plan.heading).toHaveText(t.readingPlan);
    await expect(plan.days).toHaveValue('30');
    await plan.begin();
    // 6236 verses in 30 days: 207 or 208 a day; the first day ends at the 207th verse.
    const last = addressAt(Math.floor(TOTAL / 30) - 1);
    expect(last).toEqual([2, 200]);
    await expect(plan.day).toHaveText(plan.dayOf(1, 30));
    await expect(plan.says(plan.portionText([1, 1], last))).toBeVisible();
    await expect(plan.says(plan.progressText(0, TOTAL))).toBeVisible();
    await expect(plan.says(t.planOnTrack)).toBeVisible();
    await expect(plan.progressBar(0, TOTAL)).toBeVisible();
    await plan.readOn.click();
    await expect(page).toHaveURL(`${at('/alFatiha')}#v1`);
  });

  test('marked read, kept offline, then days pass: behind in whole days, caught up a portion a tap', async ({
    page,
    at,
    t,
    plan,
  }) => {
    await openWithPlan(plan, at);
    await plan.markRead.click();
    const dayOne = Math.floor(TOTAL / 30);
    await expect(plan.says(t.planTodayRead)).toBeVisible();
    await expect(plan.says(plan.progressText(dayOne, TOTAL))).toBeVisible();
    // Read on: the next portion's first verse.
    await expect(plan.readAhead).toHaveAttribute('href', `${at('/quran_detail/2')}#v201`);
    await expect(plan.markRead).toHaveCount(0);
    // Offline, four days later: one portion read of the four due, two days owed before today's.
    await page.route('**/api/**', (r) => r.abort('internetdisconnected'));
    await clockAt(page, '2026-12-04T21:00:00Z');
    await page.reload();
    await expect(plan.day).toHaveText(plan.dayOf(4, 30));
    await expect(plan.says(plan.behind(2))).toBeVisible();
    const dayFour = [addressAt(Math.floor((3 * TOTAL) / 30)), addressAt(Math.floor((4 * TOTAL) / 30) - 1)] as const;
    await expect(plan.says(plan.portionText(...dayFour))).toBeVisible();
    // Catching up starts where the reader stopped, one portion a tap.
    await expect(plan.catchUp([2, 201])).toHaveAttribute('href', `${at('/quran_detail/2')}#v201`);
    await plan.markNext.click();
    await expect(plan.says(t.planBehindOne)).toBeVisible();
    await plan.markNext.click();
    await expect(plan.says(t.planOnTrack)).toBeVisible();
    await expect(plan.readOn).toBeVisible();
    await plan.markRead.click();
    await expect(plan.says(t.planTodayRead)).toBeVisible();
    await expect(plan.says(plan.progressText(Math.floor((4 * TOTAL) / 30), TOTAL))).toBeVisible();
    // Still kept after another reload.
    await page.reload();
    await expect(plan.says(t.planTodayRead)).toBeVisible();
  });

  test(
    'from where the reader left off, in 7 days: only what is left is shared out',
    inOneLocale,
    async ({ page, at, plan }) => {
      await clockAt(page, '2026-12-01T09:00:00Z');
      await plan.open(at);
      await page.evaluate(
        ([name, transliteration]) =>
          localStorage.setItem('lastRead', JSON.stringify({ surah: { id: 18, name, transliteration }, verse: 10 })),
        [quran.ar[17].name, quran.ar[17].transliteration] as const,
      );
      await page.reload();
      await plan.fromPlace([18, 10]).check();
      await plan.begin(7);
      const from = indexOf(18, 10);
      const left = TOTAL - from;
      await expect(plan.day).toHaveText(plan.dayOf(1, 7));
      await expect(plan.says(plan.portionText([18, 10], addressAt(from + Math.floor(left / 7) - 1)))).toBeVisible();
      await expect(plan.says(plan.progressText(0, left))).toBeVisible();
    },
  );

  test('out of 7 to 365 days, no plan is started', inOneLocale, async ({ at, plan }) => {
    await plan.open(at);
    for (const days of [3, 400]) {
      await plan.begin(days);
      await expect(plan.days).toHaveJSProperty('validity.valid', false);
      expect(await plan.stored()).toBeNull();
    }
  });

  test(
    'reading the surah through moves the plan on; a jump ahead does not',
    inOneLocale,
    async ({ page, at, plan }) => {
      await openWithPlan(plan, at);
      await openReady(page, at('/alFatiha'));
      // Al-Fatihah is short: scrolled down to its end, seen whole, the plan moves to Al-Baqarah.
      for (let i = 0; i < 4; i++) {
        await page.mouse.wheel(0, 200);
        await page.waitForTimeout(700);
      }
      await expect.poll(() => plan.stored().then((p) => p?.next), { timeout: 5_000 }).toEqual({ chapter: 2, verse: 1 });
      await openReady(page, at('/quran_detail/2'));
      // Scrolled through a screen at a time: every step keeps the plan's next verse in view.
      for (let i = 0; i < 6; i++) {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(700);
      }
      const next = (await plan.stored())!.next;
      expect(next.chapter).toBe(2);
      expect(next.verse).toBeGreaterThan(10);
      // A jump far ahead, then a scroll there: the verses between were not read.
      await page.locator('#v200').evaluate((el) => el.scrollIntoView());
      await page.mouse.wheel(0, 100);
      await page.waitForTimeout(800);
      expect((await plan.stored())!.next).toEqual(next);
    },
  );

  test(
    'a juz a night in Ramadan: the night’s juz, the days owed, and the month’s days',
    inOneLocale,
    async ({ page, at, plan }) => {
      await clockAt(page, '2027-02-20T09:00:00Z');
      await plan.open(at);
      await plan.juzNight.click();
      // 1 Ramadan 1448 is 8 February 2027 and the month has 29 days: the 20th is its 13th day, juz 13
      // (12:53 to 14:52; juz 14 begins at 15:1).
      await expect(plan.day).toHaveText(plan.dayOf(13, 29));
      await expect(plan.says(plan.portionText([12, 53], [14, 52]))).toBeVisible();
      await expect(plan.says(plan.behind(12))).toBeVisible();
    },
  );

  test(
    'before Ramadan a juz a night is offered and begins with the month',
    inOneLocale,
    async ({ page, at, t, appLocale, plan }) => {
      await clockAt(page, '2027-01-20T09:00:00Z');
      await plan.open(at);
      await plan.juzNight.click();
      await expect(plan.day).toHaveText(
        fill(t.planBegins, { when: fill(t.inDays, { n: formatNumber(appLocale, 19) }) }),
      );
      await expect(plan.says(plan.portionText([1, 1], [2, 141]))).toBeVisible();
      // Long before the month it is not offered.
      await plan.end.click();
      await plan.endYes.click();
      await clockAt(page, '2026-12-01T09:00:00Z');
      await page.reload();
      await expect(plan.start).toBeVisible();
      await expect(plan.juzNight).toHaveCount(0);
    },
  );

  test('ended after a second yes, the plan is gone from the phone', inOneLocale, async ({ at, plan }) => {
    await plan.open(at);
    await plan.begin();
    await plan.end.click();
    await plan.endNo.click();
    expect(await plan.stored()).not.toBeNull();
    await plan.end.click();
    await plan.endYes.click();
    await expect(plan.start).toBeVisible();
    expect(await plan.stored()).toBeNull();
  });

  test(
    'read through: the whole Quran is read, and a new plan begins at once',
    inOneLocale,
    async ({ page, at, t, plan }) => {
      await openWithPlan(plan, at);
      await page.evaluate(() => {
        const plan = JSON.parse(localStorage.getItem('readingPlan')!);
        localStorage.setItem('readingPlan', JSON.stringify({ ...plan, next: { chapter: 115, verse: 1 } }));
      });
      await page.reload();
      await expect(plan.says(t.planFinished)).toBeVisible();
      await expect(plan.says(plan.progressText(TOTAL, TOTAL))).toBeVisible();
      await expect(plan.markRead).toHaveCount(0);
      await plan.again.click();
      await expect(plan.start).toBeVisible();
      expect(await plan.stored()).toBeNull();
    },
  );

  test('home shows today’s portion in the card’s kept room, then that it is read', async ({
    page,
    at,
    t,
    appLocale,
    plan,
  }) => {
    await openWithPlan(plan, at);
    const firstTile = page.getByRole('main').getByRole('list').last().getByRole('listitem').first();
    // The card's room is kept from the first paint for a plan alone (no place read yet).
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto(at('/'));
    const kept = (await firstTile.boundingBox())!.y;
    await page.unroute('**/_astro/*.js');
    await page.goto('about:blank');
    await openReady(page, at('/'));
    const values = {
      day: formatNumber(appLocale, 1),
      days: formatNumber(appLocale, 30),
      first: `${formatNumber(appLocale, 1)}:${formatNumber(appLocale, 1)}`,
      last: `${formatNumber(appLocale, 2)}:${formatNumber(appLocale, 200)}`,
    };
    const card = page.getByRole('link', { name: fill(t.planOnHome, values) });
    await expect(card).toHaveAttribute('href', `${at('/alFatiha')}#v1`);
    expect((await firstTile.boundingBox())!.y).toBe(kept);
    await fontsReady(page);
    // The hero's countdown moves with the clock: masked, the card and the tiles are what is looked at.
    await expect(page).toHaveScreenshot('home-plan.png', { mask: [page.locator('.home-hero')] });
    await plan.open(at);
    await plan.markRead.click();
    await openReady(page, at('/'));
    await expect(page.getByRole('link', { name: fill(t.planOnHomeRead, values) })).toHaveAttribute(
      'href',
      at(READING_PLAN),
    );
  });

  test('the Quran list leads to it', inOneLocale, async ({ page, at, t, plan }) => {
    await openReady(page, at(TILE_PAGES[2].route));
    await page.getByRole('link', { name: t.readingPlanLink }).click();
    await expect(page).toHaveURL(at(READING_PLAN));
    await expect(plan.heading).toHaveText(t.readingPlan);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme });
      test('the form and the plan look right and are accessible', async ({ page, at, plan }) => {
        test.setTimeout(60_000); // axe twice on a busy 2-core machine
        await clockAt(page, '2027-01-20T09:00:00Z');
        await plan.open(at);
        await expect(plan.juzNight).toBeVisible();
        await fontsReady(page);
        await expect(page).toHaveScreenshot(`plan-form-${colorScheme}.png`);
        await expectAccessible(page);
        await clockAt(page, '2026-12-01T09:00:00Z');
        await page.reload();
        await plan.begin();
        await plan.markRead.click();
        await clockAt(page, '2026-12-02T09:00:00Z');
        await page.reload();
        await expect(plan.markRead).toBeVisible();
        await expect(page).toHaveScreenshot(`plan-${colorScheme}.png`);
        await expectAccessible(page);
      });
    });
  }
});
