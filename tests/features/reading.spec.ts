import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, openAs, type AppLocale, inOneLocale } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { Chrome } from '../support/pages/chrome.ts';
import { fontsReady, quran, surahRoute } from '../support/quran-data.ts';
import { formatNumber } from '../../src/i18n/index.ts';
import { strings } from '../../src/i18n/tables.ts';
import { fill } from '../../src/lib/fill.ts';

const bismillah = quran.ar[0].verses[0];
/** "Al-Baqarah, verse 255" as the continue link and the bookmarks name a verse. */
const verseName = (locale: AppLocale, surah: number, verse: number) =>
  fill(strings(locale).verseOf, {
    surah: locale === 'ar' ? quran.ar[surah - 1].name : quran.ar[surah - 1].transliteration,
    verse: formatNumber(locale, verse),
  });

/** A verse's item in the surah page's list, by its address (#v255), checked against the data. */
async function verseItem(page: Page, surah: number, verse: number): Promise<Locator> {
  const item = page
    .getByRole('main')
    .getByRole('listitem')
    .and(page.locator(`[id="v${verse}"]`));
  await expect(item.locator('p[lang="ar"]')).toHaveText(quran.ar[surah - 1].verses[verse - 1].text);
  return item;
}

/** A full load of a verse's address, as a known subscriber (openReady's #uid= would replace the verse's hash). */
async function openVerse(page: Page, home: string, url: string): Promise<void> {
  await openReady(page, home);
  await page.goto(url);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
}

/** The verse's box lies between the sticky header and the surah player, its top on screen. */
async function expectAtTop(page: Page, item: Locator): Promise<void> {
  await expect(item).toBeInViewport();
  await expect
    .poll(async () => {
      const header = await page.locator('.app-header').boundingBox();
      const player = await page.locator('.surah-player').boundingBox();
      const box = await item.boundingBox();
      if (!header || !player || !box) return 'missing';
      return box.y >= header.y + header.height - 2 && box.y < player.y ? 'visible' : `top ${box.y}`;
    })
    .toBe('visible');
}

test.describe('the Bismillah', () => {
  test('heads surahs 2 and 114, in the Quran font, unnumbered; 9 has none; Al-Fatiha has it as verse 1', async ({
    page,
    at,
    appLocale,
  }) => {
    for (const surah of [2, 114]) {
      await openReady(page, at(surahRoute(surah)));
      const line = page.getByRole('main').getByText(bismillah.text, { exact: true });
      await expect(line).toHaveCount(1);
      // Not one of the numbered verses.
      await expect(page.getByRole('main').getByRole('list').getByText(bismillah.text, { exact: true })).toHaveCount(0);
      await fontsReady(page);
      expect(await line.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Amiri Quran/);
      expect(await page.evaluate(() => document.fonts.check('1em "Amiri Quran"', 'بِسۡمِ'))).toBe(true);
      if (appLocale !== 'ar') {
        const translation = quran[appLocale][0].verses[0].translation!;
        await expect(page.getByRole('main').getByText(translation, { exact: true }).first()).toBeVisible();
      }
    }
    await openReady(page, at(surahRoute(9)));
    await expect(page.getByRole('main').getByText(bismillah.text, { exact: true })).toHaveCount(0);

    await openReady(page, at(surahRoute(1)));
    const first = page.getByRole('main').getByRole('listitem').first();
    await expect(first.getByText(bismillah.text, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(bismillah.text, { exact: true })).toHaveCount(1);
  });

  test('a surah with its Bismillah looks right and is accessible', async ({ page, at }) => {
    test.setTimeout(60_000);
    await openReady(page, at('/quran_detail/114'));
    await fontsReady(page);
    await expect(page).toHaveScreenshot('surah-114-bismillah.png');
    await expectAccessible(page);
  });
});

test.describe('verse addresses', () => {
  test(
    '/quran_detail/2#v255 opens at verse 255 on a full load, below the header, above the player',
    inOneLocale,
    async ({ page, at }) => {
      await openVerse(page, at('/'), `${at('/quran_detail/2')}#v255`);
      await expectAtTop(page, await verseItem(page, 2, 255));
    },
  );

  test(
    'continue reading: the place read is kept as the reader scrolls, offered on home and /2 after a reload',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await openReady(page, at('/quran_detail/3'));
      await page.locator('#v100').evaluate((el) => el.scrollIntoView());
      await page.mouse.wheel(0, 1);
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('lastRead') ?? 'null')?.verse))
        .toBeGreaterThanOrEqual(99);
      const verse = await page.evaluate(() => JSON.parse(localStorage.getItem('lastRead') ?? 'null').verse as number);
      expect(verse).toBeLessThanOrEqual(101);
      const name = fill(t.continueReading, { place: verseName(appLocale, 3, verse) });

      await openReady(page, at('/'));
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', `${at('/quran_detail/3')}#v${verse}`);

      await openReady(page, at('/2'));
      await page.reload();
      // Client-side navigation (the router runs once the page has loaded) to the verse's address.
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL(`${at('/quran_detail/3')}#v${verse}`);
      await expectAtTop(page, await verseItem(page, 3, verse));
    },
  );
});

