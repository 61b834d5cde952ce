import type { Page } from '@playwright/test';
import { test, expect, openAs, inOneLocale } from '../support/fixtures.ts';
import { expectPlaying, playName, theAudio } from '../support/media-helpers.ts';
import { holdRequests } from '../support/network.ts';
import { formatNumber } from '../../src/i18n/index.ts';
import hadith from '../../content/hadith.json' with { type: 'json' };
import dhikr from '../../content/dhikr.json' with { type: 'json' };
import { stored } from '../support/storage.ts';

/** The island's script arrives late, as on a slow network: its button is on screen before it works. */
const ISLAND_DELAY_MS = 1500;

async function delayPlaylistScript(page: Page): Promise<void> {
  await page.route('**/_astro/HadithPlaylist.*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ISLAND_DELAY_MS));
    await route.continue();
  });
}

test.describe('a tap before the page is hydrated', () => {
  test('Play pressed before the player hydrates plays once it has', inOneLocale, async ({ page, at, appLocale, t }) => {
    await delayPlaylistScript(page);
    await openAs(page, at('/hadesList/1'), 'demo-active');
    const first = hadith[0].tracks[0].name[appLocale];
    const play = page.getByRole('button', { name: playName(t.play, first) });
    // The built playlist's button, enabled in the HTML, whose island has not hydrated yet.
    await expect(page.locator('astro-island[ssr]').filter({ has: play })).toHaveCount(1);
    await play.click();
    await expectPlaying(theAudio(page));
    await expect(page.getByRole('button', { name: playName(t.pause, first) })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a track tapped right after a page swap plays', inOneLocale, async ({ page, at, appLocale, t }) => {
    await delayPlaylistScript(page);
    await openAs(page, at('/7'), 'demo-active');
    // Client-side navigation: the router has started once the month links are hydrated.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
    await page.getByRole('link', { name: hadith[0].month[appLocale] }).click();
    const first = hadith[0].tracks[0].name[appLocale];
    const play = page.getByRole('button', { name: playName(t.play, first) });
    await expect(page.locator('astro-island[ssr]').filter({ has: play })).toHaveCount(1);
    await play.click();
    await expectPlaying(theAudio(page));
  });

  test(
    'words typed in the search box before it hydrates are searched once it has',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      const release = await holdRequests(page, '**/_astro/Search.*.js', (route) => route.continue().catch(() => {}));
      await openAs(page, at('/search'), 'demo-active');
      const box = page.getByRole('searchbox', { name: t.searchField });
      // The page's own box, in its HTML, typed into while its island's script is still on its way.
      await expect(page.locator('astro-island[ssr]').filter({ has: box })).toHaveCount(1);
      await box.fill('2:255');
      release();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      const verse = page.getByRole('main').getByRole('list').getByRole('link');
      await expect(verse).toHaveCount(1, { timeout: 15_000 });
      await expect(verse).toContainText(`${formatNumber(appLocale, 2)}:${formatNumber(appLocale, 255)}`);
      await expect(box).toHaveValue('2:255');
      // Kept in the address like a search typed after, so back from the verse shows it again.
      await expect(page).toHaveURL(/[?&]q=2%3A255/);
    },
  );

  test(
    'a dhikr and a round chosen on the tasbih before it hydrates are kept, with the phone’s count',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      const [first, second] = dhikr;
      await openAs(page, at('/'), 'demo-active');
      // Counted on an earlier visit: 5 of the first dhikr, 7 of the second.
      await page.evaluate(
        ([a, b]) => localStorage.setItem('tasbih', JSON.stringify({ dhikr: a, size: 33, counts: { [a]: 5, [b]: 7 } })),
        [first.id, second.id],
      );
      const release = await holdRequests(page, '**/_astro/Tasbih.*.js', (route) => route.continue().catch(() => {}));
      await page.goto(at('/tasbih'));
      const select = page.getByRole('combobox', { name: t.tasbihDhikr });
      // The page's own controls, in its HTML, changed while the island's script is on its way.
      await expect(page.locator('astro-island[ssr]').filter({ has: select })).toHaveCount(1);
      await select.selectOption(second.id);
      await page.getByRole('radio', { name: formatNumber(appLocale, 99) }).check();
      release();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      await expect(page.locator('.tasbih-count')).toHaveText(formatNumber(appLocale, 7));
      await expect(select).toHaveValue(second.id);
      await expect(page.getByRole('radio', { name: formatNumber(appLocale, 99) })).toBeChecked();
      await expect
        .poll(() => stored(page, 'tasbih'))
        .toEqual({ dhikr: second.id, size: 99, counts: { [first.id]: 5, [second.id]: 7 } });
      await page.getByRole('button', { name: t.tasbihTap }).click();
      await expect(page.locator('.tasbih-count')).toHaveText(formatNumber(appLocale, 8));
    },
  );
});
