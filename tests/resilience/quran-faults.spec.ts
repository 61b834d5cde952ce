import { test, expect, openAs, onlyIn } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';
import { fontsReady, quran } from '../support/quran-data.ts';

// Reading never waits for quranData: whatever it does, the verses are in the page and only the
// play control depends on it.
test.describe('surah pages when quranData fails, and the Quran font', onlyIn('en'), () => {
  const FAULTS = {
    '500': { status: 500, contentType: 'application/json', body: '{"status":"failed"}' },
    malformed: {
      status: 200,
      contentType: 'application/json',
      body: '{"quranData": [{"v_word": 1}], "audio": "javascript:alert(1)"}',
    },
  };
  for (const [name, fault] of Object.entries(FAULTS)) {
    test(`quranData ${name}: text readable, play control disabled, no uncaught error`, async ({ page, at, t }) => {
      await page.route('**/api/quranData', (route) => route.fulfill(fault));
      await openAs(page, at('/quran_detail/2'), 'demo-active');
      await expect(page.getByText(quran.ar[1].verses[254].text)).toBeAttached();
      await expect(page.getByRole('main').locator('ol.verses > li')).toHaveCount(286);
      await expect(page.getByText(t.mediaUnavailable)).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^${t.play} – `) })).toBeDisabled();
      // The player's element exists from hydration on, but never gets a file.
      await expect(page.locator('audio[src]')).toHaveCount(0);
    });
  }

  test('quranData slower than the client timeout: text at once; a Play tapped meanwhile says it loads, then why it cannot', async ({
    page,
    at,
    t,
  }) => {
    test.setTimeout(40_000);
    await page.route('**/api/quranData', async (route) => {
      await new Promise((r) => setTimeout(r, 10_000));
      await route.fulfill(FAULTS['500']).catch(() => {});
    });
    await openAs(page, at('/quran_detail/3'), 'demo-active');
    // Long before quranData's 10 s: the text is in the HTML (3 s was too short once on a loaded CI machine).
    await expect(page.getByText(quran.ar[2].verses[0].text)).toBeVisible({ timeout: 7_000 });
    // Usable as soon as the text is: the tap is held while the address is asked.
    const play = page.getByRole('button', { name: new RegExp(`^${t.play} – `) });
    await expect(play).toBeEnabled();
    await play.tap();
    await expect(page.getByText(t.audioLoading)).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${t.pause} – `) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(t.mediaUnavailable)).toBeVisible({ timeout: 12_000 });
    await expect(play).toBeDisabled();
    await expect(page.locator('audio[src]')).toHaveCount(0);
  });

  test('the Quran font is self-hosted, swaps, and loads only where Arabic script is shown', async ({ page, at }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    });
    await openReady(page, at('/3'));
    await fontsReady(page);
    expect(fonts).toEqual([]);
    await openReady(page, at('/quran_detail/2'));
    await fontsReady(page);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^\/_astro\/quran-font\.[\w-]+\.woff2$/);
    const face = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.family.includes('Amiri Quran')).map((f) => [f.display, f.status]),
    );
    expect(face).toEqual([['swap', 'loaded']]);
  });
});
