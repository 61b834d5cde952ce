// A phone's clock is sometimes wrong (a year ahead after a battery change, set by hand): what was
// stored while it was wrong must not silence the alerts or pin the session once it is right again.
import type { Page } from '@playwright/test';
import { test, expect, inFullBrowser, inOneLocale } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { parisAnswer, withAlertsOn } from '../support/prayer-answers.ts';
import { stored } from '../support/storage.ts';
import { fill } from '../../src/lib/fill.ts';
import labels from '../../content/prayer.json' with { type: 'json' };

// The prayer alert's page asks for notifications, which the headless shell reports as blocked.
inFullBrowser();

const RIGHT = new Date('2026-03-01T10:58:00Z');
const AHEAD = new Date('2027-03-01T10:58:00Z');

/** A full load of the page shown (going to the same address with a #uid= would stay in the document). */
async function reload(page: Page): Promise<void> {
  await page.reload();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
}

test.describe('a clock set a year ahead, then right again', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test.beforeEach(async ({ page, appLocale }) => {
    await withAlertsOn(page);
    await page.route('**/api/salatTimings', (route) =>
      route.fulfill({
        // Whichever year the phone thinks it is.
        json: parisAnswer(
          appLocale,
          (route.request().postDataJSON() as { date: string }).date.split('-').reverse().join('-'),
        ),
      }),
    );
  });

  test(
    'the alert that came a year ahead does not silence the next one',
    inOneLocale,
    async ({ page, at, appLocale, t }) => {
      const dhuhr = fill(t.prayerTimeNow, { prayer: labels[2].name[appLocale] });
      await page.clock.install({ time: AHEAD });
      await openReady(page, at('/4'));
      await page.clock.fastForward('03:00');
      await expect(page.getByRole('alert')).toContainText(dhuhr);
      expect(await stored(page, 'prayerAlerted')).toBeGreaterThan(RIGHT.getTime() + 300 * 86_400_000);

      // The clock put right: a year back.
      await page.clock.setSystemTime(RIGHT);
      await reload(page);
      await expect(page.getByRole('timer')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.clock.fastForward('03:00');
      await expect(page.getByRole('alert')).toContainText(dhuhr);
      expect(await stored(page, 'prayerAlerted')).toBeLessThanOrEqual(RIGHT.getTime() + 180_000);
    },
  );

  test('times kept a year ahead are dropped on any page, not waited for', inOneLocale, async ({ page, at }) => {
    await page.clock.install({ time: AHEAD });
    await openReady(page, at('/4'));
    await expect(page.getByRole('timer')).toBeVisible();
    const kept = (await stored(page, 'salatTimings')) as { timings: Record<string, unknown> };
    expect(Object.keys(kept.timings)).toContain('01-03-2027');

    await page.clock.setSystemTime(RIGHT);
    await page.goto(at('/2'));
    await expect.poll(() => stored(page, 'salatTimings')).toBeNull();
  });

  test(
    'a session that started in the future is renewed, and events carry the right times',
    inOneLocale,
    async ({ page, at }) => {
      await page.clock.install({ time: AHEAD });
      await openReady(page, at('/3'));
      const ahead = { id: await stored(page, 'sessionId'), time: await stored(page, 'sessionTime') };
      expect(ahead.time).toBeGreaterThanOrEqual(AHEAD.getTime());

      await page.clock.setSystemTime(RIGHT);
      const sent: { request_time?: string; session_start_time?: unknown; session_id?: unknown }[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/events')
          sent.push(JSON.parse(Buffer.from(r.postData() ?? '', 'base64').toString()));
      });
      await reload(page);
      // The session is touched when the chrome starts, which may come after the islands hydrate.
      await expect.poll(() => stored(page, 'sessionId')).not.toBe(ahead.id);
      expect(await stored(page, 'sessionTime')).toBeLessThan(AHEAD.getTime());
      // Events built while the clock was ahead may still leave from the queue, each with its own session:
      // what is checked is every event built once the clock is right.
      const builtRight = () => sent.filter((e) => Date.parse(e.request_time ?? '') < AHEAD.getTime());
      await expect.poll(() => builtRight().length).toBeGreaterThan(0);
      for (const event of builtRight()) {
        expect(event.session_id).not.toBe(ahead.id);
        expect(Number(new Date(event.session_start_time as string))).toBeLessThan(AHEAD.getTime());
      }
    },
  );
});
