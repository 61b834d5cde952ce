import { test, expect } from './fixtures.ts';
import { pageWeight } from '../scripts/weight.mjs';

const KB = 1024;

test('home ships at most 90 KB of gzipped JavaScript and paints tiles from its HTML', async ({ baseURL, at, request }) => {
  const weight = await pageWeight(baseURL, at('/'));
  expect(weight.jsBytes).toBeLessThanOrEqual(90 * KB);
  const html = await (await request.get(at('/'))).text();
  // Tiles are in the HTML itself: nothing waits for the API to paint them.
  expect((html.match(/class="tile[ "]/g) ?? []).length).toBe(9);
});
