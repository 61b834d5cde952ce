import { test, expect, inOneLocale, openAs } from '../support/fixtures.ts';
import { pageWeight } from '../../scripts/weight.mjs';
import {
  APP_BUDGET,
  BEFORE_REDESIGN,
  LOWER_THAN_BEFORE,
  REACT_BUDGET,
  SURAH_HTML_BUDGET,
  splitReact,
} from '../../scripts/budgets.mjs';
import { builtChunks } from '../support/chunks.ts';
import { ROUTES } from '../../scripts/pages.mjs';

/** A page's startup JavaScript as React's chunk and our own. */
async function split(baseURL: string | undefined, route: string) {
  const parts = splitReact(await pageWeight(baseURL, route));
  expect(parts.chunks, `${route}: one React chunk`).toBe(1);
  return parts;
}

test('home ships React and at most 20 KB of our own gzipped JavaScript, and paints tiles from its HTML', async ({
  baseURL,
  at,
  request,
}) => {
  const { react, app } = await split(baseURL, at('/'));
  expect(react).toBeLessThanOrEqual(REACT_BUDGET);
  expect(app).toBeLessThanOrEqual(APP_BUDGET);
  const html = await (await request.get(at('/'))).text();
  // Tiles are in the HTML itself: nothing waits for the API to paint them.
  expect((html.match(/class="tile[ "]/g) ?? []).length).toBe(9);
});

test('catalogue list pages ship no more JavaScript than home', async ({ baseURL, at }) => {
  const home = await pageWeight(baseURL, at('/'));
  for (const route of ['/2', '/3', '/5', '/6']) {
    const page = await pageWeight(baseURL, at(route));
    expect(page.jsBytes, `${route}: ${page.jsBytes} B of JS, home ${home.jsBytes} B`).toBeLessThanOrEqual(home.jsBytes);
  }
});

test('the largest surah page, /quran_detail/2, is at most 61.6 KB of gzipped HTML', async ({ baseURL, at }) => {
  const weight = await pageWeight(baseURL, at('/quran_detail/2'));
  expect(weight.htmlBytes).toBeLessThanOrEqual(SURAH_HTML_BUDGET);
});

// One page of each kind, the list the hydration spec and `npm run perf` take (scripts/pages.mjs).
const PAGES = ROUTES;

test("every page ships React's chunk and at most 20 KB of our own gzipped JavaScript at startup", async ({
  baseURL,
  at,
}) => {
  for (const route of PAGES) {
    const { react, app } = await split(baseURL, at(route));
    expect(react, `${route}: React ${react} B`).toBeLessThanOrEqual(REACT_BUDGET);
    expect(app, `${route}: ours ${app} B`).toBeLessThanOrEqual(APP_BUDGET);
  }
});

test('no page kind ships more of our own startup JavaScript than before the house redesign, and those that do less ship less', async ({
  baseURL,
  at,
}) => {
  for (const [route, kb] of Object.entries(BEFORE_REDESIGN)) {
    const { app } = await split(baseURL, at(route));
    const ours = `${route}: ours ${(app / 1024).toFixed(2)} KB, ${kb} KB before`;
    if (LOWER_THAN_BEFORE.includes(route)) expect(app, ours).toBeLessThan((kb - 0.5) * 1024);
    else expect(app, ours).toBeLessThanOrEqual(kb * 1024);
  }
});

test('no page has a render-blocking request: styles inline, scripts deferred', async ({ request, at }) => {
  for (const route of PAGES) {
    const html = await (await request.get(at(route))).text();
    expect(html.match(/<link[^>]*rel="stylesheet"[^>]*>/g), route).toBeNull();
    // A classic external script (no module, async or defer) stops the parser until it has run.
    const blocking = [...html.matchAll(/<script\b([^>]*)\bsrc=[^>]*>/g)].filter(
      (m) => !/type="module"|\basync\b|\bdefer\b/.test(m[1] + m[0]),
    );
    expect(
      blocking.map((m) => m[0]),
      route,
    ).toEqual([]);
  }
});

