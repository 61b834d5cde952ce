// The inline script that follows the bookmarks list on /bookmarks, kept here so the build can hash
// it for the Content-Security-Policy (src/lib/csp.mjs) and the unit tests can run it.
//
// The page's HTML carries the empty state, so an empty list paints with the page instead of after
// the island's scripts. A phone that keeps bookmarks must not read "no bookmarks" meanwhile: this
// hides the empty state as the page is parsed; the island, hydrating later, renders the list.
// 'bookmarks' is BOOKMARKS_KEY (DuaBookmark.tsx), checked by the unit test.
export const BOOKMARKS_SCRIPT = `(function () {
  var empty = document.querySelector('.bookmarks-empty');
  try {
    var kept = JSON.parse(localStorage.getItem('bookmarks'));
    if (empty && Array.isArray(kept) && kept.length) empty.hidden = true;
  } catch (e) {}
})();`.replace(/\n\s*/g, '');
