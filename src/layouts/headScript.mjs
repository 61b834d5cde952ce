// The inline script of every page's head, kept here so the build can hash it for the
// Content-Security-Policy (astro.config.mjs) and the unit tests can run it.
//
// Before first paint it sends the visitor to their stored language's twin page, and keeps gated
// content hidden until the subscription is known. The twin path is rebuilt from one leading
// slash ('/en//evil.example/x' must not become '//evil.example/x'), and the result is checked to
// stay on this origin, as twinPath() in src/lib/localeUrl.ts does for the language menu.
export const HEAD_SCRIPT = `(function () {
  var d = document.documentElement;
  function read(k) { try { return JSON.parse(localStorage.getItem(k)); } catch (e) { return null; } }
  var want = read('themeLang');
  if ((want === 'fr' || want === 'en' || want === 'ar') && want !== d.lang) {
    var rest = location.pathname.replace(/[\\t\\n\\r]/g, '').replace(/^\\/(en|ar)(?=[\\/\\\\]|$)/, '').replace(/^[\\/\\\\]+|[\\/\\\\]+$/g, '');
    var path = (want === 'fr' ? '' : '/' + want) + (rest ? '/' + rest : '') || '/';
    var next = new URL(path + location.search + location.hash, location.href);
    if (next.origin === location.origin && next.pathname !== location.pathname) { location.replace(next.href); return; }
  }
  if (d.hasAttribute('data-gated') && location.hash.indexOf('uid=') < 0 && read('subStatus') !== 'active') {
    d.setAttribute('data-gate', 'pending');
  }
})();`;
