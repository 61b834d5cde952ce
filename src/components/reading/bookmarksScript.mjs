// The inline script that follows the bookmarks list on /bookmarks, kept here so the build can hash
// it for the Content-Security-Policy (src/lib/csp.mjs) and the unit tests can run it.
//
// The page's HTML carries the empty state, so an empty list paints with the page instead of after
// the island's scripts. A phone that keeps bookmarks must not read "no bookmarks" meanwhile: this
// hides the empty state as the page is parsed; the island, hydrating later, renders the list.
// 'bookmarks' is BOOKMARKS_KEY (bookmarkId.ts), checked by the unit test; it is read with the
// storage helper's rules (src/lib/prePaintRead.ts).
import { transformSync } from 'esbuild';
import { prePaintRead } from '../../lib/prePaintRead.ts';

export const BOOKMARKS_SCRIPT = transformSync(
  `(function () {
  ${prePaintRead(['bookmarks'])}
  var empty = document.querySelector('.bookmarks-empty');
  var kept = read('bookmarks');
  if (empty && kept && kept.length) empty.hidden = true;
})();`,
  { minify: true },
).code.trim();
