import type { Page } from '@playwright/test';
import { expect, expectAccessible, inOneLocale, openAs } from '../support/fixtures.ts';
import { test } from '../support/pages/fixtures.ts';
import { HomePage } from '../support/pages/home.ts';
import { holdRequests } from '../support/network.ts';
import { readVersesOfDay } from '../../content/catalogue.ts';
import { versePath, versePushPath } from '../../src/shared/routes.ts';
import { verseOfDayIndex } from '../../src/components/home/verseOfDay.ts';

const VERSES = readVersesOfDay();
/** The phone's clock: 1 December 2026, mid-morning where the phone is. */
const DAY = new Date(2026, 11, 1, 9, 30);
const VERSE_FILES = '**/verse-of-day/*.json';

const verseOn = (day: Date) => VERSES[verseOfDayIndex(day, VERSES.length)];

async function onDay(page: Page, day = DAY): Promise<void> {
  await page.clock.setFixedTime(day);
}

test.describe('the verse of the day on home', () => {
  test('today’s verse, in Arabic and the page’s language, leads to it in its surah', async ({
    page,
    at,
    appLocale,
    home,
  }) => {
    await onDay(page);
    const verse = verseOn(DAY);
    await openAs(page, at('/'), 'demo-active');
    await expect(home.verseCard).toBeVisible();
    await expect(home.verseArabic).toHaveText(verse.ar);
    await expect(home.verseArabic).toHaveAttribute('dir', 'rtl');
    if (appLocale === 'ar') await expect(home.verseLines).toHaveCount(1);
    else await expect(home.verseLines.nth(1)).toHaveText(verse[appLocale]);
    await home.verseLink(verse).click();
    await expect(page).toHaveURL(at(versePath(verse.chapter, verse.verse)));
    await expect(page.locator(`#v${verse.verse}`)).toBeInViewport();
  });

  test('every day as a notification: the card leads to the prayer page’s option, brought into view', async ({
    page,
    at,
    t,
    home,
  }) => {
    await onDay(page);
    await openAs(page, at('/'), 'demo-active');
    await home.verseNotify.click();
    await expect(page).toHaveURL(at(versePushPath()));
    await expect(page.getByRole('switch', { name: t.pushOn })).toBeInViewport({ timeout: 15_000 });
  });

  test(
    'is the same all day, and the next verse of the list the next day',
    inOneLocale,
    async ({ context, at, t, appLocale }) => {
      const evening = new Date(2026, 11, 1, 23, 50);
      const tomorrow = new Date(2026, 11, 2, 0, 10);
      expect(verseOn(evening)).toBe(verseOn(DAY));
      expect(verseOn(tomorrow)).not.toBe(verseOn(DAY));
      for (const [day, verse] of [
        [evening, verseOn(DAY)],
        [tomorrow, verseOn(tomorrow)],
      ] as const) {
        // A page of its own for each day: the same address twice would not load home again.
        const page = await context.newPage();
        await onDay(page, day);
        await openAs(page, at('/'), 'demo-active');
        await expect(new HomePage(page, t, appLocale).verseArabic).toHaveText(verse.ar);
        await page.close();
      }
    },
  );

  test(
    'on a slow link, comes when its file does, below everything else, which does not move',
    inOneLocale,
    async ({ page, at, home }) => {
      await onDay(page);
      const release = await holdRequests(page, VERSE_FILES);
      await openAs(page, at('/'), 'demo-active');
      const card = home.verseCard;
      const lastTile = home.tiles.last();
      const before = await lastTile.boundingBox();
      await expect(card).toBeHidden();
      release();
      await expect(card).toBeVisible();
      expect(await lastTile.boundingBox()).toEqual(before);
      const [tileBox, cardBox] = [await lastTile.boundingBox(), await card.boundingBox()];
      expect(cardBox!.y).toBeGreaterThan(tileBox!.y + tileBox!.height);
    },
  );

  for (const [fault, answer] of [
    ['a 500', { status: 500, body: 'oops' }],
    ['a malformed file', { status: 200, contentType: 'application/json', body: '{"chapter": 2, "verse":' }],
    ['a file of another shape', { status: 200, contentType: 'application/json', body: '{"verse":"today"}' }],
  ] as const) {
    test(`home stays whole without the card after ${fault}`, inOneLocale, async ({ page, at, home }) => {
      await onDay(page);
      let asked = 0;
      await page.route(VERSE_FILES, (route) => {
        asked++;
        return route.fulfill(answer);
      });
      await openAs(page, at('/'), 'demo-active');
      await expect(home.tiles.first()).toBeVisible();
      await expect.poll(() => asked).toBe(1);
      await expect(home.verseCard).toBeHidden();
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme });
      test('looks right and is accessible', async ({ page, at, home }) => {
        test.setTimeout(60_000); // axe on a busy 2-core machine
        await onDay(page);
        await openAs(page, at('/'), 'demo-active');
        await expect(home.verseCard).toBeVisible();
        await expect(home.verseCard).toHaveScreenshot(`verse-day-${colorScheme}.png`);
        await expectAccessible(page);
      });
    });
  }
});

test.describe('home without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('has no empty verse card', inOneLocale, async ({ page, at, home }) => {
    await page.goto(at('/'));
    await expect(home.tiles.first()).toBeVisible();
    await expect(home.verseBox).toBeHidden();
  });
});
