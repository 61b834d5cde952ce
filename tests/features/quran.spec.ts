import { test, expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { expectPaused, expectPlaying, openReady } from '../support/media-helpers.ts';
import { SurahPage } from '../support/pages/surah.ts';
import { chapterName, fontsReady, quran, slowDown, surahRoute } from '../support/quran-data.ts';
import { formatNumber } from '../../src/i18n/index.ts';

const decode = (html: string) =>
  html
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test.describe('Quran list /2', () => {
  test('114 numbered chapters: Arabic heading, name in the page language, links', async ({ page, at, appLocale }) => {
    await openReady(page, at('/2'));
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(114);
    const rows = await links.evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href'), text: a.textContent ?? '' })),
    );
    rows.forEach((row, i) => {
      const id = i + 1;
      expect(row.href).toBe(at(surahRoute(id)));
      expect(row.text).toContain(formatNumber(appLocale, id));
      expect(row.text).toContain(quran.ar[i].name);
      const name = chapterName(id, appLocale);
      if (name) expect(row.text).toContain(name);
    });
  });

  test('every chapter is listed with its meaning, beyond the few named after a person or their letters', async ({
    page,
    at,
    appLocale,
  }) => {
    await openReady(page, at('/2'));
    const list = page.getByRole('main').getByRole('list');
    const shown = {
      fr: [
        "Al-A'raf (Les Murailles)",
        'Al-Hijr (La Vallée rocheuse)',
        'Saba (Le royaume de Saba)',
        'Al-Ahqaf (Les Dunes)',
      ],
      en: ["Al-A'raf (The Heights)", 'Quraysh (The Tribe of Quraysh)'],
      ar: [quran.ar[6].name, quran.ar[105].name],
    }[appLocale];
    for (const name of shown) await expect(list.getByRole('link', { name })).toHaveCount(1);
  });

  test('the heading reaches the detail page', inOneLocale, async ({ page, at, appLocale, t }) => {
    await openReady(page, at('/2'));
    const name = chapterName(18, appLocale);
    await page.getByRole('link', { name: quran.ar[17].name }).click();
    await expect(page).toHaveURL(at('/quran_detail/18'));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(quran.ar[17].name);
    if (name) await expect(heading).toContainText(name);
    await page.getByRole('link', { name: t.back }).click();
    await expect(page).toHaveURL(at('/2'));
    await page.getByRole('link', { name: quran.ar[0].name }).click();
    await expect(page).toHaveURL(at('/alFatiha'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(quran.ar[0].name);
  });
});

test.describe('surah pages', () => {
  test('all 6236 verses are in the HTML of their surah page, numbered, with the right text', async ({
    request,
    at,
    appLocale,
  }) => {
    test.setTimeout(90_000);
    // Mismatches are collected and asserted once: 18 000 separate expects cost a minute of tracing.
    const wrong: string[] = [];
    let total = 0;
    for (const chapter of quran.ar) {
      // Uncompressed: the check is about the HTML, not the server's compression cache.
      const response = await request.get(at(surahRoute(chapter.id)), { headers: { 'accept-encoding': 'identity' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const list = /<ol class="verses">(.*?)<\/ol>/s.exec(html)?.[1] ?? '';
      const items = [
        // The id is the verse's address (#v255); its number is drawn by CSS from the list's counter.
        // A juz or hizb that begins at the verse is a heading before it (juz.spec.ts checks them).
        ...list.matchAll(
          /<li id="v(\d+)">(?:<h2>[^<]*<\/h2>)?<p lang="ar" dir="rtl">([^<]*)<\/p>(?:<p>([^<]*)<\/p>)?<\/li>/g,
        ),
      ];
      if (items.length !== chapter.verses.length) wrong.push(`surah ${chapter.id}: ${items.length} verses`);
      chapter.verses.forEach((verse, i) => {
        const [, n, ar, tr] = items[i] ?? [];
        const key = `${chapter.id}:${verse.id}`;
        if (n !== String(verse.id)) wrong.push(`${key} address v${n}`);
        if (decode(ar ?? '') !== verse.text) wrong.push(`${key} Arabic`);
        const translation = appLocale === 'ar' ? undefined : quran[appLocale][chapter.id - 1].verses[i].translation;
        if ((tr === undefined ? undefined : decode(tr)) !== translation) wrong.push(`${key} translation`);
      });
      total += items.length;
    }
    expect(wrong).toEqual([]);
    expect(total).toBe(6236);
  });

  test(
    '/alFatiha: seven verses and a play/pause control driving a real <audio>',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      const surah = new SurahPage(page, t);
      await surah.open(at, 1);
      const { verses, audio } = surah;
      await expect(verses).toHaveCount(7);
      await expect(verses.nth(0).locator('p[lang="ar"]')).toHaveText(quran.ar[0].verses[0].text);
      const title = chapterName(1, appLocale) ?? quran.ar[0].name;
      const play = surah.playButton(title);
      await expect(play).toBeEnabled();
      await slowDown(audio);
      await play.click();
      await expectPlaying(audio);
      expect(await audio.evaluate((el: HTMLAudioElement) => new URL(el.currentSrc).pathname)).toBe(
        '/media/quran/1.mp3',
      );
      const pause = surah.pauseButton(title);
      await expect(pause).toHaveAttribute('aria-pressed', 'true');
      await pause.click();
      await expectPaused(audio);
      await expect(play).toHaveAttribute('aria-pressed', 'false');
    },
  );
});

test.describe('Quran screens', () => {
  test('the list looks right and is accessible', async ({ page, at }) => {
    test.setTimeout(60_000); // axe is slow on a busy 2-core machine
    await openReady(page, at('/2'));
    await fontsReady(page);
    await expect(page).toHaveScreenshot('quran-list.png');
    await expectAccessible(page);
  });

  test('the top of /quran_detail/2 looks right and the page is accessible', async ({ page, at }) => {
    // axe walks all 286 verses: slow on a busy 2-core machine.
    test.setTimeout(60_000);
    await openReady(page, at('/quran_detail/2'));
    await expect(page.getByRole('button', { name: /–/ })).toBeEnabled();
    await fontsReady(page);
    await expect(page).toHaveScreenshot('quran-detail-2.png');
    await expectAccessible(page);
  });
});
