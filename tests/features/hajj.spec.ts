import { test, expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { expectPlayingFile, openReady, playingCount, theAudio } from '../support/media-helpers.ts';
import { Players } from '../support/pages/players.ts';
import hajj from '../../content/hajj.json' with { type: 'json' };

test.describe('Hajj guide /8', () => {
  test(
    'sections by category, each row a name and a player; one plays at a time',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await openReady(page, at('/8'));
      for (const group of hajj) {
        await expect(page.getByRole('heading', { level: 2, name: group.category[appLocale] })).toBeVisible();
      }
      const first = hajj[0].items[0].name[appLocale];
      const other = hajj[1].items[1].name[appLocale];
      const players = new Players(page, t);
      await players.playButton(first).click();
      await expectPlayingFile(page, hajj[0].items[0].file);
      await expect(players.pauseButton(first)).toHaveAttribute('aria-pressed', 'true');

      // The one audio goes over to the other rite: the first row's button says Play again.
      await players.playButton(other).click();
      await expectPlayingFile(page, hajj[1].items[1].file);
      await expect(players.playButton(first)).toHaveAttribute('aria-pressed', 'false');
      expect(await playingCount(page)).toBe(1);

      await players.pause(other, theAudio(page));
    },
  );

  test(
    "shows the built guide at once, then the API's answer where it differs",
    inOneLocale,
    async ({ page, at, appLocale }) => {
      const renamed = `${hajj[0].category[appLocale]} (API)`;
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/hajjData', async (route) => {
        await answered;
        const response = await route.fetch();
        const json = (await response.json()) as { hajjData: Array<{ hajjCategory: string }> };
        json.hajjData[0].hajjCategory = renamed;
        await route.fulfill({ status: response.status(), json });
      });
      await openReady(page, at('/8'));
      // Hydrated, the API not answered yet: the built guide, no loader.
      await expect(page.getByRole('heading', { level: 2, name: hajj[0].category[appLocale] })).toBeVisible();
      answer();
      await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: hajj[1].category[appLocale] })).toBeVisible();
    },
  );

  test('looks right and is accessible', async ({ page, at, appLocale }) => {
    await openReady(page, at('/8'));
    await expect(page.getByRole('heading', { level: 2, name: hajj[2].category[appLocale] })).toBeVisible();
    await expect(page).toHaveScreenshot('hajj.png', { fullPage: true });
    await expectAccessible(page);
  });
});
