import { test, expect, inOneLocale } from '../support/fixtures.ts';
import { controlled, openReady } from '../support/media-helpers.ts';
import { quran } from '../support/quran-data.ts';
import { formatNumber } from '../../src/i18n/index.ts';

// Like tests/resilience/offline.spec.ts, this spec lets the service worker run (the others block it).
test.use({ serviceWorkers: 'allow' });

test('offline: continue reading after a reload leads to the verse, and the bookmarks page opens', async ({
  page,
  context,
  at,
  appLocale,
  t,
}) => {
  test.setTimeout(90_000);
  await openReady(page, at('/2'));
  await controlled(page);
  // Online once: the surah, read down to verse 40; a verse bookmarked.
  await page.goto(at('/quran_detail/4'));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
  await page.locator('[id="v40"]').evaluate((el) => el.scrollIntoView());
  await page.mouse.wheel(0, 1);
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('lastRead') ?? 'null'));
  await expect.poll(async () => (await stored())?.surah?.id).toBe(4);
  // The topmost verse in view: 40, or its neighbour as the layout of the verses above settles.
  const verse = (await stored()).verse as number;
  expect(Math.abs(verse - 40)).toBeLessThanOrEqual(1);
  await page.locator('[id="v40"]').click();
  await page.getByRole('button', { name: t.bookmark }).click();
  await expect(page.getByRole('button', { name: t.bookmark })).toHaveAttribute('aria-pressed', 'true');

  await context.setOffline(true);
  await page.goto(at('/2'));
  await page.reload();
  const surah = appLocale === 'ar' ? quran.ar[3].name : quran.ar[3].transliteration;
  const place = t.verseOf.replace('{surah}', surah).replace('{verse}', formatNumber(appLocale, verse));
  const link = page.getByRole('link', { name: t.continueReading.replace('{place}', place) });
  await expect(link).toHaveAttribute('href', `${at('/quran_detail/4')}#v${verse}`);
  await link.click();
  await expect(page).toHaveURL(`${at('/quran_detail/4')}#v${verse}`);
  await expect(page.locator(`[id="v${verse}"] > p[lang="ar"]`)).toHaveText(quran.ar[3].verses[verse - 1].text);
  await expect(page.locator(`[id="v${verse}"]`)).toBeInViewport();

  // Precached at install: opens offline even though it was never visited.
  await page.goto(at('/bookmarks'));
  const bookmarked = t.verseOf.replace('{surah}', surah).replace('{verse}', formatNumber(appLocale, 40));
  await expect(page.getByRole('main').getByRole('link', { name: bookmarked })).toBeVisible();
  await context.setOffline(false);
});

/** 5:1 as the reader sees it, in readable letters (content/transliteration.ts). */
const AL_MAIDAH_1 =
  'Yā ayyuhā alladhīna āmanū awfū bil-ʿuqūdi uḥillat lakum bahīmatu al-anʿāmi illā mā yutlā ʿalaykum ' +
  'ghayra muḥillī aṣ-ṣaydi wa-antum ḥurumun inna Allāha yaḥkumu mā yurīd';

test(
  'offline: a surah read with its transliteration shows it again after a reload',
  inOneLocale,
  async ({ page, context, at }) => {
    test.setTimeout(90_000);
    await openReady(page, at('/2'));
    await controlled(page);
    await page.evaluate(() => localStorage.setItem('reading', JSON.stringify({ translit: 'on' })));
    // Online once: the page and its transliteration, fetched with the setting on.
    await page.goto(at('/quran_detail/5'));
    const line = page.locator('[id="v1"] > p[lang="ar-Latn"]');
    await expect(line).toHaveText(AL_MAIDAH_1, { timeout: 10_000 });
    // Kept by the worker, not only by the HTTP cache (which a phone may clear).
    await expect
      .poll(() =>
        page.evaluate(async () =>
          Boolean(await caches.match('/transliteration/5.json', { cacheName: 'transliteration' })),
        ),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(line).toHaveText(AL_MAIDAH_1, { timeout: 10_000 });
    await context.setOffline(false);
  },
);
