// The inline script that follows the prayer island on /4, compiled at build (integrations/pre-paint.mjs)
// and hashed for the CSP. Only the phone knows what day it is and which place was chosen, so the
// build leaves the date navigator's headings and the place's name empty: this writes them as the
// page is parsed, with the island's own functions, and the island renders the same text later.
import { isLocale } from '../../shared/locales.ts';
import { gregorianDate, hijriDate } from './format.ts';
import { keyToTime, todayKey } from './dateNav.ts';
import { operatorTitle, placeTitle } from './place/names.ts';
import { chosenPlace } from './place/place.ts';
import { answeredOperator, keptTimings } from './timings.ts';
import { fill } from '../../lib/fill.ts';

const lang = document.documentElement.lang;
if (isLocale(lang)) {
  try {
    const title = document.querySelector<HTMLElement>('.prayer-place-title');
    const place = title && chosenPlace();
    if (title && place) title.textContent = placeTitle(lang, place);
    else if (title?.dataset.named) {
      // The operator's place as the last answer kept on the phone named it, which the island will
      // show from that same answer: a longer name written only then would push the page down.
      const kept = keptTimings(lang, todayKey(new Date()));
      const named = kept && operatorTitle(lang, answeredOperator(kept));
      if (named) title.textContent = fill(title.dataset.named, { place: named });
    }
  } catch {
    // What the phone holds cannot stop the rest.
  }
  const day = document.querySelector('.date-nav-gregorian');
  const hijri = document.querySelector('.date-nav-hijri');
  if (day && hijri && !day.textContent) {
    try {
      const noon = keyToTime(todayKey(new Date())) as number;
      day.textContent = gregorianDate(lang, noon);
      hijri.textContent = hijriDate(lang, noon);
    } catch {
      // What the phone holds cannot stop the rest.
    }
  }
}
