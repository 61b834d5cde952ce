// The inline script of every page's head, kept here so the build can hash it for the
// Content-Security-Policy (astro.config.mjs) and the unit tests can run it.
//
// Before first paint it sends the visitor to their stored language's twin page, and keeps gated
// content hidden until the subscription is known. The twin path is rebuilt from one leading
// slash ('/en//evil.example/x' must not become '//evil.example/x'), and the result is checked to
// stay on this origin, as twinPath() in src/lib/localeUrl.ts does for the language menu.
//
// It also copies a see-all page's ?category= (CATEGORY_QUERY, as categoryFromSearch() reads it) to <html
// data-category>, on load and after each client-side swap (which resets <html>'s attributes), so
// the pre-rendered list shows that category alone before the island hydrates.
//
// And the reading settings (src/components/reading/readingAttributes.ts: the names and values it may
// set) go onto <html> the same way, so text size, translation and night theme show from the first paint.
//
// Stored values are read with the storage helper's own rules (src/lib/prePaintRead.ts): whatever a
// phone holds, nothing here runs long or throws, and each part runs even if another fails.
import { transformSync } from 'esbuild';
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES } from '../shared/locales.ts';
import { CATEGORY_QUERY } from '../shared/routes.ts';
import { prePaintRead } from '../lib/prePaintRead.ts';
import { READING_ATTRIBUTES } from '../components/reading/readingAttributes.ts';

const known = LOCALES.map((l) => `want === '${l}'`).join(' || ');
const prefixed = PREFIXED_LOCALES.join('|');

// Written readably, sent minified (at build, by esbuild): it is in every page's HTML, whose every
// byte /quran_detail/2's 60 KB budget counts.
const SOURCE = `(function () {
  var d = document.documentElement;
  ${prePaintRead(['themeLang', 'subStatus', 'reading'])}
  function category() {
    var c = ${CATEGORY_QUERY}.exec(location.search);
    if (c) d.setAttribute('data-category', String(Number(c[1])));
    else d.removeAttribute('data-category');
  }
  function reading() {
    var r = read('reading') || {}, allowed = ${JSON.stringify(READING_ATTRIBUTES)};
    for (var k in allowed) {
      if (allowed[k].indexOf(r[k]) >= 0) d.setAttribute('data-r' + k, r[k]);
      else d.removeAttribute('data-r' + k);
    }
  }
  function paint() {
    try { category(); } catch (e) {}
    try { reading(); } catch (e) {}
  }
  paint();
  document.addEventListener('astro:after-swap', paint);
  try {
    var want = read('themeLang');
    if ((${known}) && want !== d.lang) {
      var rest = location.pathname.replace(/[\\t\\n\\r]/g, '').replace(/^\\/(${prefixed})(?=[\\/\\\\]|$)/, '').replace(/^[\\/\\\\]+|[\\/\\\\]+$/g, '');
      var path = (want === '${DEFAULT_LOCALE}' ? '' : '/' + want) + (rest ? '/' + rest : '') || '/';
      var next = new URL(path + location.search + location.hash, location.href);
      if (next.origin === location.origin && next.pathname !== location.pathname) { location.replace(next.href); return; }
    }
  } catch (e) {}
  // A uid from the operator is checked before content shows, whatever was stored for another.
  if (d.hasAttribute('data-gated') && (/uid=/.test(location.hash) || read('subStatus') !== 'active')) {
    d.setAttribute('data-gate', 'pending');
  }
})();`;

export const HEAD_SCRIPT = transformSync(SOURCE, { minify: true }).code.trim();
