import { test, expect, localized, inOneLocale } from '../support/fixtures.ts';
import { expectPlayingFile, openReady, playingCount, theAudio } from '../support/media-helpers.ts';
import { Players } from '../support/pages/players.ts';
import { pageWeight } from '../../scripts/weight.mjs';
import hajj from '../../content/hajj.json' with { type: 'json' };
import ramadan from '../../content/ramadan.json' with { type: 'json' };
import tiles from '../../content/tiles.json' with { type: 'json' };

test.describe('one player at a time, across pages', () => {
  test(
    'Hajj audio stops when another page plays something; nothing sounds from a page left behind',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      const rite = hajj[0].items[0].name[appLocale];
      const players = new Players(page, t);
      await openReady(page, at('/8'));
      const hajjAudio = theAudio(page);
      await players.play(rite, hajjAudio, true);
      await hajjAudio.evaluate(
        (el) => ((window as unknown as { left: HTMLMediaElement }).left = el as HTMLMediaElement),
      );

      // Client-side navigation (same document): back to home, then the Ramadan tile.
      await page.getByRole('banner').getByRole('link', { name: t.back }).click();
      await page.getByRole('link', { name: tiles[8].title[appLocale] }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(appLocale, '/9')}$`));
      await expect(page.getByRole('status')).toHaveCount(0);
      // Audio now follows the subscriber: the guide left behind is never silently paused by the page
      // change; it plays on from the layout's player host (or has simply reached its end).
      expect(
        await page.evaluate(() => {
          const left = (window as unknown as { left: HTMLMediaElement }).left;
          return left.ended || (!left.paused && !!left.closest('#player-host'));
        }),
      ).toBe(true);

      const nasheed = ramadan[3].items[0] as { name: Record<string, string>; file: string };
      await players.playButton(nasheed.name[appLocale]).click();
      // The guide is replaced: the one audio now plays the nasheed, and nothing else sounds.
      await expectPlayingFile(page, nasheed.file);
      expect(await playingCount(page)).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { left: HTMLMediaElement }).left.currentSrc)).toMatch(
        new RegExp(`${nasheed.file}$`),
      );
    },
  );

  test(
    'the live radio stops when a Hajj guide starts on the next page',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      const players = new Players(page, t);
      await openReady(page, at('/1'));
      const live = theAudio(page);
      await players.play(t.liveFromMecca, live);
      await live.evaluate((el) => ((window as unknown as { left: HTMLMediaElement }).left = el as HTMLMediaElement));
      await page.getByRole('banner').getByRole('link', { name: t.back }).click();
      await page.getByRole('link', { name: tiles[7].title[appLocale] }).click();
      await players.playButton(hajj[1].items[0].name[appLocale]).click();
      // The radio stops: the one audio plays the guide instead, and nothing else sounds.
      await expectPlayingFile(page, hajj[1].items[0].file);
      expect(await playingCount(page)).toBe(1);
    },
  );
});

test.describe('hls.js ships only where HLS plays', () => {
  const HLS_CODE = 'hlsError'; // an hls.js event name our own code never spells out
  const lazyHls = (lazy: string[]) => lazy.some((p) => /hls/i.test(p));

  test('absent from every page without HLS, lazy on /1, /9 and /allVideos', inOneLocale, async ({ baseURL, at }) => {
    const without = [
      '/',
      '/2',
      '/3',
      '/4',
      '/5',
      '/6',
      '/7',
      '/8',
      '/alFatiha',
      '/hadesList/1',
      '/allAudios?category=0',
    ];
    for (const route of without) {
      const w = await pageWeight(baseURL, at(route));
      expect(
        w.scripts.filter((s: { text: string }) => s.text.includes(HLS_CODE)).map((s: { path: string }) => s.path),
        route,
      ).toEqual([]);
      expect(lazyHls(w.lazy), route).toBe(false);
    }
    for (const route of ['/1', '/9', '/allVideos?category=0']) {
      const w = await pageWeight(baseURL, at(route));
      expect(
        w.scripts.some((s: { text: string }) => s.text.includes(HLS_CODE)),
        route,
      ).toBe(false);
      expect(lazyHls(w.lazy), route).toBe(true);
    }
  });
});
