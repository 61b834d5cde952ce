import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import type { ChromeStrings } from '../../../src/i18n/index.ts';

/** The app chrome of a content page: the header's menu button, the side menu and its dialogs. */
export class Chrome {
  readonly menuButton: Locator;
  readonly menu: Locator;
  readonly languages: Locator;
  readonly unsubscribeDialog: Locator;
  readonly #t: ChromeStrings;

  constructor(page: Page, t: ChromeStrings) {
    this.#t = t;
    // Exact: the closed menu's own button says "Close the menu" ("Fermer le menu").
    this.menuButton = page.getByRole('button', { name: t.menu, exact: true });
    this.menu = page.getByRole('dialog', { name: t.menu });
    this.languages = page.getByRole('dialog', { name: t.changeLanguage });
    this.unsubscribeDialog = page.getByRole('dialog', { name: t.unsubscribe });
  }

  async openMenu(): Promise<Locator> {
    await this.menuButton.click();
    await expect(this.menu).toBeVisible();
    return this.menu;
  }

  /** Menu, then Language: the language dialog, open. */
  async openLanguages(): Promise<Locator> {
    await (await this.openMenu()).getByRole('button', { name: this.#t.language }).click();
    await expect(this.languages).toBeVisible();
    return this.languages;
  }

  /** Menu, then Unsubscribe: the confirmation dialog, open. */
  async startUnsubscribe(): Promise<Locator> {
    await (await this.openMenu()).getByRole('button', { name: this.#t.unsubscribe }).click();
    await expect(this.unsubscribeDialog).toBeVisible();
    return this.unsubscribeDialog;
  }
}
