import type { Locator, Page } from '@playwright/test';
import { expect, openAs } from '../fixtures.ts';
import type { Strings } from '../../../src/i18n/index.ts';

/**
 * The search page /search: its box, the live line that says what was found, and the results (a
 * list of links, each to a verse, a surah or a dua). The results' live line is found by its
 * aria-live attribute: role=status is the app's startup loader.
 */
export class SearchPage {
  readonly page: Page;
  readonly box: Locator;
  readonly status: Locator;
  readonly results: Locator;
  readonly #t: Strings;

  constructor(page: Page, t: Strings) {
    this.page = page;
    this.#t = t;
    this.box = page.getByRole('searchbox', { name: t.searchField });
    this.status = page.getByRole('main').locator('[aria-live]');
    this.results = page.getByRole('main').getByRole('list', { name: t.searchResults }).getByRole('link');
  }

  /** Opens /search in the project's locale as the demo subscriber, hydrated, the startup loader gone. */
  async open(at: (route: string) => string): Promise<void> {
    await openAs(this.page, at('/search'), 'demo-active');
    await expect(this.page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
    await expect(this.page.locator('.loader')).toHaveCount(0, { timeout: 12_000 });
  }

  /** Types a query and waits for its answer. */
  async search(query: string): Promise<void> {
    await this.box.fill(query);
    await expect(this.status).not.toHaveText(this.#t.searchLoading, { timeout: 15_000 });
    await expect(this.status).not.toHaveText('');
  }

  /** The result that links to `href` (a locale's path, with its #v fragment for a verse). */
  result(href: string): Locator {
    return this.results.and(this.page.locator(`[href="${href}"]`));
  }
}
