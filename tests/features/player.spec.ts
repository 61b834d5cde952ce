import type { Locator, Page } from '@playwright/test';
import { expect, onlyIn } from '../support/fixtures.ts';
import { test } from '../support/pages/fixtures.ts';
import {
  expectPaused,
  expectPlaying,
  openReady,
  playingCount,
  theAudio,
  expectPlayingFile,
} from '../support/media-helpers.ts';
import { chapterName, quran, slowDown } from '../support/quran-data.ts';
import { holdRequests } from '../support/network.ts';
import { formatNumber } from '../../src/i18n/index.ts';
import { fill } from '../../src/lib/fill.ts';
import { localClock } from '../../src/components/media/clock.ts';
import tiles from '../../content/tiles.json' with { type: 'json' };
import hadith from '../../content/hadith.json' with { type: 'json' };

type Media = HTMLMediaElement;
const tileTitle = (id: number, locale: 'fr' | 'en' | 'ar') => tiles.find((x) => x.id === id)!.title[locale];

/**
 * The reference server has one 3-second recitation: surah 2's URL answers with a longer real
 * file (the radio's loop), slowed down, so it outlasts a few page changes.
 */
async function serveSurah2(page: Page): Promise<void> {
  // Continued to the server (not fulfilled here) so that range requests, hence seeking, work.
  await page.route('**/media/quran/2.mp3', (route) =>
    route.continue({ url: route.request().url().replace('/media/quran/2.mp3', '/media/live/loop.mp3') }),
  );
}

/** The element's time moves on from where it is now. */
async function expectAdvancing(media: Locator): Promise<void> {
  const start = await media.evaluate((el: Media) => el.currentTime);
  await expect
    .poll(() => media.evaluate((el: Media, t0) => !el.paused && el.currentTime > t0, start), { timeout: 10_000 })
    .toBe(true);
}

const kept = (page: Page) => page.locator('#player-host audio');

