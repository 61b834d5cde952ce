import type { Locator, Page } from '@playwright/test';
import type { Locale, Strings } from '../../../src/i18n/index.ts';
import { formatNumber } from '../../../src/i18n/index.ts';
import { fill } from '../../../src/lib/fill.ts';

interface Verse {
  chapter: number;
  verse: number;
  name: Record<Locale, string>;
}

/**
 * Home, `/`: its tiles and the verse of the day's card (a region named "Verse of the day": the
 * verse in Arabic, its translation on French and English pages, a link to it in its surah and one
 * to the prayer page's notification option). The card's box is also found by its class, for what
 * a hidden region (no role then) must not show.
 */
export class HomePage {
  readonly tiles: Locator;
  readonly verseCard: Locator;
  readonly verseBox: Locator;
  readonly verseArabic: Locator;
  readonly verseLines: Locator;
  readonly verseNotify: Locator;

  constructor(
    readonly page: Page,
    readonly t: Strings,
    readonly locale: Locale,
  ) {
    this.tiles = page.locator('.tile');
    this.verseCard = page.getByRole('region', { name: t.verseOfDay });
    this.verseBox = page.locator('.verse-day');
    this.verseArabic = this.verseBox.locator('p[lang="ar"]');
    this.verseLines = this.verseCard.locator('p');
    this.verseNotify = this.verseCard.getByRole('link', { name: t.verseOfDayNotify });
  }

  /** The card's link to its verse: "<surah> <chapter>:<verse>" in the page's words and digits. */
  verseLink(verse: Verse): Locator {
    const ref = `${formatNumber(this.locale, verse.chapter)}:${formatNumber(this.locale, verse.verse)}`;
    return this.verseCard.getByRole('link', {
      name: fill(this.t.verseOfDayLink, { name: verse.name[this.locale], ref }),
    });
  }
}
