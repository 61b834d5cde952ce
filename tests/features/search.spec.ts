import type { Page, Request } from '@playwright/test';
import { test, expect, expectAccessible, openAs, type AppLocale, inOneLocale } from '../support/fixtures.ts';
import { controlled, openReady } from '../support/media-helpers.ts';
import { fontsReady, quran } from '../support/quran-data.ts';
import { formatNumber } from '../../src/i18n/index.ts';
import { strings } from '../../src/i18n/tables.ts';
import { QUERY_MAX } from '../../src/components/search/searchText.ts';
import { msg } from '../../server/messages.ts';

/** Opens /search as the demo subscriber, hydrated, the startup loader gone. */
async function openSearch(page: Page, url: string): Promise<void> {
  await openAs(page, url, 'demo-active');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('.loader')).toHaveCount(0, { timeout: 12_000 });
}

const box = (page: Page, locale: AppLocale) => page.getByRole('searchbox', { name: strings(locale).searchField });
const results = (page: Page) => page.getByRole('main').getByRole('list').getByRole('link');
/** The results' live line (aria-live: role=status is the app's startup loader). */
const status = (page: Page) => page.getByRole('main').locator('[aria-live]');

async function search(page: Page, locale: AppLocale, query: string): Promise<void> {
  await box(page, locale).fill(query);
  await expect(status(page)).not.toHaveText(strings(locale).searchLoading, { timeout: 15_000 });
  await expect(status(page)).not.toHaveText('');
}

const surahTitle = (locale: AppLocale, id: number) => {
  const c = quran.en[id - 1];
  const name = locale === 'ar' ? quran.ar[id - 1].name : `${c.transliteration} (${quran[locale][id - 1].translation})`;
  return `${formatNumber(locale, id)}. ${name}`;
};
const ref = (locale: AppLocale, c: number, v: number) => `${formatNumber(locale, c)}:${formatNumber(locale, v)}`;

