import { test, expect, openAs, eventsOf, onlyIn } from '../support/fixtures.ts';
import tiles from '../../content/tiles.json' with { type: 'json' };

test.describe('published events', onlyIn('fr'), () => {
  test('page opens and the subscription check are published and stored by the server', async ({
    page,
    at,
    appLocale,
    request,
  }) => {
    await openAs(page, at('/'), 'demo-active');
    // Tiles are links in the HTML too: wait for the check's answer (kept as currentStatus) before leaving home.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentStatus'))).not.toBeNull();
    await page.getByRole('link', { name: tiles[1].title[appLocale] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const deviceId = await page.evaluate(() => JSON.parse(localStorage.getItem('deviceId') ?? 'null'));
    await expect
      .poll(async () => (await eventsOf(request, deviceId)).map((e) => `${e.page}:${e.event}`))
      .toEqual(expect.arrayContaining(['homepage:page_open', 'homepage:checksub', 'quran:page_open']));
    const events = await eventsOf(request, deviceId);
    expect(events.every((e) => e.topic === 'service-usage')).toBe(true);
    expect(new Set(events.map((e) => e.session_id)).size).toBe(1);
  });

  test('events that fail to send are queued and sent later', async ({ page, at, request }) => {
    await page.route('**/events', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(at('/'));
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('eventQueue') ?? '[]').length))
      .toBeGreaterThan(0);
    const deviceId = await page.evaluate(() => JSON.parse(localStorage.getItem('deviceId') ?? 'null'));
    await page.unroute('**/events');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await eventsOf(request, deviceId)).map((e) => e.page)).toContain('homepage');
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('eventQueue') ?? '[]').length)).toBe(0);
  });

  test('an event the server refuses is dropped and does not hold back the later ones', async ({
    page,
    at,
    appLocale,
    request,
  }) => {
    // The server refuses one event, however often it is sent again.
    let refusedBody: string | null = null;
    let refused = 0;
    await page.route('**/events', (route) => {
      const body = route.request().postData();
      refusedBody ??= body;
      if (body !== refusedBody) return route.continue();
      refused += 1;
      return route.fulfill({ status: 413, contentType: 'application/json', body: '{"error":"too large"}' });
    });
    await openAs(page, at('/'), 'demo-active');
    await expect.poll(() => refused).toBeGreaterThan(0);
    await page.getByRole('link', { name: tiles[1].title[appLocale] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const deviceId = await page.evaluate(() => JSON.parse(localStorage.getItem('deviceId') ?? 'null'));
    await expect
      .poll(async () => (await eventsOf(request, deviceId)).map((e) => `${e.page}:${e.event}`))
      .toContain('quran:page_open');
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('eventQueue') ?? '[]').length)).toBe(0);
    expect(refused).toBe(1);
  });
});
