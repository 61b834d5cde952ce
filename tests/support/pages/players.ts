import type { Locator, Page } from '@playwright/test';
import { expectPaused, expectPlaying, playName } from '../media-helpers.ts';

interface Labels {
  play: string;
  pause: string;
}

/**
 * The play/pause buttons of a page, named "<Play> – <subject>" and "<Pause> – <subject>", and the
 * media they drive: press one, then check the media really plays or stops.
 */
export class Players {
  readonly #page: Page;
  readonly #t: Labels;

  constructor(page: Page, t: Labels) {
    this.#page = page;
    this.#t = t;
  }

  playButton(subject: string, exact?: boolean): Locator {
    return this.#page.getByRole('button', { name: playName(this.#t.play, subject), exact });
  }

  pauseButton(subject: string, exact?: boolean): Locator {
    return this.#page.getByRole('button', { name: playName(this.#t.pause, subject), exact });
  }

  /** Presses play on `subject` and waits until `media` really plays (time moves). */
  async play(subject: string, media: Locator, exact?: boolean): Promise<void> {
    await this.playButton(subject, exact).click();
    await expectPlaying(media);
  }

  /** Presses pause on `subject` and waits until `media` is paused. */
  async pause(subject: string, media: Locator): Promise<void> {
    await this.pauseButton(subject).click();
    await expectPaused(media);
  }
}
