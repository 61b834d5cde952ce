import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import type { Strings } from '../../../src/i18n/index.ts';

/**
 * The prayer page's place picker (/4, "Change place"): the town search box, what it found (a list
 * of buttons, one a town: "Jakarta" and "Indonesia"), its note (a hint, "no town found", "needs
 * the network") and "use my location".
 */
export class PlaceSearch {
  readonly page: Page;
  readonly place: Locator;
  readonly changePlace: Locator;
  readonly box: Locator;
  readonly towns: Locator;
  /** The list of what was found, whole (for snapshots). */
  readonly found: Locator;
  readonly useLocation: Locator;
  readonly #t: Strings;

  constructor(page: Page, t: Strings) {
    this.page = page;
    this.#t = t;
    this.place = page.getByRole('region', { name: t.placeSettings });
    this.changePlace = page.getByRole('button', { name: t.changePlace });
    this.box = page.getByRole('searchbox', { name: t.searchCity });
    this.towns = this.place.getByRole('listitem').getByRole('button');
    this.found = this.place.locator('.place-results');
    this.useLocation = page.getByRole('button', { name: t.useLocation });
  }

  async openPicker(): Promise<void> {
    await this.changePlace.click();
    await expect(this.box).toBeVisible();
  }

  /** The note under the box when no town has the name typed. */
  get noTown(): Locator {
    return this.place.getByText(this.#t.noCityFound);
  }

  /** The nth town offered (0: the first), its name and country read as the button's name. */
  town(n: number): Locator {
    return this.towns.nth(n);
  }
}
