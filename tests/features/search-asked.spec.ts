// Search as a reader asks (issue 45): the Quran's own Arabic words, the names readers give verses,
// and what was asked first. Real index, built with the site, in fr, en and ar.
import { test, expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { SearchPage } from '../support/pages/search.ts';
import { fontsReady } from '../support/quran-data.ts';
import { formatNumber } from '../../src/i18n/index.ts';
import { fill } from '../../src/lib/fill.ts';

const KURSI_NAME = { fr: 'Ayat al-Kursi', en: 'Ayat al-Kursi', ar: 'آية الكرسي' } as const;

test.describe('search as a reader asks', () => {
  // Several searches, each a first fetch of the index's chunks, and axe: on a loaded 2-core machine, more than 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('"آية الكرسي" and "الكرسي" find Ayat al-Kursi first, named, and lead to 2:255', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    const search = new SearchPage(page, t);
    await search.open(at);
    const kursi = `${at('/quran_detail/2')}#v255`;
    for (const query of ['آية الكرسي', 'الكرسي', 'اية الكرسى', 'Ayat al-Kursi', 'ayatul kursi', '2:255', '٢:٢٥٥']) {
      await search.search(query);
      await expect(search.results.first(), query).toHaveAttribute('href', kursi);
    }
    // Found by its name: the name, in the page's language, says why.
    await search.search('الكرسي');
    const first = search.results.first();
    await expect(first).toContainText(KURSI_NAME[appLocale]);
    // His Throne (كرسيه) in Sad 38:34 comes too, after it.
    await expect(search.results).toHaveCount(2);
    await expect(search.results.nth(1)).toHaveAttribute('href', `${at('/quran_detail/38')}#v34`);
    await expectAccessible(page);
    await fontsReady(page);
    await expect(page.getByRole('main')).toHaveScreenshot('named-verse.png');
    await first.click();
    await expect(page).toHaveURL(kursi);
  });

  test('a verse’s name in any of the three languages finds it on every page', inOneLocale, async ({ page, at, t }) => {
    const search = new SearchPage(page, t);
    await search.open(at);
    for (const query of ['Le verset du Trône', 'The Throne Verse', 'آية الكرسي']) {
      await search.search(query);
      await expect(search.results.first(), query).toHaveAttribute('href', `${at('/quran_detail/2')}#v255`);
    }
    // The last two verses of Al-Baqarah, by their Arabic name and by their first words.
    for (const query of ['خواتيم سورة البقرة', 'آمن الرسول', 'Amana ar-Rasul']) {
      await search.search(query);
      await expect(search.results.nth(0), query).toHaveAttribute('href', `${at('/quran_detail/2')}#v285`);
      await expect(search.results.nth(1), query).toHaveAttribute('href', `${at('/quran_detail/2')}#v286`);
    }
    // Al-Mu'awwidhatayn: the two surahs, in the Quran's order.
    await search.search('المعوذتين');
    await expect(search.results).toHaveCount(2);
    await expect(search.results.nth(0)).toHaveAttribute('href', at('/quran_detail/113'));
    await expect(search.results.nth(1)).toHaveAttribute('href', at('/quran_detail/114'));
    // Umm al-Kitab: Al-Fatiha.
    await search.search('أم الكتاب');
    await expect(search.results.first()).toHaveAttribute('href', at('/alFatiha'));
  });

  test('"dua 4" and "دعاء ٤" give Dua 4 before anything else', inOneLocale, async ({ page, at, appLocale, t }) => {
    const search = new SearchPage(page, t);
    await search.open(at);
    const name = fill(t.duaName, { n: formatNumber(appLocale, 4) });
    for (const query of ['dua 4', 'Dua 4', 'دعاء ٤', 'دعاء 4']) {
      await search.search(query);
      await expect(search.results.first(), query).toHaveAttribute('href', at('/dua_detail/3'));
      await expect(search.results.first()).toContainText(`${name} ·`);
    }
    await expect(search.status).toHaveText(t.searchOne);
  });

  test('"الرحمن الرحيم" gives 1:1 and 1:3 in the top three, the words marked', inOneLocale, async ({ page, at, t }) => {
    const search = new SearchPage(page, t);
    await search.open(at);
    await search.search('الرحمن الرحيم');
    const top = await Promise.all([0, 1, 2].map((i) => search.results.nth(i).getAttribute('href')));
    expect(top).toEqual(expect.arrayContaining([`${at('/alFatiha')}#v1`, `${at('/alFatiha')}#v3`]));
    // The Uthmani words ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ are what is marked in 1:3.
    const marks = search.result(`${at('/alFatiha')}#v3`).locator('mark');
    await expect(marks).toHaveCount(2);
    // With the diacritics and a tatweel typed, the same answer.
    await search.search('الرَّحْمـٰنِ الرَّحِيم');
    await expect(search.results.first()).toHaveAttribute('href', `${at('/alFatiha')}#v3`);
  });
});
