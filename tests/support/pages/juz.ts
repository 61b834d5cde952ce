import type { Locator, Page } from '@playwright/test';
import type { Locale, Strings } from '../../../src/i18n/index.ts';
import { formatNumber } from '../../../src/i18n/index.ts';
import { fill } from '../../../src/lib/fill.ts';

/**
 * The Quran by juz and hizb, /juz, and the way to it from the surah list: the two links of the
 * "browse the Quran" navigation, then a link per juz (named "Juz n" and where it opens) and per hizb.
 */
export class JuzPage {
  readonly ways: Locator;
  readonly bySurah: Locator;
  readonly byJuz: Locator;
  readonly juzLinks: Locator;
  readonly hizbLinks: Locator;
  readonly #n: (x: number) => string;

  constructor(
    readonly page: Page,
    readonly t: Strings,
    locale: Locale,
  ) {
    this.#n = (x) => formatNumber(locale, x);
    this.ways = page.getByRole('navigation', { name: t.browseQuran });
    this.bySurah = this.ways.getByRole('link', { name: t.bySurah });
    this.byJuz = this.ways.getByRole('link', { name: t.byJuz });
    const main = page.getByRole('main');
    this.juzLinks = main.getByRole('link', { name: new RegExp(`^${fill(t.juzNumber, { n: '[0-9٠-٩]+' })} `) });
    this.hizbLinks = main.getByRole('link', { name: new RegExp(`^${fill(t.hizbNumber, { n: '[0-9٠-٩]+' })} `) });
  }

  /** Juz `n`'s link (its name starts "Juz n", then where it opens). */
  juz(n: number): Locator {
    return this.page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${fill(this.t.juzNumber, { n: this.#n(n) })} `) });
  }

  hizb(n: number): Locator {
    return this.page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${fill(this.t.hizbNumber, { n: this.#n(n) })} `) });
  }
}
