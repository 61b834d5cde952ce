import type { Locator, Page } from '@playwright/test';
import type { Strings } from '../../../src/i18n/index.ts';
import { openReady, playName, theAudio } from '../media-helpers.ts';
import { surahRoute } from '../quran-data.ts';

/**
 * A surah page, /quran_detail/{n} (Al-Fatiha included): the verses, the surah's own player and its
 * <audio>, and the reading tools. The verses are the items of the verse list (ol.verses), which has
 * no name of its own; everything else is found by role and name.
 */
export class SurahPage {
  readonly page: Page;
  readonly title: Locator;
  readonly verses: Locator;
  /** The surah's own player (a region) and the <audio> it drives. */
  readonly player: Locator;
  readonly audio: Locator;
  readonly settingsButton: Locator;
  readonly settings: Locator;
  readonly back: Locator;
  readonly #t: Strings;

  constructor(page: Page, t: Strings) {
    this.page = page;
    this.#t = t;
    this.title = page.getByRole('heading', { level: 1 });
    this.verses = page.getByRole('main').locator('ol.verses > li');
    this.player = page.getByRole('region', { name: t.surahPlayer });
    this.audio = theAudio(page);
    this.settingsButton = page.getByRole('button', { name: t.readingSettings });
    this.settings = page.getByRole('region', { name: t.readingSettings });
    this.back = page.getByRole('link', { name: t.back });
  }

  /** The button that plays the surah titled `title` ("<Play> – <title>"). */
  playButton(title: string): Locator {
    return this.page.getByRole('button', { name: playName(this.#t.play, title) });
  }

  pauseButton(title: string): Locator {
    return this.page.getByRole('button', { name: playName(this.#t.pause, title) });
  }

  /** Opens surah `n` (1 at /alFatiha) in the project's locale, hydrated. */
  async open(at: (route: string) => string, n: number): Promise<void> {
    await openReady(this.page, at(surahRoute(n)));
  }

  /** Opens the reading settings panel. */
  async openSettings(): Promise<Locator> {
    await this.settingsButton.click();
    return this.settings;
  }
}