test.describe('One player across pages', () => {
  // Several page changes each: bounded, with room for a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test(
    'a surah keeps playing through /3 and /dua_detail/0; the bar shows it, pauses it and leads back',
    onlyIn('fr'),
    async ({ page, at, appLocale, t, players }) => {
      const title = chapterName(2, appLocale) ?? quran.ar[1].name;
      await serveSurah2(page);
      await openReady(page, at('/quran_detail/2'));
      const audio = page.locator('audio').first();
      await slowDown(audio);
      await players.playButton(title).click();
      await expectPlaying(audio);
      const bar = players.bar;
      await expect(bar).toHaveCount(0);

      await page.getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL(new RegExp(`${at('/2')}$`));
      await page.getByRole('link', { name: t.back }).click();
      await page.getByRole('link', { name: tileTitle(3, appLocale) }).click();
      await expect(page).toHaveURL(new RegExp(`${at('/3')}$`));
      await expectAdvancing(kept(page));
      await expect(bar.getByRole('link', { name: title })).toBeVisible();

      // The dua's own player comes on screen only after the bar's pause, as on a slow phone:
      // paused here, the surah stays in the bar rather than giving way to the dua's ▶.
      const releaseDuaPlayer = await holdRequests(page, '**/_astro/DuaPlayer.*.js');
      await page
        .getByRole('link', { name: new RegExp(`^${fill(t.duaName, { n: formatNumber(appLocale, 1) })} `) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${at('/dua_detail/0')}$`));
      await expectAdvancing(kept(page));
      expect(await page.evaluate(() => document.querySelectorAll('#player-host audio').length)).toBe(1);

      await players.inBar.pauseButton(title).click();
      await expectPaused(kept(page));
      releaseDuaPlayer();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      await players.inBar.playButton(title).click();
      await expectAdvancing(kept(page));

      // Back on its page: the same element, its button says Pause and pauses it.
      await bar.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`${at('/quran_detail/2')}$`));
      await expect(bar).toHaveCount(0);
      await expect(page.locator('audio')).toHaveCount(1);
      const main = theAudio(page);
      await expectAdvancing(main);
      await players.pauseButton(title).click();
      await expectPaused(main);
    },
  );

  test(
    'the live radio keeps playing on other pages; the bar pauses and closes it',
    onlyIn('en'),
    async ({ page, at, appLocale, t, players }) => {
      await openReady(page, at('/1'));
      await players.playButton(t.liveFromMecca).click();
      await expectPlaying(theAudio(page));

      await page.getByRole('link', { name: t.back }).click();
      await page.getByRole('link', { name: tileTitle(3, appLocale) }).click();
      await expect(page).toHaveURL(new RegExp(`${at('/3')}$`));
      await expectAdvancing(kept(page));
      const bar = players.bar;
      await players.inBar.pauseButton(t.liveFromMecca).click();
      await expectPaused(kept(page));
      await players.inBar.playButton(t.liveFromMecca).click();
      await expectAdvancing(kept(page));

      await bar.getByRole('link', { name: t.liveFromMecca }).click();
      await expect(page).toHaveURL(new RegExp(`${at('/1')}$`));
      await expectAdvancing(theAudio(page));
      await expect(players.pauseButton(t.liveFromMecca)).toHaveAttribute('aria-pressed', 'true');

      await page.getByRole('link', { name: t.back }).click();
      await bar.getByRole('button', { name: t.closePlayer }).click();
      await expect(bar).toHaveCount(0);
      await expect(kept(page)).toHaveCount(0);
    },
  );

  test(
    "paused elsewhere, the radio gives way to a surah page's own player (one ▶ on screen), and is back in the bar on the list",
    onlyIn('ar'),
    async ({ page, at, appLocale, t, players }) => {
      await openReady(page, at('/1'));
      const live = players.playButton(t.liveFromMecca);
      await live.click();
      await expectPlaying(theAudio(page));
      await players.pauseButton(t.liveFromMecca).click();
      await expectPaused(theAudio(page));

      await page.getByRole('link', { name: t.back }).click();
      await page.getByRole('link', { name: tileTitle(2, appLocale) }).click();
      await page
        .getByRole('link', { name: chapterName(1, appLocale) ?? quran.ar[0].name })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${at('/alFatiha')}$`));
      const bar = players.bar;
      await expect(page.getByRole('region', { name: t.surahPlayer })).toBeVisible();
      await expect(bar).toHaveCount(0);

      await page.getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL(new RegExp(`${at('/2')}$`));
      await expect(players.inBar.playButton(t.liveFromMecca)).toBeVisible();
    },
  );

  test(
    'starting something else replaces what plays on another page',
    onlyIn('fr'),
    async ({ page, at, appLocale, t, players }) => {
      await openReady(page, at('/1'));
      await players.playButton(t.liveFromMecca).click();
      await expectPlaying(theAudio(page));
      await page.getByRole('link', { name: t.back }).click();
      await page.getByRole('link', { name: tileTitle(7, appLocale) }).click();
      await page.getByRole('link', { name: hadith[0].month[appLocale] }).click();
      const first = hadith[0].tracks[0].name[appLocale];
      await players.playButton(first).click();
      // The radio left behind is stopped and gone: the one audio plays the hadith, one player at a time.
      await expectPlayingFile(page, '/media/hadith/m1-t1.mp3');
      await expect(players.bar).toHaveCount(0);
      expect(await playingCount(page)).toBe(1);
    },
  );
});

