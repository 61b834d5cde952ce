import { test, expect, expectAccessible, inOneLocale } from '../support/fixtures.ts';
import { expectPlaying, openReady, playName, theAudio } from '../support/media-helpers.ts';
import { Players } from '../support/pages/players.ts';
import type { Page } from '@playwright/test';

/**
 * Resolves once every astro:page-load listener of the current document has run (the background
 * video decides there whether to load), so a test can then check what they did not do.
 */
async function markPageLoads(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    // Listeners of one event run in order and this one is added first: the task it queues runs after them all.
    document.addEventListener('astro:page-load', () =>
      setTimeout(() => ((window as unknown as { pageLoaded?: boolean }).pageLoaded = true)),
    );
  });
  return async () => {
    await page.waitForFunction(() => (window as unknown as { pageLoaded?: boolean }).pageLoaded === true, null, {
      timeout: 10_000,
    });
  };
}

test.describe('Makkah live /1', () => {
  test(
    'the live radio plays the local HLS stream through hls.js, loaded on first play',
    inOneLocale,
    async ({ page, at, t }) => {
      const requests: string[] = [];
      page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await openReady(page, at('/1'));
      await expect(page.getByRole('heading', { level: 2, name: t.liveHeading })).toHaveAttribute('lang', 'ar');
      await expect(page.getByText(t.liveFromMecca, { exact: true })).toBeVisible();
      expect(requests.some((p) => p.includes('hls.light'))).toBe(false);

      const audio = theAudio(page);
      const players = new Players(page, t);
      await players.play(t.liveFromMecca, audio);
      expect(requests.some((p) => p.includes('hls.light'))).toBe(true);
      expect(requests).toContain('/media/live/live.m3u8');
      expect(requests).toContain('/media/live/segment.m4s');
      // Media Source Extensions: the element plays a blob, fed by hls.js.
      expect(await audio.evaluate((el: HTMLMediaElement) => el.currentSrc.startsWith('blob:'))).toBe(true);

      await expect(players.pauseButton(t.liveFromMecca)).toHaveAttribute('aria-pressed', 'true');
      await players.pause(t.liveFromMecca, audio);
    },
  );

  test('a stream that fails says so, and can be retried', inOneLocale, async ({ page, at, t }) => {
    await page.route('**/media/live/live.m3u8', (route) => route.fulfill({ status: 503, body: 'down' }));
    await openReady(page, at('/1'));
    await page.getByRole('button', { name: playName(t.play, t.liveFromMecca) }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.liveFailed, { timeout: 15_000 });
    await page.unroute('**/media/live/live.m3u8');
    await alert.getByRole('button', { name: t.retry }).click();
    await expect(alert).toHaveCount(0);
    await expectPlaying(theAudio(page));
  });

  test(
    'the background video loops muted and inline, and stays out of the one-player rule',
    inOneLocale,
    async ({ page, at, t }) => {
      await openReady(page, at('/1'));
      const video = page.locator('video.makkah-bg');
      await expectPlaying(video);
      expect(await video.evaluate((el: HTMLVideoElement) => [el.muted, el.loop, el.playsInline])).toEqual([
        true,
        true,
        true,
      ]);
      await new Players(page, t).play(t.liveFromMecca, theAudio(page));
      expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(false);
    },
  );

  test('reduced motion or Save-Data: the poster only, no video fetched', inOneLocale, async ({ page, at }) => {
    const videoRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('makkah-loop')) videoRequests.push(r.url());
    });
    const pageLoaded = await markPageLoads(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openReady(page, at('/1'));
    await pageLoaded();
    const video = page.locator('video.makkah-bg');
    await expect(video).toHaveAttribute('poster', '/media/makkah-poster.jpg');
    expect(await video.evaluate((el: HTMLVideoElement) => el.currentSrc)).toBe('');

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    await page.reload();
    await expect(page.getByRole('status')).toHaveCount(0);
    await pageLoaded();
    expect(await page.locator('video.makkah-bg').evaluate((el: HTMLVideoElement) => el.currentSrc)).toBe('');
    expect(videoRequests).toEqual([]);
  });

  test('looks right and is accessible', async ({ page, at, t }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openReady(page, at('/1'));
    await expect(page.getByRole('button', { name: playName(t.play, t.liveFromMecca) })).toBeVisible();
    // The poster is an image that may still be decoding.
    await page.locator('video.makkah-bg').evaluate(async (el: HTMLVideoElement) => {
      const img = new Image();
      img.src = el.poster;
      await img.decode().catch(() => {});
    });
    await expect(page).toHaveScreenshot('live.png', { fullPage: true });
    await expectAccessible(page);
  });
});
