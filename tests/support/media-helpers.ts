// Shared by the media page specs (live, prayer, hajj, hadith, ramadan, media*).
import type { Locator, Page } from '@playwright/test';
import { expect, openAs } from './fixtures.ts';
import { stored } from './storage.ts';

type Media = HTMLMediaElement;

export const isPaused = (media: Locator) => media.evaluate((el: Media) => el.paused);

/** Really playing: not paused, and time moves (not just a play() that never got data). */
export async function expectPlaying(media: Locator): Promise<void> {
  await expect
    .poll(() => media.evaluate((el: Media) => !el.paused && el.currentTime > 0), { timeout: 10_000 })
    .toBe(true);
}

export async function expectPaused(media: Locator): Promise<void> {
  await expect.poll(() => isPaused(media), { timeout: 5_000 }).toBe(true);
}

/** How many app media elements play now (decorative background loops excluded). */
export function playingCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<Media>('audio, video')].filter((m) => !m.paused && !m.hasAttribute('data-ambient'))
        .length,
  );
}

/**
 * Opens a route as the demo subscriber (or the active subscriber `uid`) and waits until its islands
 * are hydrated (a pre-rendered button clicked earlier does nothing) and the loader is gone.
 */
export async function openReady(page: Page, url: string, uid = 'demo-active'): Promise<void> {
  await openAs(page, url, uid);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
  // The app's life cycle starts after hydration (src/app/load.ts): ready once the check has answered.
  await expect.poll(() => stored(page, 'subStatus'), { timeout: 10_000 }).toBe('active');
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 12_000 });
}

/** The media service's one <audio>, in the layout's persisted host: every audio player drives it. */
export const theAudio = (page: Page): Locator => page.locator('#player-host > audio');

/** The one audio plays `file` (a path under /media/) and its time moves. */
export async function expectPlayingFile(page: Page, file: string): Promise<void> {
  const audio = theAudio(page);
  await expect.poll(() => audio.evaluate((el: Media, f) => el.currentSrc.endsWith(f), file)).toBe(true);
  await expectPlaying(audio);
}

/** The list item showing `text`: its play button (and a video's <video>) are found inside it. */
export function rowOf(page: Page, text: string): Locator {
  return page.getByRole('listitem').filter({ hasText: text }).first();
}

export const playName = (play: string, subject: string) => `${play} – ${subject}`;

/** Waits until the service worker controls the page (it claims open pages once active). */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 });
}
