// The inline pre-paint scripts: typed modules (below) that import the islands' own helpers and
// keys, compiled here once, when the config loads, into small scripts. The very strings the CSP
// hashes (src/lib/csp.mjs) are the ones the pages write, through `virtual:pre-paint`: compiled by
// the pages' own module loader instead, the text could differ from the hashed one, and the
// browser would refuse it.
import { rolldown } from 'rolldown';
import { fileURLToPath } from 'node:url';
import { scriptHash } from '../src/lib/csp.mjs';

const SOURCES = {
  HEAD_SCRIPT: '../src/layouts/headScript.ts',
  TODAY_SCRIPT: '../src/components/prayer/todayScript.ts',
  BOOKMARKS_SCRIPT: '../src/components/reading/bookmarksScript.ts',
  QIBLA_SCRIPT: '../src/components/qibla/qiblaScript.ts',
  HIJRI_TODAY_SCRIPT: '../src/components/home/hijriTodayScript.ts',
  VERSE_OF_DAY_SCRIPT: '../src/components/home/verseOfDayScript.ts',
};

/** One module and what it imports, as one script: no module loader runs before the first paint. */
async function compile(source) {
  const bundle = await rolldown({
    input: fileURLToPath(new URL(source, import.meta.url)),
    platform: 'browser',
    // Reading a property of the route table or the key rules has no effect: what the script does
    // not use is left out of every page's HTML.
    treeshake: { propertyReadSideEffects: false },
    logLevel: 'warn',
  });
  const { output } = await bundle.generate({ format: 'iife', minify: true, comments: false });
  await bundle.close();
  return output[0].code.trim();
}

export const PRE_PAINT_SCRIPTS = Object.fromEntries(
  await Promise.all(Object.entries(SOURCES).map(async ([name, file]) => [name, await compile(file)])),
);

/** Their hashes, for the CSP's script-src (Astro hashes its own inline scripts). */
export const PRE_PAINT_HASHES = Object.values(PRE_PAINT_SCRIPTS).map(scriptHash);

const ID = 'virtual:pre-paint';

/** @returns {import('vite').Plugin} */
export default function prePaint() {
  return {
    name: 'pre-paint',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) =>
      id === `\0${ID}`
        ? Object.entries(PRE_PAINT_SCRIPTS)
            .map(([name, text]) => `export const ${name} = ${JSON.stringify(text)};`)
            .join('\n')
        : undefined,
  };
}
