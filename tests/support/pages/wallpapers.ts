import type { Locator, Page } from '@playwright/test';
import type { Locale, Strings } from '../../../src/i18n/index.ts';
import { formatNumber } from '../../../src/i18n/index.ts';
import { fill } from '../../../src/lib/fill.ts';
import { openReady } from '../media-helpers.ts';

/**
 * The wallpapers page /6: a grid of thumbnails, each a link to its image named "Wallpaper n" (so a
 * tap before the page's script still shows it), and the preview dialog a tap opens, named like
 * the wallpaper, with its image, a Save link and a Close button.
 */
export class WallpapersPage {
  readonly thumbs: Locator;
  readonly images: Locator;
  readonly dialogs: Locator;

  constructor(
    readonly page: Page,
    readonly t: Strings,
    readonly locale: Locale,
  ) {
    const main = page.getByRole('main');
    this.thumbs = main.getByRole('listitem').getByRole('link');
    this.images = main.locator('picture img');
    this.dialogs = page.getByRole('dialog');
  }

  async open(at: (route: string) => string): Promise<void> {
    await openReady(this.page, at('/6'));
  }

  /** "Wallpaper n", in the page's words and digits. */
  name(n: number): string {
    return fill(this.t.wallpaperName, { n: formatNumber(this.locale, n) });
  }

  thumb(n: number): Locator {
    return this.page.getByRole('link', { name: this.name(n), exact: true });
  }

  preview(n: number): Locator {
    return this.page.getByRole('dialog', { name: this.name(n) });
  }

  /** The preview's parts: its image, Save and Close. */
  previewImage(n: number): Locator {
    return this.preview(n).getByRole('img', { name: this.name(n) });
  }

  save(n: number): Locator {
    return this.preview(n).getByRole('link', { name: this.t.save });
  }

  close(n: number): Locator {
    return this.preview(n).getByRole('button', { name: this.t.close });
  }
}
