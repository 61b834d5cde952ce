// The policy of every page keeps only the hashes of inline scripts that some page of the site
// carries (src/lib/csp.mjs keepUsedHashes): the site's, not the page's, because a page opened
// through the client router runs under the policy of the first page loaded. Runs before the
// service worker's precache list is written, which revisions the pages by their content.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes, keepUsedHashes } from '../src/lib/csp.mjs';

/** @param {string} dir @returns {Promise<string[]>} */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((f) => f.endsWith('.html')).map((f) => join(dir, f));
}

/** @returns {import('astro').AstroIntegration} */
export default function cspTrim() {
  return {
    name: 'nour:csp-trim',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const files = await htmlFiles(fileURLToPath(dir));
        const pages = await Promise.all(files.map((f) => readFile(f, 'utf8')));
        const used = new Set(pages.flatMap(inlineScriptHashes));
        let changed = 0;
        await Promise.all(
          pages.map((html, i) => {
            const trimmed = keepUsedHashes(html, used);
            if (trimmed === html) return undefined;
            changed += 1;
            return writeFile(files[i], trimmed);
          }),
        );
        logger.info(`${used.size} inline scripts hashed in the policy of ${changed} pages`);
      },
    },
  };
}