test.describe('continue reading on home', () => {
  test('a returning reader finds a card above the tiles, a 44 px target; without a place nothing moves', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    // The tiles are home's last list (its shortcuts are a list in the hero, above them).
    const firstTile = page.getByRole('main').getByRole('list').last().getByRole('listitem').first();
    // Without a place: the tiles stay where the HTML put them, before and after the islands.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await openAs(page, at('/'), 'demo-active');
    const before = (await firstTile.boundingBox())!.y;
    await page.unroute('**/_astro/*.js');
    // A new document: the same address again would only move to its #uid= (no load), and the
    // islands' imports refused above would stay refused unless Astro's one retry came after unroute.
    await page.goto('about:blank');
    await openReady(page, at('/'));
    await expect(page.locator('.continue-reading')).toHaveCount(0);
    expect((await firstTile.boundingBox())!.y).toBe(before);

    await page.evaluate(
      ([name, transliteration]) =>
        localStorage.setItem('lastRead', JSON.stringify({ surah: { id: 2, name, transliteration }, verse: 255 })),
      [quran.ar[1].name, quran.ar[1].transliteration] as const,
    );
    // With a place: the card's room is kept from the first paint, so its arrival moves nothing.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.reload();
    const kept = (await firstTile.boundingBox())!.y;
    expect(kept).toBeGreaterThan(before);
    await page.unroute('**/_astro/*.js');
    await page.reload();
    const card = page.getByRole('link', { name: fill(t.continueReading, { place: verseName(appLocale, 2, 255) }) });
    await expect(card).toBeInViewport({ ratio: 1 });
    expect((await firstTile.boundingBox())!.y).toBe(kept);
    const box = (await card.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.y + box.height).toBeLessThanOrEqual((await firstTile.boundingBox())!.y);
    await fontsReady(page);
    // The hero's countdown moves with the clock: masked, the card and the tiles are what is looked at.
    await expect(page).toHaveScreenshot('home-continue.png', { mask: [page.locator('.home-hero')] });
    await expectAccessible(page);
    await card.click();
    await expect(page).toHaveURL(`${at('/quran_detail/2')}#v255`);
  });
});

