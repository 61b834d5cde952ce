import type { Locator, Page } from '@playwright/test';
import type { Strings } from '../../../src/i18n/index.ts';
import { openReady } from '../media-helpers.ts';

/**
 * The Ramadan page /9 and its see-all pages (/allVideos, /allAudios): a region per category, named
 * by its level-2 heading, with a "See all – <category>" link on /9.
 */
export class RamadanPage {
  readonly page: Page;
  readonly headings: Locator;
  readonly seeAllLinks: Locator;
  readonly figures: Locator;
  readonly #t: Strings;

  constructor(page: Page, t: Strings) {
    this.page = page;
    this.#t = t;
    this.headings = page.getByRole('heading', { level: 2 });
    this.seeAllLinks = page.getByRole('link', { name: new RegExp(`^${t.seeAll}`) });
    this.figures = page.getByRole('figure');
  }

  heading(category: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: category });
  }

  /** A category's row (a region named by its heading). */
  row(category: string): Locator {
    return this.page.getByRole('region', { name: category });
  }

  seeAll(category: string): Locator {
    return this.page.getByRole('link', { name: `${this.#t.seeAll} – ${category}` });
  }

  /** Opens /9 (or a see-all route such as '/allVideos?category=0') in the project's locale, hydrated. */
  async open(at: (route: string) => string, route = '/9'): Promise<void> {
    const [path, query] = route.split('?');
    await openReady(this.page, `${at(path!)}${query ? `?${query}` : ''}`);
  }
}
