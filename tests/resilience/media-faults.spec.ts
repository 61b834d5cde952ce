import { test, expect, openAs, type AppLocale, onlyIn } from '../support/fixtures.ts';
import hadith from '../../content/hadith.json' with { type: 'json' };
import hajj from '../../content/hajj.json' with { type: 'json' };
import ramadan from '../../content/ramadan.json' with { type: 'json' };
const videos = ramadan.filter((c) => c.kind === 'video');
const audios = ramadan.filter((c) => c.kind === 'audio');

// Every API call of the media pages, failing three ways. The pages must end with no uncaught error
// (checked by the fixture) and no loader left on screen. A page built with its catalogue keeps
// showing it (the failed revalidation is logged only, no loader over it); prayer times, which
// depend on the day, say "could not load" with a retry.
const FAULTS = {
  500: async (route: import('@playwright/test').Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  malformed: async (route: import('@playwright/test').Route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"hajjData": [{"data": 5}], "month": "x", "ramadanJson": {',
    }),
  slow: async (route: import('@playwright/test').Route) => {
    await new Promise((r) => setTimeout(r, 10_000));
    await route.fulfill({ status: 500, body: '' }).catch(() => {});
  },
};

/** What each page shows from its build when its call fails; null: nothing built, a retry instead. */
const PAGES: { route: string; api: string; built: ((l: AppLocale) => string) | null }[] = [
  { route: '/4', api: 'salatTimings', built: null },
  { route: '/7', api: 'api/hadithContent', built: (l) => hadith[0].month[l] },
  { route: '/hadesList/1', api: 'api/hadithContent', built: (l) => hadith[0].tracks[0].name[l] },
  { route: '/8', api: 'hajjData', built: (l) => hajj[0].category[l] },
  { route: '/9', api: 'ramadan', built: (l) => ramadan[0].category[l] },
  { route: '/allVideos?category=0', api: 'ramadan', built: (l) => videos[0].category[l] },
  { route: '/allAudios?category=1', api: 'ramadan', built: (l) => audios[1].category[l] },
];

test.describe('media pages when their API fails', onlyIn('fr'), () => {
  for (const { route, api, built } of PAGES) {
    for (const [name, fault] of Object.entries(FAULTS)) {
      // The slow case waits out the client's 8 s timeout: once per API is enough.
      if (name === 'slow' && ['/hadesList/1', '/allVideos?category=0', '/allAudios?category=1'].includes(route))
        continue;
      test(`${route}: ${api} ${name}`, async ({ page, at, appLocale, t }) => {
        test.setTimeout(40_000);
        const warnings: string[] = [];
        page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
        await page.route(`**/api/${api}`, fault);
        const [path, query] = route.split('?');
        await openAs(page, `${at(path)}${query ? `?${query}` : ''}`, 'demo-active');
        if (name === 'slow' && !built) await expect(page.getByRole('status')).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0, { timeout: 12_000 });
        await expect.poll(() => warnings.some((w) => w.includes(`[api] ${api}`)), { timeout: 12_000 }).toBe(true);
        if (built) {
          await expect(page.getByRole('main').getByText(built(appLocale)).first()).toBeVisible();
          await expect(page.getByRole('alert')).toHaveCount(0);
        } else {
          const alert = page.getByRole('alert');
          await expect(alert).toContainText(t.loadFailed);
          await page.unroute(`**/api/${api}`);
          await alert.getByRole('button', { name: t.retry }).click();
          await expect(alert).toHaveCount(0);
          await expect(page.getByRole('status')).toHaveCount(0);
        }
      });
    }
  }
});