test.describe('Lock screen (Media Session)', () => {
  test.beforeEach(async ({ page }) => {
    // Keeps every action handler the app sets, so the test can press them like the lock screen.
    await page.addInitScript(() => {
      const handlers: Record<string, MediaSessionActionHandler | null> = {};
      (window as unknown as { handlers: typeof handlers }).handlers = handlers;
      const set = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
      navigator.mediaSession.setActionHandler = (action, handler) => {
        handlers[action] = handler;
        set(action, handler);
      };
    });
  });

  const session = (page: Page) =>
    page.evaluate(() => {
      const m = navigator.mediaSession.metadata;
      const h = (window as unknown as { handlers: Record<string, unknown> }).handlers;
      return {
        title: m?.title,
        album: m?.album,
        artist: m?.artist,
        artwork: m?.artwork.map((a) => a.src) ?? [],
        handlers: Object.keys(h).filter((k) => h[k]),
      };
    });

  test(
    'title, section, artwork and controls for a surah, a dua, a hadith month and the live radio',
    onlyIn('en'),
    async ({ page, at, appLocale, request, t, players }) => {
      const surah = chapterName(2, appLocale) ?? quran.ar[1].name;
      await serveSurah2(page);
      await openReady(page, at('/quran_detail/2'));
      await players.playButton(surah).click();
      await expectPlaying(page.locator('audio'));
      await expect.poll(() => session(page).then((s) => s.title)).toBe(surah);
      let s = await session(page);
      expect(s.album).toBe(tileTitle(2, appLocale));
      expect(s.artist).toBe(t.appName);
      expect(s.artwork).toHaveLength(3);
      for (const src of s.artwork) {
        const art = await request.get(src);
        expect(art.headers()['content-type']).toBe('image/png');
      }
      expect(s.handlers).toEqual(
        expect.arrayContaining(['play', 'pause', 'stop', 'seekbackward', 'seekforward', 'seekto']),
      );

      await openReady(page, at('/dua_detail/0'));
      const dua = fill(t.duaName, { n: formatNumber(appLocale, 1) });
      await players.playButton(dua).click();
      await expect.poll(() => session(page).then((x) => x.title)).toBe(dua);
      s = await session(page);
      expect(s.album).toBe(tileTitle(3, appLocale));
      expect(s.handlers).toContain('nexttrack');

      await openReady(page, at('/1'));
      await players.playButton(t.liveFromMecca).click();
      await expectPlaying(theAudio(page));
      await expect.poll(() => session(page).then((x) => x.title)).toBe(t.liveFromMecca);
      s = await session(page);
      expect(s.album).toBe(tileTitle(1, appLocale));
      // A live stream cannot be seeked.
      expect(s.handlers).not.toContain('seekto');
      expect(s.handlers).not.toContain('seekforward');
    },
  );

  test(
    'a hadith month: the nexttrack action plays the next track',
    onlyIn('ar'),
    async ({ page, at, appLocale, players }) => {
      const names = hadith[0].tracks.map((x) => x.name[appLocale]);
      await openReady(page, at('/hadesList/1'));
      const audio = theAudio(page);
      await players.playButton(names[0]).click();
      await expectPlaying(audio);
      await expect.poll(() => session(page).then((x) => x.album)).toBe(tileTitle(7, appLocale));
      expect((await session(page)).title).toBe(names[0]);
      await page.evaluate(() => (window as unknown as { handlers: Record<string, () => void> }).handlers.nexttrack());
      await expect(players.pauseButton(names[1])).toBeVisible();
      await expectPlaying(audio);
      expect(await audio.evaluate((el: Media) => new URL(el.currentSrc).pathname)).toBe('/media/hadith/m1-t2.mp3');
      await expect.poll(() => session(page).then((x) => x.title)).toBe(names[1]);
    },
  );
});

test.describe('Speed and resume', () => {
  test(
    'the chosen speed survives a reload; reopening a surah offers to resume where it stopped',
    onlyIn('fr'),
    async ({ page, at, appLocale, t, players }) => {
      const title = chapterName(2, appLocale) ?? quran.ar[1].name;
      await serveSurah2(page);
      await openReady(page, at('/quran_detail/2'));
      const speed = page.getByLabel(t.playbackSpeed);
      await speed.selectOption('1.5');
      // Written in the page's digits (Arabic-Indic on an Arabic page).
      await expect(speed.locator('option:checked')).toHaveText(`${formatNumber(appLocale, 1.5)}×`);
      await players.playButton(title).click();
      const audio = theAudio(page);
      await expectPlaying(audio);
      expect(await audio.evaluate((el: Media) => el.playbackRate)).toBe(1.5);
      const at7 = await audio.evaluate(async (el: Media) => {
        el.currentTime = 7;
        await new Promise((r) => el.addEventListener('seeked', r, { once: true }));
        el.pause();
        return el.duration;
      });
      expect(at7).toBeGreaterThan(12);

      await page.reload();
      await expect(page.getByLabel(t.playbackSpeed)).toHaveValue('1.5');
      const resume = page.getByRole('button', { name: fill(t.resumeAt, { time: localClock(appLocale, 7) }) });
      await resume.click();
      await expectPlaying(audio);
      expect(await audio.evaluate((el: Media) => [el.playbackRate, el.currentTime >= 7])).toEqual([1.5, true]);
      await expect(resume).toHaveCount(0);
    },
  );
});
