// The inline script that follows the prayer island on /4, kept here so the build can hash it for
// the Content-Security-Policy (src/lib/csp.mjs) and the unit tests can run it.
//
// Only the phone knows what day it is, so the build leaves the date navigator's headings empty.
// This writes today's dates into them as the page is parsed, with the same formats as the island
// (format.ts), so they are part of the first paint instead of waiting for the island's scripts;
// the island, hydrating later, renders the same text over them.
import { GREGORIAN, HIJRI, HIJRI_CALENDAR, INTL } from './format.ts';

// Written readably, sent without its line breaks and indents: it is in the page's HTML.
export const TODAY_SCRIPT = `(function () {
  var day = document.querySelector('.date-nav-gregorian');
  var hijri = document.querySelector('.date-nav-hijri');
  var tag = ${JSON.stringify(INTL)}[document.documentElement.lang];
  if (!day || !hijri || !tag || day.textContent) return;
  var now = new Date();
  var noon = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate(), 12);
  try {
    day.textContent = new Intl.DateTimeFormat(tag, ${JSON.stringify(GREGORIAN)}).format(noon);
    hijri.textContent = new Intl.DateTimeFormat(tag + '${HIJRI_CALENDAR}', ${JSON.stringify(HIJRI)}).format(noon);
  } catch (e) {}
})();`.replace(/\n\s*/g, '');
