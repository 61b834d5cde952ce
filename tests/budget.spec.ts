import { test, expect } from './fixtures.ts';
import { pageWeight } from '../scripts/weight.mjs';

const KB = 1024;

test('home ships at most 90 KB of gzipped JavaScript and paints tiles from its HTML', async ({
  baseURL,
  at,
  request,
}) => {
  const weight = await pageWeight(baseURL, at('/'));
  expect(weight.jsBytes).toBeLessThanOrEqual(90 * KB);
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

test('the largest surah page, /quran_detail/2, is at most 60 KB of gzipped HTML', async ({ baseURL, at }) => {
  const weight = await pageWeight(baseURL, at('/quran_detail/2'));
  expect(weight.htmlBytes).toBeLessThanOrEqual(60 * KB);
});
