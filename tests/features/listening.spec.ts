// Listening like the best apps (issue 45, point 8): a dua and a hadith month have the surah player's
// controls (previous and next, the time and a seek bar, the speed), and the screen stays on while
// something plays or a surah is read (Screen Wake Lock, released on pause and when hidden).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import {
  expectPaused,
  expectPlaying,
  expectPlayingFile,
  openReady,
  playingCount,
  theAudio,
} from '../support/media-helpers.ts';
import { HadithPlaylist } from '../support/pages/hadith.ts';
import { Players } from '../support/pages/players.ts';
import { fontsReady } from '../support/quran-data.ts';
import { formatNumber, type Locale } from '../../src/i18n/index.ts';
import { strings } from '../../src/i18n/tables.ts';
import duas from '../../content/duas.json' with { type: 'json' };
import hadith from '../../content/hadith.json' with { type: 'json' };
import ramadan from '../../content/ramadan.json' with { type: 'json' };

const duaName = (locale: Locale, index: number) =>
  strings(locale).duaName.replace('{n}', formatNumber(locale, index + 1));
const duaFile = (locale: Locale, index: number) => (locale === 'en' ? duas[index].audio.en : duas[index].audio.fr)!;

/** Twenty seconds of real sound (the live stream's loop), served with byte ranges as a media host does. */
const LONG = readFileSync('server/media/live/loop.mp3');

/**
 * The recordings last a second or two: served the long one at their own addresses, none ends (and
 * the page moves on to the next) while a test looks at it, however busy the machine.
 */
