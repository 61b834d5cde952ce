import { test, expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { JuzPage } from '../support/pages/juz.ts';
import { SurahPage } from '../support/pages/surah.ts';
import { chapterName, fontsReady, quran } from '../support/quran-data.ts';
import { formatNumber } from '../../src/i18n/index.ts';
import { fill } from '../../src/lib/fill.ts';
import { JUZ } from '../../src/shared/routes.ts';

/** What a verse's place reads as on the page ("Al-Baqarah (The Cow), verse 142"). */
const whereIs = (t: { verseOf: string }, locale: 'fr' | 'en' | 'ar', chapter: number, verse: number) =>
  fill(t.verseOf, {
    surah: chapterName(chapter, locale) ?? quran.ar[chapter - 1].name,
    verse: formatNumber(locale, verse),
  });

test.describe('the Quran by juz and hizb', () => {
  test('from the surah list, 30 juz and 60 hizb, each opening its surah at its first verse', async ({
    page,
    at,
    t,
    appLocale,
  }) => {
    const juz = new JuzPage(page, t, appLocale);
    await openReady(page, at('/2'));
    await expect(juz.bySurah).toHaveAttribute('aria-current', 'page');
    await juz.byJuz.click();
    await expect(page).toHaveURL(at(JUZ));
    await expect(juz.byJuz).toHaveAttribute('aria-current', 'page');
    await expect(juz.juzLinks).toHaveCount(30);
    await expect(juz.hizbLinks).toHaveCount(60);
    // Each says where it opens, in the page's language.
    await expect(juz.juz(2)).toContainText(whereIs(t, appLocale, 2, 142));
    await expect(juz.juz(30)).toHaveAttribute('href', at('/quran_detail/78#v1'));
    await expect(juz.hizb(4)).toHaveAttribute('href', at('/quran_detail/2#v203'));

    await juz.juz(2).click();
    await expect(page).toHaveURL(at('/quran_detail/2#v142'));
    const surah = new SurahPage(page, t);
    const opened = surah.verses.nth(141);
    await expect(opened).toBeInViewport();
    const mark = fill(t.juzAndHizb, { juz: formatNumber(appLocale, 2), hizb: formatNumber(appLocale, 3) });
    await expect(opened.getByRole('heading', { level: 2 })).toHaveText(mark);
  });

  test('a surah page says in which juz and hizb the reader is: where it opens, then where each begins', async ({
    page,
    at,
    t,
    appLocale,
  }) => {
    const n = (x: number) => formatNumber(appLocale, x);
    const surah = new SurahPage(page, t);
    await surah.open(at, 2);
    await expect(
      page.getByRole('main').getByText(fill(t.juzAndHizb, { juz: n(1), hizb: n(1) }), { exact: true }),
    ).toBeVisible();
    const marks = [
      [75, fill(t.hizbNumber, { n: n(2) })],
      [142, fill(t.juzAndHizb, { juz: n(2), hizb: n(3) })],
      [203, fill(t.hizbNumber, { n: n(4) })],
      [253, fill(t.juzAndHizb, { juz: n(3), hizb: n(5) })],
    ] as const;
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(marks.map(([, mark]) => mark));
    // Each sits in the verse where it begins.
    for (const [verse, mark] of marks) await expect(surah.verses.nth(verse - 1).getByRole('heading')).toHaveText(mark);

    // A surah that opens inside a juz says so from its first line.
    await surah.open(at, 3);
    await expect(
      page.getByRole('main').getByText(fill(t.juzAndHizb, { juz: n(3), hizb: n(5) }), { exact: true }),
    ).toBeVisible();
  });

  test('back from the juz list leads to the surah list', inOneLocale, async ({ page, at, t, appLocale }) => {
    const juz = new JuzPage(page, t, appLocale);
    await openReady(page, at(JUZ));
    await page.getByRole('link', { name: t.back }).click();
    await expect(page).toHaveURL(at('/2'));
    await expect(juz.bySurah).toHaveAttribute('aria-current', 'page');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme });
      test('the juz list looks right and is accessible', async ({ page, at }) => {
        test.setTimeout(60_000); // axe on a busy 2-core machine
        await openReady(page, at(JUZ));
        await fontsReady(page);
        await expect(page).toHaveScreenshot(`juz-${colorScheme}.png`);
        await expectAccessible(page);
      });
    });
  }
});
