// The inline pre-paint scripts, made once, when the config loads: the very strings the CSP hashes
// (src/lib/csp.mjs) are the ones the pages write, through `virtual:pre-paint`. Imported by the
// pages' own module loader instead, they were made again from a bundled copy of their sources,
// whose code the bundler may rewrite (it folded a variable of src/shared/storedValue.mjs away), and
// the browser then refused them.
import { HEAD_SCRIPT } from '../src/layouts/headScript.mjs';
import { TODAY_SCRIPT } from '../src/components/prayer/todayScript.mjs';
import { BOOKMARKS_SCRIPT } from '../src/components/reading/bookmarksScript.mjs';

export const PRE_PAINT_SCRIPTS = { HEAD_SCRIPT, TODAY_SCRIPT, BOOKMARKS_SCRIPT };

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
