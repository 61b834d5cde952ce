import type { Request } from '@playwright/test';
import { expect, expectAccessible, type AppLocale, inOneLocale } from '../support/fixtures.ts';
import { test } from '../support/pages/fixtures.ts';
import { controlled, openReady } from '../support/media-helpers.ts';
import { fontsReady, quran } from '../support/quran-data.ts';
import { formatNumber } from '../../src/i18n/index.ts';
import { QUERY_MAX } from '../../src/components/search/searchText.ts';
import { msg } from '../../server/messages.ts';

const surahTitle = (locale: AppLocale, id: number) => {
  const c = quran.en[id - 1];
  const name = locale === 'ar' ? quran.ar[id - 1].name : `${c.transliteration} (${quran[locale][id - 1].translation})`;
  return `${formatNumber(locale, id)}. ${name}`;
};
const ref = (locale: AppLocale, c: number, v: number) => `${formatNumber(locale, c)}:${formatNumber(locale, v)}`;

test.describe('search', () => {
  test('a surah by its name in the page’s language and by its transliteration', async ({ at, appLocale, search }) => {
    await search.open(at);
    const name = { fr: 'vache', en: 'cow', ar: 'البقرة' }[appLocale];
    for (const query of [name, 'baqarah']) {
      await search.search(query);
      await expect(search.results.first(), query).toHaveAttribute('href', at('/quran_detail/2'));
      await expect(search.results.first()).toContainText(surahTitle(appLocale, 2));
    }
  });

  test(
    'a surah by its number, a verse by 2:255, and the verse’s address when tapped',
    inOneLocale,
    async ({ page, at, appLocale, t, search }) => {
      await search.open(at);
      await search.search('36');
      await expect(search.results).toHaveCount(1);
      await expect(search.results).toHaveAttribute('href', at('/quran_detail/36'));
      await expect(search.status).toHaveText(t.searchOne);

      await search.search('2:255');
      await expect(search.results).toHaveCount(1);
      const verse = search.results.first();
      await expect(verse).toContainText(ref(appLocale, 2, 255));
      await verse.click();
      await expect(page).toHaveURL(`${at('/quran_detail/2')}#v255`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(quran.ar[1].name);

      // Back from the verse: the same search, from the address (?q=).
      await page.goBack();
      await expect(search.box).toHaveValue('2:255');
      await expect(search.results).toHaveCount(1);
    },
  );

  test('a word of the translation, typed without its accents', async ({ page, at, appLocale, search }) => {
    test.skip(appLocale === 'ar', 'Arabic pages have no translation');
    await search.open(at);
    await search.search('elephant');
    const verse = search.results.filter({ has: page.locator('mark') });
    await expect(verse).toHaveCount(1);
    await expect(verse).toHaveAttribute('href', `${at('/quran_detail/105')}#v1`);
    // The word as the translation writes it, accent included ("l'Eléphant").
    const word = quran[appLocale][104].verses[0].translation!.split(' ').find((w) => /l[ée]phant/i.test(w));
    await expect(verse.locator('mark')).toHaveText(word!);
    await expect(search.results.first()).toHaveAttribute('href', at('/quran_detail/105'));
  });

  test('Arabic without its diacritics, shown in Arabic with its own direction', async ({
    page,
    at,
    appLocale,
    search,
  }) => {
    await search.open(at);
    await search.search('الحي القيوم');
    const kursi = search.results.filter({ hasText: ref(appLocale, 2, 255) });
    await expect(kursi).toHaveAttribute('href', `${at('/quran_detail/2')}#v255`);
    const excerpt = kursi.locator('.search-excerpt');
    // The verse's own words, with their diacritics: "ٱلۡحَيُّ ٱلۡقَيُّومُۚ".
    await expect(excerpt.locator('mark')).toHaveText(quran.ar[1].verses[254].text.split(' ').slice(5, 7));
    if (appLocale === 'ar') {
      await expect(excerpt).not.toHaveAttribute('lang', /./);
    } else {
      await expect(excerpt).toHaveAttribute('lang', 'ar');
      await expect(excerpt).toHaveAttribute('dir', 'rtl');
    }
    await expectAccessible(page);
    await fontsReady(page);
    await expect(page.getByRole('main')).toHaveScreenshot('arabic-results.png');
  });

  test('a dua by its name leads to its page', inOneLocale, async ({ page, at, appLocale, t, search }) => {
    await search.open(at);
    const name = t.duaName.replace('{n}', formatNumber(appLocale, 4));
    await search.search(name);
    const dua = search.results.filter({ hasText: `${name} ·` });
    await expect(dua).toHaveCount(1);
    await dua.click();
    await expect(page).toHaveURL(at('/dua_detail/3'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test(
    'a pasted query of 3 000 characters is kept to 200, so a reload of its address still opens',
    inOneLocale,
    async ({ page, at, search }) => {
      await search.open(at);
      await search.box.fill('الرحمن '.repeat(430));
      await expect(page).toHaveURL(/\?q=/);
      const kept = new URL(page.url()).searchParams.get('q') ?? '';
      expect(kept.length).toBe(QUERY_MAX);
      await expect(search.box).toHaveValue(kept);
      const response = await page.reload();
      expect(response?.status()).toBe(200);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      await expect(search.box).toHaveValue(kept);
    },
  );

  test(
    'an address too long for the server gets a page that says so, not a bare error',
    inOneLocale,
    async ({ page, at }) => {
      const response = await page.goto(`${at('/search')}?q=${encodeURIComponent('الرحمن'.repeat(500))}`);
      expect(response?.status()).toBe(431);
      await expect(page.getByText(msg('tooLong', 'fr'))).toBeVisible();
      await expect(page.getByText(msg('tooLong', 'ar'))).toBeVisible();
      await page.getByRole('link', { name: msg('tooLongHome', 'en') }).click();
      await expect(page).toHaveURL(/\/en\/?$/);
    },
  );

  test('nothing found, said so', inOneLocale, async ({ at, t, search }) => {
    await search.open(at);
    await search.search('qqqzzzx');
    await expect(search.status).toHaveText(t.searchNone.replace('{q}', 'qqqzzzx'));
    await expect(search.results).toHaveCount(0);
  });

  test(
    'the index cannot be fetched: a message, no error, and it works again once it can',
    inOneLocale,
    async ({ page, at, t, search }) => {
      await page.route('**/pagefind/**', (route) => route.abort());
      await search.open(at);
      await search.search('36');
      await expect(search.status).toHaveText(t.searchError);
      await page.unroute('**/pagefind/**');
      await search.search('37');
      await expect(search.results).toHaveAttribute('href', at('/quran_detail/37'));
    },
  );

  test('the lists and the side menu lead to search', inOneLocale, async ({ page, at, t, search }) => {
    for (const list of ['/2', '/3']) {
      await openReady(page, at(list));
      await page.getByRole('main').getByRole('link', { name: t.search }).click();
      await expect(page).toHaveURL(at('/search'));
      await expect(search.box).toBeVisible();
    }
    await openReady(page, at('/5'));
    await page.getByRole('button', { name: t.menu }).click();
    await page.getByRole('dialog').getByRole('link', { name: t.search }).click();
    await expect(page).toHaveURL(at('/search'));
  });

  test(
    'nothing of the search is downloaded before the subscriber searches',
    inOneLocale,
    async ({ page, at, search }) => {
      const fetched: string[] = [];
      const onRequest = (r: Request) => {
        if (new URL(r.url()).pathname.startsWith('/pagefind/')) fetched.push(r.url());
      };
      page.on('request', onRequest);
      for (const route of ['/', '/2', '/3', '/quran_detail/2', '/dua_detail/0']) await openReady(page, at(route));
      await search.open(at);
      expect(fetched).toEqual([]);
      await search.search('36');
      expect(fetched.length).toBeGreaterThan(0);
    },
  );
});

test.describe('search offline', () => {
  // As in offline.spec.ts: the service worker runs here, the other specs block it.
  test.use({ serviceWorkers: 'allow' });

  test(
    'the page is there offline from the start; what was searched online is found again offline',
    inOneLocale,
    async ({ page, context, at, t, search }) => {
      test.setTimeout(90_000);
      // Stored when the worker installs, like the list pages: never opened, still there offline.
      await openReady(page, at('/2'));
      await controlled(page);
      await context.setOffline(true);
      await page.goto(at('/search'));
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      await search.search('36');
      await expect(search.status).toHaveText(t.searchOffline);

      // Back online, the next search loads what it needs (the failed load is not kept).
      await context.setOffline(false);
      await search.search('2:255');
      await expect(search.results).toHaveCount(1);

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      await expect(search.box).toHaveValue('2:255');
      await expect(search.results).toHaveAttribute('href', `${at('/quran_detail/2')}#v255`);

      await search.search('الحي القيوم');
      await expect(search.status).toHaveText(t.searchOffline);
      await context.setOffline(false);
    },
  );
});
