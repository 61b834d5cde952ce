import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES, type Locale } from './src/shared/locales.ts';
import { chromium } from './tests/support/browsers.ts';

export const PORT = Number(process.env.TEST_PORT ?? 4399);
const dataDir = process.env.TEST_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'nour-test-'));
process.env.TEST_DATA_DIR = dataDir;

const phone = { ...devices['Pixel 5'], launchOptions: chromium };
/** The browser's own language in each project, matching the app locale under test. */
const browserLocale: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar' };

/**
 * Specs of fault paths and hostile input, whose behaviour does not depend on the language, run in
 * one locale each, spread over the three (every locale still meets some of them): in all three
 * they took about a third of the browser tests' time, and CI must stay under 30 minutes. The spec
 * itself says so, with a tag on its outer describe (`test.describe('…', onlyIn('ar'), …)` gives its
 * tests the tag `@only-ar`, tests/support/fixtures.ts), so moving or renaming a file keeps its
 * coverage; each project skips the other locales' tags. `grep -rn onlyIn tests` lists them.
 */
const othersOnly = (l: Locale) => new RegExp(`@only-(${LOCALES.filter((o) => o !== l).join('|')})\\b`);

export default defineConfig<{ appLocale: Locale }>({
  testDir: 'tests',
  // One folder per port: parallel runs must not wipe each other's artifacts.
  outputDir: `test-results/${PORT}`,
  timeout: 30_000,
  expect: { timeout: 7_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_FILE ?? `reports/playwright-${PORT}.json` }]],
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{testFilePath}/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test about a sixth of its time (screencast, DOM snapshots); in
    // CI a failure is run again (retries: 1), and that second run records it.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: LOCALES.map((l) => ({
    name: l,
    grepInvert: othersOnly(l),
    use: { ...phone, locale: browserLocale[l], appLocale: l },
  })),
  webServer: {
    // The product started exactly as the README says, on a throwaway database.
    command: 'npm start',
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEV_ROUTES: '1',
      // Every test's pushSubscription comes from 127.0.0.1: one address, many subscribers.
      PUSH_PER_MINUTE: '100000',
      PUSH_BURST: '10000',
      // The push services the server takes endpoints of: its default list (server/push/endpoint.ts)
      // and the specs' stand-in endpoint (tests/support/push-service.ts), a name that resolves nowhere.
      PUSH_HOSTS: [
        'fcm.googleapis.com',
        'android.googleapis.com',
        '*.push.services.mozilla.com',
        '*.push.apple.com',
        '*.notify.windows.com',
        'push.test.invalid',
      ].join(','),
      ...(process.env.OUT_DIR ? { OUT_DIR: process.env.OUT_DIR } : {}),
    },
  },
});