test("a page's scripts come in two rounds: the page names its islands, and each names every script it needs", async ({
  baseURL,
  at,
}) => {
  for (const route of PAGES) {
    const weight = await pageWeight(baseURL, at(route));
    expect(weight.depth, `${route}: ${JSON.stringify(weight.rounds)}`).toBeLessThanOrEqual(2);
  }
});

test("the app's life cycle comes as one script after hydration on every page kind", async ({ baseURL, at }) => {
  for (const route of PAGES) {
    const { lifeCycle } = await pageWeight(baseURL, at(route));
    // What it shares with the islands is in the layout's chunk (integrations/chunks.mjs).
    expect(lifeCycle.scripts, route).toBe(1);
  }
});

// Rolldown writes a one-line file for an entry it put in a group with another entry, and the
// helpers that namespace objects need as a chunk of their own: scripts with nothing of ours in them.
test(
  'every chunk of the build holds modules of its own, so no page loads a script that only points to another',
  inOneLocale,
  () => {
    const empty = Object.entries(builtChunks().chunks).filter(([, modules]) => modules.length === 0);
    expect(empty.map(([file]) => file)).toEqual([]);
  },
);

/** What a page may load for other pages' sake, as rule 4 reckons sizes (gzipped, each on its own). */
const SPARE_BYTES = 1024;

// The chunks are the same in every language: one locale's pages say it, and every kind is opened.
test(
  'a page loads only modules that its islands import, or a few small ones that spare other pages a request, by the time every island is hydrated',
  inOneLocale,
  async ({ context, at }) => {
    test.setTimeout(150_000);
    const build = builtChunks();
    for (const route of PAGES) {
      // A page of its own for each route: a late answer to the previous page is not counted.
      const page = await context.newPage();
      const loaded: string[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') loaded.push(new URL(r.url()).pathname.replace(/^\//, ''));
      });
      await openAs(page, at(route), 'demo-active');
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      // What came by then: the life cycle's modules after it (their own check is above) come
      // sooner or later with the machine's load, and were counted here or not by chance.
      const byHydration = [...loaded];
      const islands = await page
        .locator('astro-island')
        .evaluateAll((nodes) =>
          nodes.flatMap((n) => [n.getAttribute('component-url'), n.getAttribute('renderer-url')]),
        );
      await page.close();
      const imported = build.importedBy(islands.filter((u): u is string => !!u).map((u) => u.replace(/^\//, '')));
      const foreign = byHydration.flatMap((file) => (build.chunks[file] ?? []).filter((m) => !imported.has(m)));
      expect(byHydration.length, route).toBeGreaterThan(0);
      // Only the small ones that saved other pages a request, chosen as such (integrations/pageChunks.mjs).
      const unplanned = foreign.filter((m) => !(m in build.unused));
      expect(unplanned, `${route}: modules no island of the page imports`).toEqual([]);
      const spare = foreign.reduce((sum, m) => sum + build.unused[m], 0);
      expect(spare, `${route}: ${foreign.join(', ')}`).toBeLessThanOrEqual(SPARE_BYTES);
    }
  },
);

test('no image on screen at first is lazy-loaded on home and wallpapers', async ({ page, at }) => {
  for (const route of ['/', '/6']) {
    await page.goto(`${at(route)}#uid=demo-active`);
    const lazyOnScreen = await page
      .locator('img')
      .evaluateAll((imgs) =>
        imgs
          .filter((img) => img.getBoundingClientRect().top < innerHeight && img.getAttribute('loading') === 'lazy')
          .map((img) => img.getAttribute('alt')),
      );
    expect(lazyOnScreen, route).toEqual([]);
    if (route === '/6') expect(await page.locator('img[loading="eager"]').count()).toBeGreaterThan(0);
  }
});
