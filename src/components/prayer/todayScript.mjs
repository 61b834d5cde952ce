// The inline script that follows the prayer island on /4, kept here so the build can hash it for
// the Content-Security-Policy (src/lib/csp.mjs) and the unit tests can run it.
//
// Only the phone knows what day it is, so the build leaves the date navigator's headings empty.
// This writes today's dates into them as the page is parsed, with the same formats as the island
// (format.ts), so they are part of the first paint instead of waiting for the island's scripts;
// the island, hydrating later, renders the same text over them. Likewise the name of the place the
// subscriber chose, which the HTML cannot know either.
import { transformSync } from 'esbuild';
import { AR_COMMA, GREGORIAN, HIJRI, HIJRI_CALENDAR, INTL, PLACE_KEY } from './format.ts';
import { prePaintRead } from '../../lib/prePaintRead.ts';

// Written readably, sent minified (at build, by esbuild): it is in the page's HTML.
// The place: the stored choice's name as placeTitle() (place/names.ts) writes it, for a choice
// that looks like one (chosenPlace() checks it in full; PlaceBar renders its own once hydrated).
export const TODAY_SCRIPT = transformSync(
  `(function () {
  var lang = document.documentElement.lang;
  var tag = ${JSON.stringify(INTL)}[lang];
  var title = document.querySelector('.prayer-place-title');
  if (!tag) return;
  ${prePaintRead([PLACE_KEY])}
  try {
    var place = read(${JSON.stringify(PLACE_KEY)});
    if (title && place && typeof place.name === 'string' && place.name && place.name.length <= 200 && typeof place.country === 'string' && /^([A-Z]{2})?$/.test(place.country)) {
      var name = lang === 'ar' && typeof place.nameAr === 'string' && place.nameAr ? place.nameAr : place.name;
      var country = place.country;
      try {
        country = country && (new Intl.DisplayNames([tag], { type: 'region' }).of(country) || country);
      } catch (e) {}
      title.textContent = country ? name + (lang === 'ar' ? ${JSON.stringify(AR_COMMA)} : ', ') + country : name;
    }
  } catch (e) {}
  var day = document.querySelector('.date-nav-gregorian');
  var hijri = document.querySelector('.date-nav-hijri');
  if (!day || !hijri || day.textContent) return;
  var now = new Date();
  var noon = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate(), 12);
  try {
    day.textContent = new Intl.DateTimeFormat(tag, ${JSON.stringify(GREGORIAN)}).format(noon);
    hijri.textContent = new Intl.DateTimeFormat(tag + '${HIJRI_CALENDAR}', ${JSON.stringify(HIJRI)}).format(noon);
  } catch (e) {}
})();`,
  { minify: true },
).code.trim();
