import type { Locator, Page } from '@playwright/test';
import { openReady } from '../media-helpers.ts';

/** A month's hadith playlist, /hadesList/{id}: its heading, its one <audio> and its tracks (buttons in a list). */
export class HadithPlaylist {
  readonly page: Page;
  readonly audio: Locator;
  readonly tracks: Locator;

  constructor(page: Page) {
    this.page = page;
    this.audio = page.locator('audio');
    this.tracks = page.getByRole('main').getByRole('listitem').getByRole('button');
  }

  /** The month's title over the playlist. */
  heading(month: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: month });
  }

  track(index: number): Locator {
    return this.tracks.nth(index);
  }

  /** Opens month `id`'s playlist in the project's locale, hydrated. */
  async open(at: (route: string) => string, id: number | string): Promise<void> {
    await openReady(this.page, at(`/hadesList/${id}`));
  }
}