const longRecordings = (page: Page, files: string) =>
  page.route(files, (route) => {
    const range = /bytes=(\d+)-(\d*)/.exec(route.request().headers().range ?? '');
    const headers = { 'Accept-Ranges': 'bytes' };
    if (!range) return route.fulfill({ body: LONG, contentType: 'audio/mpeg', headers });
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), LONG.length - 1) : LONG.length - 1;
    return route.fulfill({
      status: 206,
      body: LONG.subarray(start, end + 1),
      contentType: 'audio/mpeg',
      headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${LONG.length}` },
    });
  });

test.describe('a dua and a hadith month have the surah player’s controls', () => {
  test('a dua: previous and next duas, the time, a seek bar and the speed; next while it plays plays on', async ({
    page,
    at,
    appLocale,
    t,
  }) => {
    await longRecordings(page, '**/media/dua/**');
    await openReady(page, at('/dua_detail/1'));
    const previous = page.getByRole('link', { name: t.previousDua });
    const next = page.getByRole('link', { name: t.nextDua });
    await expect(previous).toHaveAttribute('href', at('/dua_detail/0'));
    await expect(next).toHaveAttribute('href', at('/dua_detail/2'));
    const seek = page.getByRole('slider', { name: t.seekLabel });
    await expect(seek).toBeDisabled();
    await expect(page.getByRole('combobox', { name: t.playbackSpeed })).toBeVisible();

    const audio = theAudio(page);
    await new Players(page, t).play(duaName(appLocale, 1), audio);
    // The file's length is known once it plays: the slider opens, in the page's digits.
    await expect(seek).toBeEnabled();
    const total = await audio.evaluate((el: HTMLMediaElement) => Math.floor(el.duration));
    await expect(seek).toHaveAttribute('max', String(total));
    await expect(seek).toHaveAttribute('aria-valuetext', new RegExp(`${formatNumber(appLocale, 0)}:`));

    await next.click();
    await expect(page).toHaveURL(at('/dua_detail/2'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(duaName(appLocale, 2));
    await expectPlayingFile(page, duaFile(appLocale, 2));
    // Back where it began, through its own link: the first dua has no previous one.
    await page.getByRole('link', { name: t.previousDua }).click();
    await expect(page).toHaveURL(at('/dua_detail/1'));
    await expectPlayingFile(page, duaFile(appLocale, 1));
    await page.goto(at('/dua_detail/0'));
    await expect(page.getByRole('button', { name: t.previousDua })).toBeDisabled();
  });

  test(
    'a dua not playing: next is a plain link to the next dua, which stays silent',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await openReady(page, at('/dua_detail/3'));
      await page.getByRole('link', { name: t.nextDua }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(duaName(appLocale, 4));
      await expect(new Players(page, t).playButton(duaName(appLocale, 4))).toHaveAttribute('aria-pressed', 'false');
      expect(await playingCount(page)).toBe(0);
    },
  );

  test('a hadith month: previous and next tracks, the time and a seek bar', async ({ page, at, appLocale, t }) => {
    await longRecordings(page, '**/media/hadith/**');
    const playlist = new HadithPlaylist(page);
    await playlist.open(at, 1);
    const previous = page.getByRole('button', { name: t.previousTrack });
    const next = page.getByRole('button', { name: t.nextTrack });
    const seek = page.getByRole('slider', { name: t.seekLabel });
    await expect(previous).toBeDisabled();
    await expect(seek).toBeDisabled();
    await fontsReady(page);
    await expect(page).toHaveScreenshot('hadith-month-1.png', { fullPage: true });

    await next.click();
    await expect(playlist.track(1)).toHaveAttribute('aria-current', 'true');
    await expectPlaying(playlist.audio);
    await expect(seek).toBeEnabled();
    const file = (el: HTMLMediaElement) => new URL(el.currentSrc).pathname;
    expect(await playlist.audio.evaluate(file)).toBe('/media/hadith/m1-t2.mp3');
    // Paused, then sought by keys, as a screen reader's user does: the recordings last seconds.
    const name = (i: number) => hadith[0].tracks[i].name[appLocale];
    await page.getByRole('button', { name: `${t.pause} – ${name(1)}` }).click();
    await expectPaused(playlist.audio);
    await seek.focus();
    // Up, not Right: on an Arabic page the slider runs right to left.
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => playlist.audio.evaluate((el: HTMLMediaElement) => el.currentTime))
      .toBeGreaterThanOrEqual(1);
    await previous.click();
    await expect(playlist.track(0)).toHaveAttribute('aria-current', 'true');
    await expectPlaying(playlist.audio);
    expect(await playlist.audio.evaluate(file)).toBe('/media/hadith/m1-t1.mp3');
    await page.getByRole('button', { name: `${t.pause} – ${name(0)}` }).click();
    await expectPaused(playlist.audio);
    await expectAccessible(page);
  });
});

/**
 * Screen Wake Lock as a browser gives it, counted: headless Chromium grants no real one. Each
 * request gives a sentinel; hiding the page releases them all, as the specification says.
 */
async function countWakeLocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held = new Set<EventTarget>();
    const w = window as unknown as { wakeLocksHeld: () => number; hidePage: (hidden: boolean) => void };
    let hidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });
    Object.defineProperty(Document.prototype, 'hidden', { get: () => hidden });
    Object.defineProperty(Navigator.prototype, 'wakeLock', {
      get: () => ({
        request: async () => {
          if (hidden) throw new DOMException('The page is not visible', 'NotAllowedError');
          const sentinel = Object.assign(new EventTarget(), {
            released: false,
            type: 'screen',
            release: async () => {
              if (!held.delete(sentinel)) return;
              sentinel.released = true;
              sentinel.dispatchEvent(new Event('release'));
            },
          });
          held.add(sentinel);
          return sentinel;
        },
      }),
    });
    w.wakeLocksHeld = () => held.size;
    w.hidePage = (hide) => {
      hidden = hide;
      if (hide) for (const s of [...held]) void (s as unknown as { release: () => Promise<void> }).release();
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
}

const held = (page: Page) =>
  page.evaluate(() => (window as unknown as { wakeLocksHeld: () => number }).wakeLocksHeld());
const hidePage = (page: Page, hidden: boolean) =>
  page.evaluate((h) => (window as unknown as { hidePage: (h: boolean) => void }).hidePage(h), hidden);

test.describe('the screen stays on while something plays or a surah is read', () => {
  test(
    'while a dua plays, released on pause and when the page is hidden, asked again when it shows',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      await countWakeLocks(page);
      await longRecordings(page, '**/media/dua/**');
      await openReady(page, at('/dua_detail/5'));
      expect(await held(page)).toBe(0);
      const players = new Players(page, t);
      const audio = theAudio(page);
      await players.playButton(duaName(appLocale, 5)).click();
      await expectPlaying(audio);
      await expect.poll(() => held(page)).toBe(1);
      await hidePage(page, true);
      await expect.poll(() => held(page)).toBe(0);
      await hidePage(page, false);
      await expect.poll(() => held(page)).toBe(1);
      await players.pause(duaName(appLocale, 5), audio);
      await expect.poll(() => held(page)).toBe(0);
    },
  );

  test('while a video plays, and not once it is paused', inOneLocale, async ({ page, at, appLocale, t }) => {
    await countWakeLocks(page);
    await openReady(page, at('/9'));
    const videos = ramadan.find((c) => c.kind === 'video')!;
    const name = (videos.items[0] as { name: Record<string, string> }).name[appLocale];
    const video = page.locator('figure').filter({ hasText: name }).locator('video');
    const players = new Players(page, t);
    await players.play(name, video);
    await expect.poll(() => held(page)).toBe(1);
    await players.pause(name, video);
    await expect.poll(() => held(page)).toBe(0);
  });

  test(
    'while a surah is read, and no longer after ten minutes without a touch',
    inOneLocale,
    async ({ page, at, t }) => {
      await countWakeLocks(page);
      await page.clock.install();
      await openReady(page, at('/quran_detail/36'));
      await expect.poll(() => held(page)).toBe(1);
      await page.clock.runFor(9 * 60_000);
      // The page scrolled, as a reader turns it. Dispatched, not scrolled: a real scroll's events
      // come over real milliseconds, which the clock running minutes ahead meanwhile would stamp
      // with a later time than the scroll's.
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      await page.clock.runFor(9 * 60_000);
      expect(await held(page)).toBe(1);
      await page.clock.runFor(2 * 60_000);
      await expect.poll(() => held(page)).toBe(0);
      // A touch on the text.
      await page.locator('main p[lang="ar"]').first().dispatchEvent('pointerdown', { bubbles: true });
      await expect.poll(() => held(page)).toBe(1);
      // Back to the list, through the app's own navigation: the surah is no longer read.
      await page.getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL(at('/2'));
      await expect.poll(() => held(page)).toBe(0);
    },
  );
});
