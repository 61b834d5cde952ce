import { test, expect, onlyIn, openAs } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import tiles from '../../content/tiles.json' with { type: 'json' };
import type { Locale } from '../../src/shared/locales.ts';

// The operator sends every subscriber the same link: the default (French) home with their uid.
// Until a language is stored, the head script shows it in the phone's language when that is one of
// ours (src/layouts/headScript.ts, phoneLocale in src/shared/locales.ts). Each test sets the phone's language itself, so the
// spec runs in one project; nothing in it depends on the project's locale.

/** A phone's language, and the home the operator's link opens on it. */
const PHONES: readonly [phone: string, lands: Locale][] = [
  ['en-GB', 'en'],
  ['ar-SA', 'ar'],
  ['fr-FR', 'fr'],
  ['de-DE', 'fr'],
  ['ja-JP', 'fr'],
];

/** The path of `locale`'s home: '/', '/en' or '/en/'. */
const homePath = (locale: Locale) => new RegExp(locale === 'fr' ? '^/$' : `^/${locale}/?$`);

/** Where the page is, in what language, and the language stored on the phone. */
async function landing(page: Page) {
  return {
    path: new URL(page.url()).pathname,
    lang: await page.locator('html').getAttribute('lang'),
    stored: await page.evaluate(() => localStorage.getItem('themeLang')),
  };
}

/** The Language header of every API call the page makes. */
function apiLanguages(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) seen.push(r.headers()['language'] ?? '');
  });
  return seen;
}

const storeLanguage = (page: Page, l: Locale) =>
  page.addInitScript((lang) => localStorage.setItem('themeLang', JSON.stringify(lang)), l);

test.describe("the first screen speaks the phone's language", onlyIn('en'), () => {
  for (const [phone, lands] of PHONES) {
    test.describe(`a phone in ${phone}`, () => {
      test.use({ locale: phone });

      test(`with nothing stored, the operator's link opens the ${lands} home, and nothing is stored`, async ({
        page,
      }) => {
        const languages = apiLanguages(page);
        const checked = page.waitForRequest((r) => r.url().endsWith('/api/checkSub'));
        await openAs(page, '/', 'demo-active');
        // The app has started and taken the uid: the subscriber was read on the page that stayed.
        await checked;
        await expect(page).not.toHaveURL(/uid=/);
        await expect(page.getByRole('link', { name: tiles[1].title[lands] })).toBeVisible();
        const where = await landing(page);
        expect(where.path).toMatch(homePath(lands));
        expect(where.lang).toBe(lands);
        // Followed, not chosen: a phone whose language changes is followed again.
        expect(where.stored).toBeNull();
        // Only the page in the phone's language ever asked the API anything.
        expect(languages.length).toBeGreaterThan(0);
        expect([...new Set(languages)]).toEqual([lands]);
      });
    });
  }

  test.describe('a phone in ar-SA', () => {
    test.use({ locale: 'ar-SA' });

    test('a stored French wins over an Arabic phone', async ({ page }) => {
      await storeLanguage(page, 'fr');
      await openAs(page, '/', 'demo-active');
      await expect(page).not.toHaveURL(/uid=/);
      await expect(page.getByRole('link', { name: tiles[1].title.fr })).toBeVisible();
      expect(await landing(page)).toEqual({ path: '/', lang: 'fr', stored: '"fr"' });
    });

    test('a link that names its language keeps it', async ({ page }) => {
      await openAs(page, '/en/', 'demo-active');
      await expect(page).not.toHaveURL(/uid=/);
      await expect(page.getByRole('link', { name: tiles[1].title.en })).toBeVisible();
      expect((await landing(page)).lang).toBe('en');
    });
  });

  test.describe('a phone in en-GB', () => {
    test.use({ locale: 'en-GB' });

    test('a stored Arabic wins over an English phone', async ({ page }) => {
      await storeLanguage(page, 'ar');
      await openAs(page, '/', 'demo-active');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      expect((await landing(page)).path).toMatch(homePath('ar'));
    });

    test('any other French page keeps its language: a link to it names what its sender read', async ({ page }) => {
      await openAs(page, '/2', 'demo-active');
      await expect(page).not.toHaveURL(/uid=/);
      expect(await landing(page)).toEqual({ path: '/2', lang: 'fr', stored: null });
      await page.goto('/quran_detail/2');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      expect((await landing(page)).path).toBe('/quran_detail/2');
    });

    test('the French home never shows while its English twin loads, however slowly', async ({ page }) => {
      // Every frame a document renders says what it would show: its language and how many of its
      // tiles are visible. A document that is left is gone by the end, so each tells as it goes.
      const frames: { lang: string; shown: number }[] = [];
      await page.route('**/__frame', (route) => {
        frames.push(JSON.parse(route.request().postData() ?? '{}') as { lang: string; shown: number });
        return route.fulfill({ status: 204 });
      });
      await page.addInitScript(() => {
        const look = () => {
          const shown = [...document.querySelectorAll('main a')].filter((a) =>
            a.checkVisibility({ visibilityProperty: true }),
          ).length;
          const lang = document.documentElement.lang;
          void fetch('/__frame', { method: 'POST', body: JSON.stringify({ lang, shown }) });
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      // The twin held two seconds, as a slow link holds it.
      await page.route(
        (url) => /^\/en\/?$/.test(url.pathname),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2_000));
          await route.continue();
        },
      );
      await openAs(page, '/', 'demo-active');
      await expect(page.getByRole('link', { name: tiles[1].title.en })).toBeVisible();
      // The English page's frames came: a French one with its tiles on screen would have too.
      await expect.poll(() => frames.filter((f) => f.lang === 'en' && f.shown > 0).length).toBeGreaterThan(0);
      expect(frames.filter((f) => f.lang === 'fr' && f.shown > 0)).toEqual([]);
    });
  });
});
