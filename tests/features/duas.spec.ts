import { test, expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { expectPlaying, openReady, playName, theAudio } from '../support/media-helpers.ts';
import { Players } from '../support/pages/players.ts';
import { fontsReady, slowDown, verseKey } from '../support/quran-data.ts';
import { formatNumber, type Locale } from '../../src/i18n/index.ts';
import { strings } from '../../src/i18n/tables.ts';
import duas from '../../content/duas.json' with { type: 'json' };
import { duaLine } from '../../src/components/dua/duaLine.ts';

const duaName = (locale: Locale, index: number) =>
  strings(locale).duaName.replace('{n}', formatNumber(locale, index + 1));
/** A dua's row in the list: its name, then the start of what it asks. */
const duaRow = (locale: Locale, index: number) => new RegExp(`^${duaName(locale, index)} `);
/** The file a dua page should play: Arabic pages use the French recitation. */
const audioOf = (locale: Locale, index: number) => (locale === 'en' ? duas[index].audio.en : duas[index].audio.fr);

test.describe('Dua list /3', () => {
  test('Dua 1..Dua 40 link to zero-based /dua_detail/{index}, each saying what it asks', async ({
    page,
    at,
    appLocale,
  }) => {
    await openReady(page, at('/3'));
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(40);
    const rows = await links.evaluateAll((as) =>
      as.map((a) => [a.querySelector('b')?.textContent, a.querySelector('span')?.textContent, a.getAttribute('href')]),
    );
    // The line is the dua's own text in the page's language, from the Quran data.
    expect(rows).toEqual(
      duas.map((d, i) => [
        duaName(appLocale, i),
        duaLine(verseKey(d.key)[appLocale], appLocale),
        at(`/dua_detail/${i}`),
      ]),
    );
    const first = links.first().locator('span');
    if (appLocale === 'ar') {
      await expect(first).toHaveAttribute('lang', 'ar');
      await expect(first).toHaveAttribute('dir', 'rtl');
    }
    // Its name says both: "Dua 1 Our Lord, accept…".
    await expect(links.first()).toHaveAccessibleName(`${rows[0][0]} ${rows[0][1]}`);
    await fontsReady(page);
    await expect(page).toHaveScreenshot('dua-list.png');
    await expectAccessible(page);
  });
});

test.describe('dua detail', () => {
  test('heading, Arabic text and the translation in the chosen language, from the Quran data', async ({
    page,
    at,
    appLocale,
  }) => {
    await openReady(page, at('/3'));
    await page.getByRole('link', { name: duaRow(appLocale, 5) }).click();
    await expect(page).toHaveURL(at('/dua_detail/5'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(duaName(appLocale, 5));
    const verse = verseKey(duas[5].key);
    const main = page.getByRole('main');
    await expect(main.locator('p[lang="ar"]')).toHaveText(verse.ar);
    await expect(main.locator('p[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    if (appLocale === 'ar') await expect(main.getByText(verse.fr)).toHaveCount(0);
    else await expect(main.getByText(verse[appLocale], { exact: true })).toBeVisible();
  });

  test(
    'play/pause drives a real <audio> with the language recitation',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await openReady(page, at('/dua_detail/0'));
      const play = page.getByRole('button', { name: playName(t.play, duaName(appLocale, 0)) });
      const audio = theAudio(page);
      await slowDown(audio);
      await play.click();
      await expectPlaying(audio);
      expect(await audio.evaluate((el: HTMLAudioElement) => new URL(el.currentSrc).pathname)).toBe(
        audioOf(appLocale, 0),
      );
      await new Players(page, t).pause(duaName(appLocale, 0), audio);
      await expect(play).toHaveAttribute('aria-pressed', 'false');
    },
  );

  test(
    'when a dua ends while playing, the next dua is shown and keeps playing',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await openReady(page, at('/dua_detail/0'));
      // The clips last under 2 s, so the page itself records what plays where: the document (and
      // this listener) survives the client-side navigation to the next dua.
      await page.evaluate(() => {
        const seen: Array<{ path: string; src: string; time: number; pressed: string | null }> = [];
        (window as unknown as { seen: typeof seen }).seen = seen;
        document.addEventListener(
          'timeupdate',
          (e) => {
            const el = e.target as HTMLAudioElement;
            if (el.paused || el.currentTime === 0) return;
            const pressed = document.querySelector('main button[aria-pressed]')?.getAttribute('aria-pressed') ?? null;
            seen.push({ path: location.pathname, src: new URL(el.currentSrc).pathname, time: el.currentTime, pressed });
          },
          true,
        );
      });
      const audio = theAudio(page);
      await new Players(page, t).play(duaName(appLocale, 0), audio);
      // Skip to the last moments of the short real recording so the test stays fast.
      await audio.evaluate((el: HTMLAudioElement) => {
        el.currentTime = Math.max(0, el.duration - 0.3);
      });
      await expect(page).toHaveURL(at('/dua_detail/1'), { timeout: 10_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(duaName(appLocale, 1));
      const playedHere = () =>
        page.evaluate(
          (path) => (window as unknown as { seen: Array<{ path: string }> }).seen.filter((s) => s.path === path),
          at('/dua_detail/1'),
        );
      await expect.poll(async () => (await playedHere()).length, { timeout: 10_000 }).toBeGreaterThan(0);
      const [first] = await playedHere();
      expect(first).toMatchObject({ src: audioOf(appLocale, 1), pressed: 'true' });
    },
  );

  test('the last dua ends cleanly, without navigating', async ({ page, at, appLocale, t }) => {
    test.skip(appLocale === 'en', 'the English list has no audio for the last two duas');
    const players = new Players(page, t);
    await openReady(page, at('/dua_detail/39'));
    const audio = theAudio(page);
    await players.play(duaName(appLocale, 39), audio);
    await audio.evaluate((el: HTMLAudioElement) => {
      el.currentTime = Math.max(0, el.duration - 0.3);
    });
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.ended), { timeout: 5_000 }).toBe(true);
    await expect(page).toHaveURL(at('/dua_detail/39'));
    await expect(players.playButton(duaName(appLocale, 39))).toHaveAttribute('aria-pressed', 'false');
  });

  test('English: duas without audio show a disabled control, and the auto-advance stops there', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    test.skip(appLocale !== 'en', 'only the English list has missing files');
    const players = new Players(page, t);
    await openReady(page, at('/dua_detail/37'));
    const audio = theAudio(page);
    await players.play(duaName(appLocale, 37), audio);
    await audio.evaluate((el: HTMLAudioElement) => {
      el.currentTime = Math.max(0, el.duration - 0.3);
    });
    await expect(page).toHaveURL(at('/dua_detail/38'), { timeout: 10_000 });
    await expect(players.playButton(duaName(appLocale, 38))).toBeDisabled();
    await expect(page.getByText(t.mediaUnavailable)).toBeVisible();
    await expect(theAudio(page)).toHaveCount(0);
    await openReady(page, at('/dua_detail/39'));
    await expect(players.playButton(duaName(appLocale, 39))).toBeDisabled();
  });

  test('looks right and is accessible', async ({ page, at, appLocale }) => {
    test.setTimeout(60_000); // axe is slow on a busy 2-core machine
    await openReady(page, at('/dua_detail/0'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(duaName(appLocale, 0));
    await fontsReady(page);
    await expect(page).toHaveScreenshot('dua-detail-0.png', { fullPage: true });
    await expectAccessible(page);
  });
});
