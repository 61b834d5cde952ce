import { test, expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { expectPaused, expectPlaying, openReady } from '../support/media-helpers.ts';
import { HadithPlaylist } from '../support/pages/hadith.ts';
import { Players } from '../support/pages/players.ts';
import hadith from '../../content/hadith.json' with { type: 'json' };

const pathOf = (el: HTMLMediaElement) => new URL(el.currentSrc || el.src).pathname;

test.describe('Hadith /7 and /hadesList/{id}', () => {
  test(
    'months link to their playlist, which opens on the handed-over list without a new fetch',
    inOneLocale,
    async ({ page, at, appLocale }) => {
      let calls = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/api/hadithContent')) calls += 1;
      });
      await openReady(page, at('/7'));
      for (const m of hadith) await expect(page.getByRole('link', { name: m.month[appLocale] })).toBeVisible();
      expect(calls).toBe(1);
      await page.getByRole('link', { name: hadith[1].month[appLocale] }).click();
      await expect(page).toHaveURL(new RegExp(`${at('/hadesList/2')}$`));
      const playlist = new HadithPlaylist(page);
      await expect(playlist.heading(hadith[1].month[appLocale])).toBeVisible();
      await expect(playlist.tracks).toHaveCount(hadith[1].tracks.length);
      expect(calls).toBe(1);
    },
  );

  test(
    'play/pause toggles; choosing a track saves its index; choosing the playing one pauses it',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      const names = hadith[0].tracks.map((x) => x.name[appLocale]);
      const players = new Players(page, t);
      const playlist = new HadithPlaylist(page);
      await playlist.open(at, 1);
      const { audio } = playlist;
      const track = (i: number) => playlist.track(i);
      await players.play(names[0], audio);
      await players.pause(names[0], audio);

      await track(2).click();
      await expectPlaying(audio);
      expect(await audio.evaluate(pathOf)).toBe('/media/hadith/m1-t3.mp3');
      await expect(track(2)).toHaveAttribute('aria-current', 'true');
      expect(await page.evaluate(() => localStorage.getItem('currSongInd'))).toBe('2');

      await track(2).click();
      await expectPaused(audio);
      await expect(track(2)).toHaveAttribute('aria-current', 'true');
      await expect(players.playButton(names[2])).toHaveAttribute('aria-pressed', 'false');
    },
  );

  test(
    'a track that ends selects the next and plays it after 100 ms; the end of the list stops',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      const names = hadith[0].tracks.map((x) => x.name[appLocale]);
      const playlist = new HadithPlaylist(page);
      await playlist.open(at, 1);
      const { audio } = playlist;
      const track = (i: number) => playlist.track(i);
      await track(2).click();
      await expectPlaying(audio);
      await audio.evaluate((el: HTMLMediaElement) => {
        const w = window as unknown as Record<string, number>;
        // The events' own times: the player's 'ended' listener runs before this one and starts
        // the gap, so a clock read here is late by however long the player's listener took.
        el.addEventListener('ended', (e) => (w.endedAt = e.timeStamp), { once: true });
        el.addEventListener('play', (e) => (w.playAt = e.timeStamp), { once: true });
        el.currentTime = Math.max(0, el.duration - 0.2);
      });
      await expect(track(3)).toHaveAttribute('aria-current', 'true');
      await expectPlaying(audio);
      expect(await audio.evaluate(pathOf)).toBe('/media/hadith/m1-t4.mp3');
      const wait = await page.evaluate(() => {
        const w = window as unknown as Record<string, number>;
        return w.playAt - w.endedAt;
      });
      expect(wait).toBeGreaterThanOrEqual(95);
      expect(await page.evaluate(() => localStorage.getItem('currSongInd'))).toBe('3');

      await audio.evaluate((el: HTMLMediaElement) => (el.currentTime = Math.max(0, el.duration - 0.2)));
      await expect.poll(() => audio.evaluate((el: HTMLMediaElement) => el.ended)).toBe(true);
      await expectPaused(audio);
      await expect(track(3)).toHaveAttribute('aria-current', 'true');
      await expect(new Players(page, t).playButton(names[3])).toHaveAttribute('aria-pressed', 'false');
    },
  );

  test('deep link and reload load the month themselves', inOneLocale, async ({ page, at, appLocale }) => {
    const playlist = new HadithPlaylist(page);
    await playlist.open(at, 3);
    const heading = playlist.heading(hadith[2].month[appLocale]);
    await expect(heading).toBeVisible();
    await expect(playlist.track(0)).toContainText(hadith[2].tracks[0].name[appLocale]);
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(playlist.tracks).toHaveCount(hadith[2].tracks.length);
  });

  test(
    'a month added after the build still gets its playlist (the month shell)',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await page.route('**/api/api/hadithContent', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.month.push({ id: 42, month: 'Month 42' });
        body.content42 = body.content1.slice(0, 2);
        await route.fulfill({ response, json: body });
      });
      const playlist = new HadithPlaylist(page);
      await playlist.open(at, 42);
      await expect(playlist.heading('Month 42')).toBeVisible();
      await expect(playlist.tracks).toHaveCount(2);
      // The chrome takes the route from the address bar, so back leads to the months as usual.
      await expect(page.getByRole('link', { name: t.back })).toHaveAttribute('href', at('/7'));
      await new Players(page, t).play(hadith[0].tracks[0].name[appLocale], playlist.audio);
    },
  );

  test(
    'a month added after the build is a real page: status 200, gated like any content page',
    inOneLocale,
    async ({ page, request, at, t }) => {
      const shell = await request.get(at('/hadesList/42'));
      expect(shell.status()).toBe(200);
      expect(await shell.text()).toMatch(/<html[^>]* data-gated/);
      expect((await request.get(at('/quran_detail/999'))).status()).toBe(404);
      const response = await page.goto(at('/hadesList/42'));
      expect(response?.status()).toBe(200);
      // Gated: a new visitor is told it opens with a subscription, on the page itself.
      await expect(page.getByText(t.pageNeedsSubscription)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${at('/hadesList/42')}$`));
    },
  );

  test('looks right and is accessible', async ({ page, at, appLocale }) => {
    await openReady(page, at('/7'));
    await expect(page.getByRole('link', { name: hadith[2].month[appLocale] })).toBeVisible();
    await expect(page).toHaveScreenshot('hadith-months.png', { fullPage: true });
    await expectAccessible(page);
    await page.getByRole('link', { name: hadith[0].month[appLocale] }).click();
    await expect(new HadithPlaylist(page).tracks).toHaveCount(hadith[0].tracks.length);
    await expectAccessible(page);
  });
});