test.describe('search', () => {
  test('a surah by its name in the page’s language and by its transliteration', async ({ page, at, appLocale }) => {
    await openSearch(page, at('/search'));
    const name = { fr: 'vache', en: 'cow', ar: 'البقرة' }[appLocale];
    for (const query of [name, 'baqarah']) {
      await search(page, appLocale, query);
      await expect(results(page).first(), query).toHaveAttribute('href', at('/quran_detail/2'));
      await expect(results(page).first()).toContainText(surahTitle(appLocale, 2));
    }
  });

  test(
    'a surah by its number, a verse by 2:255, and the verse’s address when tapped',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await openSearch(page, at('/search'));
      await search(page, appLocale, '36');
      await expect(results(page)).toHaveCount(1);
      await expect(results(page)).toHaveAttribute('href', at('/quran_detail/36'));
      await expect(status(page)).toHaveText(t.searchOne);

      await search(page, appLocale, '2:255');
      await expect(results(page)).toHaveCount(1);
      const verse = results(page).first();
      await expect(verse).toContainText(ref(appLocale, 2, 255));
      await verse.click();
      await expect(page).toHaveURL(`${at('/quran_detail/2')}#v255`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(quran.ar[1].name);

      // Back from the verse: the same search, from the address (?q=).
      await page.goBack();
      await expect(box(page, appLocale)).toHaveValue('2:255');
      await expect(results(page)).toHaveCount(1);
    },
  );

  test('a word of the translation, typed without its accents', async ({ page, at, appLocale }) => {
    test.skip(appLocale === 'ar', 'Arabic pages have no translation');
    await openSearch(page, at('/search'));
    await search(page, appLocale, 'elephant');
    const verse = results(page).filter({ has: page.locator('mark') });
    await expect(verse).toHaveCount(1);
    await expect(verse).toHaveAttribute('href', `${at('/quran_detail/105')}#v1`);
    // The word as the translation writes it, accent included ("l'Eléphant").
    const word = quran[appLocale][104].verses[0].translation!.split(' ').find((w) => /l[ée]phant/i.test(w));
    await expect(verse.locator('mark')).toHaveText(word!);
    await expect(results(page).first()).toHaveAttribute('href', at('/quran_detail/105'));
  });

  test('Arabic without its diacritics, shown in Arabic with its own direction', async ({ page, at, appLocale }) => {
    await openSearch(page, at('/search'));
    await search(page, appLocale, 'الحي القيوم');
    const kursi = results(page).filter({ hasText: ref(appLocale, 2, 255) });
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

  test('a dua by its name leads to its page', inOneLocale, async ({ page, at, appLocale, t }) => {
    await openSearch(page, at('/search'));
    const name = t.duaName.replace('{n}', formatNumber(appLocale, 4));
    await search(page, appLocale, name);
    const dua = results(page).filter({ hasText: `${name} ·` });
    await expect(dua).toHaveCount(1);
    await dua.click();
    await expect(page).toHaveURL(at('/dua_detail/3'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test(
    'a pasted query of 3 000 characters is kept to 200, so a reload of its address still opens',
    inOneLocale,
    async ({ page, at, appLocale }) => {
      await openSearch(page, at('/search'));
      await box(page, appLocale).fill('الرحمن '.repeat(430));
      await expect(page).toHaveURL(/\?q=/);
      const kept = new URL(page.url()).searchParams.get('q') ?? '';
      expect(kept.length).toBe(QUERY_MAX);
      await expect(box(page, appLocale)).toHaveValue(kept);
      const response = await page.reload();
      expect(response?.status()).toBe(200);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      await expect(box(page, appLocale)).toHaveValue(kept);
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

  test('nothing found, said so', inOneLocale, async ({ page, at, appLocale, t }) => {
    await openSearch(page, at('/search'));
    await search(page, appLocale, 'qqqzzzx');
    await expect(status(page)).toHaveText(t.searchNone.replace('{q}', 'qqqzzzx'));
    await expect(results(page)).toHaveCount(0);
  });

  test(
    'the index cannot be fetched: a message, no error, and it works again once it can',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await page.route('**/pagefind/**', (route) => route.abort());
      await openSearch(page, at('/search'));
      await search(page, appLocale, '36');
      await expect(status(page)).toHaveText(t.searchError);
      await page.unroute('**/pagefind/**');
      await search(page, appLocale, '37');
      await expect(results(page)).toHaveAttribute('href', at('/quran_detail/37'));
    },
  );

  test('the lists and the side menu lead to search', inOneLocale, async ({ page, at, appLocale, t }) => {
    for (const list of ['/2', '/3']) {
      await openReady(page, at(list));
      await page.getByRole('main').getByRole('link', { name: t.search }).click();
      await expect(page).toHaveURL(at('/search'));
      await expect(box(page, appLocale)).toBeVisible();
    }
    await openReady(page, at('/5'));
    await page.getByRole('button', { name: t.menu }).click();
    await page.getByRole('dialog').getByRole('link', { name: t.search }).click();
    await expect(page).toHaveURL(at('/search'));
  });

  test(
    'nothing of the search is downloaded before the subscriber searches',
    inOneLocale,
    async ({ page, at, appLocale }) => {
      const fetched: string[] = [];
      const onRequest = (r: Request) => {
        if (new URL(r.url()).pathname.startsWith('/pagefind/')) fetched.push(r.url());
      };
      page.on('request', onRequest);
      for (const route of ['/', '/2', '/3', '/quran_detail/2', '/dua_detail/0']) await openReady(page, at(route));
      await openSearch(page, at('/search'));
      expect(fetched).toEqual([]);
      await search(page, appLocale, '36');
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
    async ({ page, context, at, appLocale, t }) => {
      test.setTimeout(90_000);
      // Stored when the worker installs, like the list pages: never opened, still there offline.
      await openReady(page, at('/2'));
      await controlled(page);
      await context.setOffline(true);
      await page.goto(at('/search'));
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      await search(page, appLocale, '36');
      await expect(status(page)).toHaveText(t.searchOffline);

      // Back online, the next search loads what it needs (the failed load is not kept).
      await context.setOffline(false);
      await search(page, appLocale, '2:255');
      await expect(results(page)).toHaveCount(1);

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      await expect(box(page, appLocale)).toHaveValue('2:255');
      await expect(results(page)).toHaveAttribute('href', `${at('/quran_detail/2')}#v255`);

      await search(page, appLocale, 'الحي القيوم');
      await expect(status(page)).toHaveText(t.searchOffline);
      await context.setOffline(false);
    },
  );
});
