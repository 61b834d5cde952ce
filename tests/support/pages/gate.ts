import type { Locator, Page } from '@playwright/test';
import type { Locale, Strings } from '../../../src/i18n/index.ts';
import tiles from '../../../content/tiles.json' with { type: 'json' };

/**
 * What the subscription gate shows: home's tiles (links for a subscriber; a button for a new user,
 * which leads to subscribing; a "locked" button for an inactive one), the Oops dialog with the
 * server's message, a content page's "needs a subscription" note and its subscribe button, and the
 * operator's subscription page, whose button is in the operator's language.
 */
export class Gate {
  readonly oops: Locator;
  readonly needsSubscription: Locator;
  readonly subscribeAction: Locator;
  /** The operator's page's button ("S'abonner", "Subscribe", "اشترك"). */
  readonly operatorSubscribe: Locator;
  readonly inactiveNote: Locator;

  constructor(
    readonly page: Page,
    readonly t: Strings,
    readonly locale: Locale,
  ) {
    this.oops = page.getByRole('dialog', { name: t.oops });
    this.needsSubscription = page.getByText(t.pageNeedsSubscription);
    this.subscribeAction = page.getByRole('button', { name: t.subscribeAction });
    this.operatorSubscribe = page.getByRole('button', { name: /S'abonner|Subscribe|اشترك/ });
    this.inactiveNote = page.getByRole('heading', { level: 2, name: t.subscriptionInactive });
  }

  /** The title of home's nth tile (0: the first) in the project's locale. */
  title(n: number): string {
    return tiles[n]!.title[this.locale];
  }

  /** The nth tile as a subscriber has it: a link to its section. */
  tileLink(n: number): Locator {
    return this.page.getByRole('link', { name: this.title(n) });
  }

  /** The nth tile as a new user has it: a button that leads to subscribing. */
  tileButton(n: number): Locator {
    return this.page.getByRole('button', { name: this.title(n) });
  }

  /** The nth tile as an inactive subscriber has it: a button that says it is locked. */
  lockedTile(n: number): Locator {
    return this.page.getByRole('button', { name: `${this.title(n)} ${this.t.locked}` });
  }

  /** The nth tile's section's page heading. */
  section(n: number): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.title(n) });
  }

  /** Closes the Oops dialog with its button. */
  async dismissOops(): Promise<void> {
    await this.oops.getByRole('button', { name: this.t.okay }).click();
  }
}
