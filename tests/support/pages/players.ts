import type { Locator, Page } from '@playwright/test';
import { expectPaused, expectPlaying, playName } from '../media-helpers.ts';

interface Labels {
  play: string;
  pause: string;
  playerBar: string;
}

/**
 * The play/pause buttons of a page, named "<Play> – <subject>" and "<Pause> – <subject>", and the
 * media they drive: press one, then check the media really plays or stops. `inBar` finds the same
 * buttons in the player bar alone (the region at the bottom of the page once something plays).
 */
export class Players {
  readonly #page: Page;
  readonly #root: Page | Locator;
  readonly #t: Labels;
  readonly bar: Locator;

  constructor(page: Page, t: Labels, root: Page | Locator = page) {
    this.#page = page;
    this.#root = root;
    this.#t = t;
    this.bar = page.getByRole('region', { name: t.playerBar });
  }

  get inBar(): Players {
    return new Players(this.#page, this.#t, this.bar);
  }

  playButton(subject: string, exact?: boolean): Locator {
    return this.#root.getByRole('button', { name: playName(this.#t.play, subject), exact });
  }

  pauseButton(subject: string, exact?: boolean): Locator {
    return this.#root.getByRole('button', { name: playName(this.#t.pause, subject), exact });
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
