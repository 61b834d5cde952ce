// The inline script that follows the prayer island on /4, compiled at build (integrations/pre-paint.mjs)
// and hashed for the CSP. Only the phone knows what day it is and which place was chosen, so the
// build leaves the date navigator's headings and the place's name empty: this writes them as the
// page is parsed, with the island's own functions, and the island renders the same text later.
import { isLocale } from '../../shared/locales.ts';
import { gregorianDate, hijriDate } from './format.ts';
import { keyToTime, todayKey } from './dateNav.ts';
import { placeTitle } from './place/names.ts';
import { chosenPlace } from './place/place.ts';

const lang = document.documentElement.lang;
if (isLocale(lang)) {
  try {
    const title = document.querySelector('.prayer-place-title');
    const place = title && chosenPlace();
    if (title && place) title.textContent = placeTitle(lang, place);
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
