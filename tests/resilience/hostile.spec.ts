import type { Page, Route } from '@playwright/test';
import { test, expect, localized, openAs, type AppLocale, onlyIn } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import tiles from '../../content/tiles.json' with { type: 'json' };
import hadith from '../../content/hadith.json' with { type: 'json' };

// Hostile input in the browser: paths, hashes and API answers an attacker controls. Each case
// asserts the safe outcome: nothing executed (no dialog, no page error: the fixture checks), no
// request or navigation leaving 127.0.0.1, a calm page.

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(2)</script>',
  '//evil.example/x',
  '\\\\evil.example/x',
  '/\\evil.example/x',
  'https://evil.example/x',
  'https://user:pw@127.0.0.1/x',
];

interface Watch {
  dialogs: string[];
  offsite: string[];
  violations: () => Promise<string[]>;
}

/** Records dialogs, every request or navigation to another host (and aborts it), and CSP violations. */
async function watch(page: Page): Promise<Watch> {
  const dialogs: string[] = [];
  const offsite: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const isOffsite = (url: string) => /^(https?|wss?):/.test(url) && new URL(url).hostname !== '127.0.0.1';
  page.on('request', (r) => isOffsite(r.url()) && offsite.push(r.url()));
  page.on('framenavigated', (f) => isOffsite(f.url()) && offsite.push(`navigated: ${f.url()}`));
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    dialogs,
    offsite,
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

/** Nothing in the document points at another host or runs a script URL. */
async function expectNoHostileUrls(page: Page): Promise<void> {
  const attrs = ['src', 'href', 'poster'].flatMap((a) =>
    ['evil', 'javascript:', 'data:text', '//'].map((v) => `[${a}${v === '//' ? '^' : '*'}="${v}"]`),
  );
  await expect(page.locator(attrs.join(', '))).toHaveCount(0);
}

async function expectSafe(page: Page, w: Watch): Promise<void> {
  await expectNoHostileUrls(page);
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  expect(w.dialogs, 'dialogs').toEqual([]);
  expect(w.offsite, 'offsite requests').toEqual([]);
}

/** Answers `api` with the real answer changed by `edit`. */
async function tamper(page: Page, api: string, edit: (json: Record<string, unknown>) => void): Promise<void> {
  await page.route(`**/${api}`, async (route: Route) => {
    const response = await route.fetch();
    let json: Record<string, unknown>;
    try {
      json = (await response.json()) as Record<string, unknown>;
    } catch (error) {
      // The page moved on while this answer was read (a quiet revalidation cut short by the next
      // navigation): Playwright disposed of it, and nothing waits for it any more.
      if (String(error).includes('disposed')) return;
      throw error;
    }
    edit(json);
    await route.fulfill({ status: response.status(), json });
  });
}

const otherLocale = (l: AppLocale): AppLocale => (l === 'en' ? 'ar' : 'en');
const storeLanguage = (page: Page, l: AppLocale) =>
  page.addInitScript((lang) => localStorage.setItem('themeLang', JSON.stringify(lang)), l);

test.describe('hostile input', onlyIn('ar'), () => {
  test.describe('open redirect', () => {
    // Paths as typed after our origin; the stored language differs from the path's, so the head
    // script rebuilds the path in the stored language.
    const PATHS = ['//evil.example/x', '/\\evil.example/x', '/%2F%2Fevil.example/x', '/%5C%5Cevil.example/x'];
    for (const hostile of PATHS) {
      test(`the stored language's twin of ${hostile} stays on this site`, async ({ page, appLocale, baseURL, t }) => {
        const w = await watch(page);
        await storeLanguage(page, appLocale);
        // page.goto resolves '//host' against the base URL as another host: give the full URL. A
        // subscriber, so the unknown page is not gated away to home.
        await page.goto(`${baseURL}/${otherLocale(appLocale)}${hostile}#uid=demo-active`);
        await expect(page.locator('html')).toHaveAttribute('lang', appLocale);
        await expect(page.getByRole('heading', { level: 1, name: t.notFoundTitle })).toBeVisible();
        const url = new URL(page.url());
        expect(url.origin).toBe(baseURL);
        expect(url.pathname).toMatch(/^\/(?!\/)/);
        await expectSafe(page, w);
      });
    }

    test('the language menu on a page reached by //evil.example stays on this site', async ({
      page,
      appLocale,
      baseURL,
      t,
    }) => {
      const w = await watch(page);
      const next = otherLocale(appLocale);
      await page.goto(`${baseURL}${localized(appLocale, '/')}`.replace(/\/$/, '') + '//evil.example/x#uid=demo-active');
      await expect(page.getByRole('heading', { level: 1, name: t.notFoundTitle })).toBeVisible();
      await page.getByRole('button', { name: t.menu }).click();
      await page.getByRole('button', { name: t.language }).click();
      await page
        .getByRole('dialog', { name: t.changeLanguage })
        .getByRole('button', { name: next === 'en' ? 'English' : 'العربية' })
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', next);
      expect(page.url()).toBe(`${baseURL}/${next}/evil.example/x`);
      await expectSafe(page, w);
    });
  });

  test.describe('uids with markup', () => {
    const UIDS = ['<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', 'javascript:alert(1)//'];
    for (const uid of UIDS) {
      test(`#uid=${uid} renders as nothing and is not stored`, async ({ page, at, appLocale }) => {
        const w = await watch(page);
        await page.goto(`${at('/')}#uid=${encodeURIComponent(uid)}`);
        await expect(page.getByRole('button', { name: tiles[0].title[appLocale] })).toBeVisible();
        await expect(page.locator('svg[onload], img[onerror], img[src="x"]')).toHaveCount(0);
        expect(await page.evaluate(() => localStorage.getItem('uid'))).toBeNull();
        await expect.poll(() => new URL(page.url()).hash).toBe('');
        await expectSafe(page, w);
      });
    }
  });

  test.describe('prototype keys in the URL', () => {
    for (const id of ['constructor', '__proto__', 'toString']) {
      test(`/hadesList/${id} is a calm empty month`, async ({ page, at, t }) => {
        const w = await watch(page);
        await openAs(page, at(`/hadesList/${id}`), 'demo-active');
        await expect(page.getByText(t.hadithEmpty)).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('heading', { level: 2, name: id })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        await expectSafe(page, w);
      });
    }

    for (const url of [
      '/allAudios?category=constructor',
      '/allVideos?category=__proto__',
      '/allAudios?category=length',
    ]) {
      test(`${url} says the category does not exist`, async ({ page, at, t }) => {
        const w = await watch(page);
        const [path, query] = url.split('?');
        await openAs(page, `${at(path)}?${query}`, 'demo-active');
        await expect(page.getByText(t.categoryMissing)).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('status')).toHaveCount(0);
        await expectSafe(page, w);
      });
    }
  });

  test.describe('unsafe URLs in API answers', () => {
    test('a subscription URL off the configured origins is refused with a logged reason', async ({
      page,
      at,
      appLocale,
    }) => {
      const w = await watch(page);
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      let subUrl = '';
      await page.route('**/api/appConfig', (route) => route.fulfill({ json: { configData: {}, data: tiles, subUrl } }));
      for (subUrl of HOSTILE_URLS) {
        // A fresh visit per URL: the client keeps the answer for the tab.
        await page.goto(at('/'));
        const before = page.url();
        await page.getByRole('button', { name: tiles[0].title[appLocale] }).click();
        await expect
          .poll(() => warnings.filter((m) => m.includes('refusing subscription URL')).length)
          .toBeGreaterThan(0);
        expect(warnings.at(-1), subUrl).toContain('refusing subscription URL');
        expect(page.url()).toBe(before);
        warnings.length = 0;
      }
      await expectSafe(page, w);
    });

    test('tiles whose image is unsafe are left out', async ({ page, at, appLocale }) => {
      const w = await watch(page);
      await tamper(page, 'api/appConfig', (json) => {
        const data = json.data as Array<{ image: string }>;
        HOSTILE_URLS.forEach((url, i) => (data[i + 1].image = url));
      });
      await openAs(page, at('/'), 'demo-active');
      await expect(page.getByRole('link', { name: tiles[0].title[appLocale] })).toBeVisible();
      await expect(page.getByRole('link', { name: tiles[1].title[appLocale] })).toHaveCount(0);
      await expect(page.locator('.tile-grid li')).toHaveCount(tiles.length - HOSTILE_URLS.length);
      await expectSafe(page, w);
    });

    test('hadith tracks with an unsafe fileSource are dropped; the rest still play', async ({ page, at }) => {
      const w = await watch(page);
      await tamper(page, 'api/api/hadithContent', (json) => {
        const tracks = json.content1 as Array<{ fileSource: string }>;
        tracks.push(...HOSTILE_URLS.map((fileSource) => ({ ...tracks[0], fileSource })));
      });
      await openReady(page, at('/hadesList/1'));
      await expect(page.locator('.playlist-track')).toHaveCount(hadith[0].tracks.length);
      await page.locator('.playlist-track').last().click();
      await expectSafe(page, w);
    });

    test('Hajj guides with an unsafe link are dropped', async ({ page, at }) => {
      const w = await watch(page);
      let shown = 0;
      await tamper(page, 'api/hajjData', (json) => {
        const groups = json.hajjData as Array<{ data: Array<{ name: string; link: string }> }>;
        shown = groups.reduce((n, g) => n + g.data.length, 0);
        groups[0].data.push(...HOSTILE_URLS.map((link, i) => ({ name: `Hostile ${i}`, link })));
      });
      await openReady(page, at('/8'));
      // The page paints the build's guides first: count only once the tampered answer is in.
      await expect.poll(() => shown).toBeGreaterThan(0);
      // One row (a name and its play button) per safe guide.
      await expect(page.locator('.media-row')).toHaveCount(shown);
      await expect(page.getByText(/^Hostile/)).toHaveCount(0);
      await expectSafe(page, w);
    });

    test('Ramadan audio and video links and thumbnails that are unsafe are dropped', async ({ page, at }) => {
      const w = await watch(page);
      await tamper(page, 'api/ramadan', (json) => {
        const r = json.ramadanJson as Record<'video' | 'audio', Array<{ data: Array<Record<string, string>> }>>;
        r.audio[0].data.push(...HOSTILE_URLS.map((link, i) => ({ name: `Hostile audio ${i}`, link })));
        r.video[0].data.push(...HOSTILE_URLS.map((link, i) => ({ name: `Hostile video ${i}`, link })));
        // Thumbnails: a safe video keeps playing, its unsafe poster is forgotten.
        r.video[0].data.forEach((v, i) => (v.thumbnail = HOSTILE_URLS[i % HOSTILE_URLS.length]));
      });
      await openReady(page, at('/allVideos?category=0'));
      await expect(page.locator('figure.video-card')).toHaveCount(5);
      await expect(page.getByText(/^Hostile/)).toHaveCount(0);
      await openReady(page, at('/allAudios?category=0'));
      await expect(page.getByText(/^Hostile/)).toHaveCount(0);
      await expectSafe(page, w);
    });

    test('an oEmbed thumbnail_url that is unsafe leaves the placeholder', async ({ page, at }) => {
      const w = await watch(page);
      const asked: string[] = [];
      await page.route('**/api/oembed?*', (route) => {
        asked.push(route.request().url());
        return route.fulfill({ json: { thumbnail_url: HOSTILE_URLS[asked.length % HOSTILE_URLS.length] } });
      });
      await openReady(page, at('/allVideos?category=0'));
      await expect.poll(() => asked.length).toBeGreaterThan(0);
      await expect(page.locator('figure.video-card').first()).toBeVisible();
      await expectSafe(page, w);
    });
  });

  test.describe('content security policy', () => {
    test('the hashed head script runs: a stored language is honoured, with no violation', async ({
      page,
      at,
      appLocale,
    }) => {
      const w = await watch(page);
      const next = otherLocale(appLocale);
      await storeLanguage(page, next);
      await page.goto(at('/2'));
      await expect(page).toHaveURL(new RegExp(`${localized(next, '/2')}$`));
      expect(await w.violations()).toEqual([]);
    });

    test('client-side navigation between pages reports no violation', async ({ page, at, appLocale, t }) => {
      const w = await watch(page);
      await openReady(page, at('/'));
      // Prayer times (tiles[3]) has a hashed inline script of its own (todayScript.mjs).
      for (const tile of [tiles[0], tiles[1], tiles[3], tiles[5], tiles[6], tiles[8]]) {
        // Exact names: a page's own links may hold a tile's title ("إمساكية رمضان" on Ramadan's page).
        await page.getByRole('link', { name: tile.title[appLocale], exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: tile.title[appLocale] })).toBeVisible();
        await page.getByRole('link', { name: t.back }).click();
        await expect(page.getByRole('link', { name: tile.title[appLocale], exact: true })).toBeVisible();
      }
      // Still one document: the router swapped pages without a reload.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      expect(await w.violations()).toEqual([]);
      await expectSafe(page, w);
    });
  });

  test.describe('content security policy against injected markup', () => {
    // The test injects what the policy must refuse.
    test.use({ cspRefusalsExpected: true });

    test('an injected inline script and inline handler are blocked', async ({ page, at }) => {
      const w = await watch(page);
      await page.route(`**${at('/3')}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '<main',
          '<script>window.pwned = 1; alert(1)</script><img src="/favicon.svg" onload="window.pwned = 2"><main',
        );
        await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
      });
      await openAs(page, at('/3'), 'demo-active');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect
        .poll(() => w.violations())
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^script-src-elem/),
            expect.stringMatching(/^script-src-attr/),
          ]),
        );
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
      await expectSafe(page, w);
    });
  });
});
