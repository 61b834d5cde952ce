import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

// The client's layers (docs/architecture.md, "Layers") are held by eslint.config.js: each case
// lints one import line as if it were written in the named file and reads what lint says.
const eslint = new ESLint({ cwd: process.cwd() });

async function messagesFor(filePath: string, line: string): Promise<string[]> {
  // An .astro file's imports live in its frontmatter.
  const code = filePath.endsWith('.astro')
    ? `---\n${line}\n---\n<p>page</p>\n`
    : `${line}\nexport const used = true;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the client layers lint holds', () => {
  test.each([
    ['src/lib/api.ts', "import { toArabic } from '../components/quran/htmlText.ts';", 'move a helper one feature uses'],
    ['src/stores/app.ts', "import { loadApp } from '../app/load.ts';", 'Platform code imports no feature'],
    ['src/i18n/strings.ts', "import Layout from '../layouts/Layout.astro';", 'Platform code imports no feature'],
    [
      'src/sw/worker.ts',
      "import { prayerRows } from '../components/prayer/format.ts';",
      'Platform code imports no feature',
    ],
    [
      'src/layouts/LateStart.tsx',
      "import { startAmbient } from '../components/live/Live.tsx';",
      "every page's startup",
    ],
    ['src/layouts/Layout.astro', "import { subscribe } from '../app/subscribe.ts';", 'through src/app/load.ts'],
    [
      'src/components/chrome/AppChrome.tsx',
      "import { PrayerAlert } from '../prayer/PrayerAlert.tsx';",
      "every page's startup",
    ],
    [
      'src/components/chrome/AppChrome.tsx',
      "import { checkAgain } from '../../app/checkSubscription.ts';",
      'through src/app/load.ts',
    ],
    ['src/app/createApp.ts', "import { Reader } from '../components/reading/Reader.tsx';", "every page's startup"],
    [
      'src/components/quran/Surah.tsx',
      "import { goToSubscribe } from '../../app/subscribe.ts';",
      'through src/app/load.ts',
    ],
    [
      'src/pages/[...locale]/3.astro',
      "import { checkAgain } from '../../app/checkSubscription.ts';",
      'through src/app/load.ts',
    ],
  ])('%s may not %s', async (filePath, line, says) => {
    const messages = await messagesFor(filePath, line);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(says);
  });

  test.each([
    ['src/lib/api.ts', "import { getItem } from './storage.ts';"],
    ['src/lib/api.ts', "import { isRecord } from '../shared/apiAnswers.ts';"],
    ['src/layouts/LateStart.tsx', "import { startAmbientVideos } from '../lib/ambient.ts';"],
    ['src/layouts/Layout.astro', "import AppChrome from '../components/chrome/AppChrome.tsx';"],
    ['src/layouts/LateStart.tsx', "import type { Surah } from '../components/quran/surah.ts';"],
    ['src/components/chrome/AppChrome.tsx', "import { loadApp } from '../../app/load.ts';"],
    ['src/components/chrome/AppChrome.tsx', "import { Gate } from './Gate.tsx';"],
    ['src/components/quran/Surah.tsx', "import { Player } from '../media/Player.tsx';"],
    ['src/app/createApp.ts', "import { $app } from '../stores/app.ts';"],
  ])('%s may %s', async (filePath, line) => {
    expect(await messagesFor(filePath, line)).toEqual([]);
  });

  test.each([
    ['src/components/prayer/PrayerAlert.tsx', "import { strings } from '../../i18n/tables.ts';"],
    ['src/lib/api.ts', "import fr from '../i18n/fr.ts';"],
    ['src/components/chrome/Header.tsx', "import { pickStrings } from '../../i18n/tables.ts';"],
  ])('%s may not carry a strings table: %s', async (filePath, line) => {
    const [result] = await eslint.lintText(`${line}\nexport const used = true;\n`, { filePath });
    const messages = (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
    expect(messages.map((m) => m.message)).toEqual([expect.stringContaining('Client code carries no strings table')]);
  });

  test.each([
    ['src/pages/[...locale]/3.astro', "import { pickStrings } from '../../i18n/tables.ts';"],
    ['src/i18n/en.ts', "import type { Strings } from './fr.ts';"],
    ['src/components/prayer/PrayerAlert.tsx', "import type { Strings } from '../../i18n/index.ts';"],
  ])('%s may %s', async (filePath, line) => {
    const code = filePath.endsWith('.astro')
      ? `---\n${line}\n---\n<p>page</p>\n`
      : `${line}\nexport const used = true;\n`;
    const [result] = await eslint.lintText(code, { filePath });
    expect(result?.messages.filter((m) => m.ruleId?.endsWith('no-restricted-imports'))).toEqual([]);
  });

  test('a dynamic import of a feature from every page is the way, and lint lets it through', async () => {
    const [result] = await eslint.lintText("export const later = () => import('../prayer/PrayerAlert.tsx');\n", {
      filePath: 'src/components/chrome/AppChrome.tsx',
    });
    expect(result?.messages.filter((m) => m.ruleId === 'no-restricted-imports')).toEqual([]);
  });
});