test.describe('bookmarks', () => {
  test(
    'a verse and a dua bookmarked are listed, survive a reload, link to them and can be removed',
    inOneLocale,
    async ({ page, at, appLocale, context, t }) => {
      test.setTimeout(60_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openVerse(page, at('/'), `${at('/quran_detail/2')}#v255`);
      await (await verseItem(page, 2, 255)).click();
      const actions = page.getByRole('toolbar', { name: fill(t.verseN, { n: formatNumber(appLocale, 255) }) });
      await actions.getByRole('button', { name: t.copyLink }).click();
      await expect(actions.getByRole('status')).toHaveText(t.linkCopied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        new URL(`${at('/quran_detail/2')}#v255`, page.url()).href,
      );
      await actions.getByRole('button', { name: t.bookmark }).click();
      await expect(actions.getByRole('button', { name: t.bookmark })).toHaveAttribute('aria-pressed', 'true');

      await openReady(page, at('/dua_detail/4'));
      const duaButton = page.getByRole('button', { name: t.bookmark });
      await duaButton.click();
      await expect(duaButton).toHaveAttribute('aria-pressed', 'true');

      // From the side menu.
      await page.getByRole('button', { name: t.menu }).click();
      await page.getByRole('dialog').getByRole('link', { name: t.bookmarks }).click();
      await expect(page).toHaveURL(at('/bookmarks'));
      const list = page.getByRole('main').getByRole('list');
      const verseLink = list.getByRole('link', { name: verseName(appLocale, 2, 255) });
      const duaTitle = fill(t.duaName, { n: formatNumber(appLocale, 5) });
      await expect(verseLink).toHaveAttribute('href', `${at('/quran_detail/2')}#v255`);
      await expect(list.getByRole('link', { name: duaTitle })).toHaveAttribute('href', at('/dua_detail/4'));
      // Newest first.
      await expect(list.getByRole('listitem').first()).toContainText(duaTitle);

      await page.reload();
      await expect(verseLink).toBeVisible();
      await list.getByRole('button', { name: fill(t.removeBookmark, { title: duaTitle }) }).click();
      await expect(list.getByRole('link', { name: duaTitle })).toHaveCount(0);
      await page.reload();
      await expect(list.getByRole('listitem')).toHaveCount(1);

      // A bookmark leads to its verse (client-side navigation).
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      await verseLink.click();
      await expect(page).toHaveURL(`${at('/quran_detail/2')}#v255`);
      await expectAtTop(page, await verseItem(page, 2, 255));
    },
  );

  test(
    'the empty state paints with the page, and a phone that keeps bookmarks never shows it',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      const empty = page.getByRole('main').getByText(t.noBookmarks);
      await openReady(page, at('/'));
      // Before any script of the page's own: what the HTML and its inline script show.
      await page.route('**/_astro/*.js', (route) => route.abort());
      await page.goto(at('/bookmarks'));
      await expect(empty).toBeVisible();
      await page.evaluate(() =>
        localStorage.setItem('bookmarks', JSON.stringify([{ kind: 'dua', index: 2, text: 'اللهم' }])),
      );
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t.bookmarks })).toBeVisible();
      await expect(empty).toBeHidden();

      await page.unroute('**/_astro/*.js');
      await page.reload();
      const list = page.getByRole('main').getByRole('list');
      const title = fill(t.duaName, { n: formatNumber(appLocale, 3) });
      await expect(list.getByRole('link', { name: title })).toBeVisible({ timeout: 10_000 });
      await expect(empty).toBeHidden();
      // The last one removed: the empty state again.
      await list.getByRole('button', { name: fill(t.removeBookmark, { title }) }).click();
      await expect(empty).toBeVisible();
      await expect(list).toHaveCount(0);
    },
  );

  test('a verse says it opens actions: a hint until first used, and its description for screen readers', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    // axe walks all 286 verses: slow on a busy 2-core machine, as in quran.spec.ts.
    test.setTimeout(60_000);
    await openReady(page, at('/quran_detail/2'));
    const hint = page.getByText(t.verseHint);
    await expect(hint).toBeInViewport();
    const item = await verseItem(page, 2, 3);
    await expect(item).toHaveAccessibleDescription(t.verseHint);
    await fontsReady(page);
    await expect(page).toHaveScreenshot('verse-hint.png', { mask: [page.locator('.surah-player')] });
    await expectAccessible(page);

    await item.click();
    // One digit system on the page: the bar names the verse as its badge numbers it (٣ in Arabic).
    const actions = page.getByRole('toolbar', { name: fill(t.verseN, { n: formatNumber(appLocale, 3) }) });
    await expect(actions).toBeVisible();
    await expect(actions).toContainText(fill(t.verseN, { n: formatNumber(appLocale, 3) }));
    if (appLocale === 'ar') await expect(actions).not.toContainText('3');
    await expect(hint).toBeHidden();
    await page.reload();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
    await expect(hint).toBeHidden();
    // Hidden, it still describes each verse.
    await expect(item).toHaveAccessibleDescription(t.verseHint);
  });

  test(
    'a keyboard reaches a verse and opens its actions with Enter',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await openVerse(page, at('/'), `${at('/quran_detail/2')}#v7`);
      const item = await verseItem(page, 2, 7);
      await expect(item).toHaveAttribute('tabindex', '0');
      await item.focus();
      await page.keyboard.press('Enter');
      const actions = page.getByRole('toolbar', { name: fill(t.verseN, { n: formatNumber(appLocale, 7) }) });
      await expect(actions.getByRole('button', { name: t.bookmark })).toBeVisible();
    },
  );

  test('what was downloaded is found under a name that says so: the menu, the title and the page agree', async ({
    page,
    at,
    t,
  }) => {
    await openReady(page, at('/quran_detail/1'));
    const menu = await new Chrome(page, t).openMenu();
    await menu.getByRole('link', { name: t.bookmarks, exact: true }).click();
    await expect(page).toHaveURL(at('/bookmarks'));
    await expect(page).toHaveTitle(`${t.bookmarks} · ${t.appName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.bookmarks);
    // Both things the name promises: the bookmarks, and what is kept for offline.
    await expect(page.getByRole('main').getByText(t.noBookmarks)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.keptTitle })).toBeVisible();
  });

  test('the bookmarks page looks right and is accessible, empty and with bookmarks', async ({ page, at, t }) => {
    await openReady(page, at('/bookmarks'));
    await expect(page.getByText(t.noBookmarks)).toBeVisible();
    await expectAccessible(page);
    await page.evaluate(
      ([baqarah, dua]) =>
        localStorage.setItem(
          'bookmarks',
          JSON.stringify([
            {
              kind: 'verse',
              surah: { id: 2, name: baqarah[0], transliteration: baqarah[1] },
              verse: 255,
              text: baqarah[2],
            },
            { kind: 'dua', index: 0, text: dua },
          ]),
        ),
      [
        [quran.ar[1].name, quran.ar[1].transliteration, quran.ar[1].verses[254].text.slice(0, 60)],
        quran.ar[1].verses[126].text.slice(0, 60),
      ] as const,
    );
    await page.reload();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
    await fontsReady(page);
    await expect(page).toHaveScreenshot('bookmarks.png');
    await expectAccessible(page);
  });
});

test.describe('reading settings', () => {
  test('text size, translation and night theme apply at once and survive a reload, before hydration', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    test.setTimeout(60_000);
    await openReady(page, at('/quran_detail/2'));
    const arabic = (await verseItem(page, 2, 1)).locator('p[lang="ar"]');
    const size = () => arabic.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const before = await size();
    await page.getByRole('button', { name: t.readingSettings }).click();
    const panel = page.getByRole('region', { name: t.readingSettings });
    await panel.getByRole('slider', { name: t.textSize }).fill('3');
    expect(await size()).toBeGreaterThan(before * 1.3);
    const translation = page.getByText(quran[appLocale === 'ar' ? 'en' : appLocale][1].verses[0].translation!, {
      exact: true,
    });
    if (appLocale !== 'ar') {
      await expect(translation).toBeVisible();
      await panel.getByRole('checkbox', { name: t.showTranslation }).uncheck();
      await expect(translation).toBeHidden();
    } else {
      // No translation to hide on an Arabic page (the transliteration's box is there).
      await expect(panel.getByRole('checkbox', { name: t.showTranslation })).toHaveCount(0);
    }
    await panel.getByRole('combobox', { name: t.nightTheme }).selectOption('dark');
    const background = () => page.locator('.app').evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect.poll(background).toBe('rgb(17, 26, 22)');
    await fontsReady(page);
    await expect(page).toHaveScreenshot('settings-open-night.png');
    await expectAccessible(page);

    // Before any script but the head's: the stored settings are on <html> from the first paint.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.reload();
    expect(await background()).toBe('rgb(17, 26, 22)');
    expect(await size()).toBeGreaterThan(before * 1.3);
    if (appLocale !== 'ar') await expect(translation).toBeHidden();
    await page.unroute('**/_astro/*.js');

    await openReady(page, at('/quran_detail/2'));
    await page.getByRole('button', { name: t.readingSettings }).click();
    await expect(panel.getByRole('slider', { name: t.textSize })).toHaveValue('3');
    await expect(panel.getByRole('combobox', { name: t.nightTheme })).toHaveValue('dark');
    await panel.getByRole('combobox', { name: t.nightTheme }).selectOption('light');
    await expect.poll(background).toBe('rgb(247, 243, 232)');
  });

  // What a reader of quran.com's transliteration recognises: ʿayn, long vowels, the article (issue 45).
  const ALIF_LAM_MIM = 'Alif-lām-mīm';
  const BISMILLAH = 'Bismi Allāhi ar-raḥmāni ar-raḥīm';
  const AYAT_AL_KURSI = /^Allāhu lā ilāha illā huwa al-ḥayyu al-qayyūmu lā taʾkhudhuhu .* wahuwa al-ʿaliyyu al-ʿaẓīm$/;

  test('transliteration: none and nothing fetched until chosen; then under each verse, kept over a reload, on Al-Fatiha too', async ({
    page,
    at,
    t,
  }) => {
    test.setTimeout(60_000);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/transliteration/')) fetched.push(new URL(r.url()).pathname);
    });
    await openReady(page, at('/quran_detail/2'));
    const first = await verseItem(page, 2, 1);
    const line = first.locator('p[lang="ar-Latn"]');
    // Off: nothing under the verse, nothing asked for (the reading tools have hydrated by now).
    await page.getByRole('button', { name: t.readingSettings }).click();
    const panel = page.getByRole('region', { name: t.readingSettings });
    const box = panel.getByRole('checkbox', { name: t.showTransliteration });
    await expect(box).not.toBeChecked();
    await expect(line).toHaveCount(0);
    expect(fetched).toEqual([]);
    // Not in the page's HTML either: only who asks downloads it.
    const html = await (await page.request.get(at('/quran_detail/2'))).text();
    expect(html).not.toContain(ALIF_LAM_MIM);

    await box.check();
    await expect(line).toHaveText(ALIF_LAM_MIM);
    // Latin letters read left to right on an Arabic page too, under the Arabic, above any translation.
    await expect(line).toHaveAttribute('dir', 'ltr');
    expect(await first.locator('p').nth(1).getAttribute('lang')).toBe('ar-Latn');
    await expect(page.locator('.bismillah p[lang="ar-Latn"]')).toHaveText(BISMILLAH);
    await expect((await verseItem(page, 2, 255)).locator('p[lang="ar-Latn"]')).toHaveText(AYAT_AL_KURSI);
    expect(fetched).toEqual(['/transliteration/2.json']);
    await fontsReady(page);
    await expect(page).toHaveScreenshot('transliteration-on.png');
    await expectAccessible(page);

    await page.reload();
    await expect(line).toHaveText(ALIF_LAM_MIM, { timeout: 10_000 });
    await openReady(page, at('/alFatiha'));
    await expect((await verseItem(page, 1, 1)).locator('p[lang="ar-Latn"]')).toHaveText(BISMILLAH);
    await expect((await verseItem(page, 1, 5)).locator('p[lang="ar-Latn"]')).toHaveText(
      'Iyyāka naʿbudu wa-iyyāka nastaʿīn',
    );

    // Off again: hidden at once.
    await page.getByRole('button', { name: t.readingSettings }).click();
    await panel.getByRole('checkbox', { name: t.showTransliteration }).uncheck();
    await expect((await verseItem(page, 1, 1)).locator('p[lang="ar-Latn"]')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('reading'))).toBe('{}');
  });

  test('deep in Al-Baqarah the settings button stays at hand, over no verse, and opens the settings there', async ({
    page,
    at,
    t,
  }) => {
    test.setTimeout(60_000);
    await openVerse(page, at('/'), `${at('/quran_detail/2')}#v200`);
    const verse = await verseItem(page, 2, 200);
    await expectAtTop(page, verse);
    const button = page.getByRole('button', { name: t.readingSettings });
    await expect(button).toBeInViewport({ ratio: 1 });
    const header = (await page.locator('.app-header').boundingBox())!;
    const aa = (await button.boundingBox())!;
    const box = (await verse.boundingBox())!;
    // Under the header, above the verse read (not over its words), a full 44 px target.
    expect(aa.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(aa.y + aa.height).toBeLessThanOrEqual(box.y + 1);
    expect(aa.height).toBeGreaterThanOrEqual(44);
    await button.click();
    const panel = page.getByRole('region', { name: t.readingSettings });
    await expect(panel).toBeInViewport();
    // Still where it was read: opening the settings does not jump to the top.
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(10_000);
    await fontsReady(page);
    // The header, the button and the open settings: the verses under them land a few pixels apart
    // from one run to the next (a scroll deep in a long page), and are not what is looked at here.
    const panelBox = (await panel.boundingBox())!;
    await expect(page).toHaveScreenshot('settings-deep.png', {
      clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: Math.ceil(panelBox.y + panelBox.height) },
    });
    await expectAccessible(page);
  });

  test('the night theme follows the phone unless chosen, and is accessible', async ({ page, at, t }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: 'dark' });
    await openReady(page, at('/quran_detail/2'));
    const background = () => page.locator('.app').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgb(17, 26, 22)');
    // The speed choice loads after the player shows (a chunk of its own): the picture waits for it.
    await expect(page.getByLabel(t.playbackSpeed)).toBeVisible();
    await fontsReady(page);
    await expect(page).toHaveScreenshot('surah-night.png');
    await expectAccessible(page);
    await page.evaluate(() => localStorage.setItem('reading', JSON.stringify({ night: 'light' })));
    await page.reload();
    expect(await background()).toBe('rgb(247, 243, 232)');
  });

  test('night reading under the red header theme keeps its own accent and is accessible', async ({ page, at }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openReady(page, at('/quran_detail/2'));
    const accent = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent'));
    const green = await accent();
    // The header theme is a build setting (PUBLIC_THEME), written as <html data-theme>.
    await page.evaluate(() => (document.documentElement.dataset.theme = 'red'));
    expect(await accent()).not.toBe(green);
    await expectAccessible(page);
  });
});
