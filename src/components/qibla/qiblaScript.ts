// The inline script that follows the Qibla island, compiled at build (integrations/pre-paint.mjs)
// and hashed for the CSP. Only the phone knows the place chosen on the prayer page, so the build
// writes "choose your city" and this writes "Qibla for <place>" over it as the page is parsed, with
// the island's own functions: the line is right at the first paint, and nothing moves when the
// island renders the same text later.
import { isLocale } from '../../shared/locales.ts';
import { fill } from '../../lib/fill.ts';
import { placeTitle } from '../prayer/place/names.ts';
import { chosenPlace } from '../prayer/place/place.ts';

const lang = document.documentElement.lang;
const line = document.querySelector<HTMLElement>('.qibla-place');
if (isLocale(lang) && line?.dataset.for) {
  try {
    const place = chosenPlace();
    if (place) line.textContent = fill(line.dataset.for, { place: placeTitle(lang, place) });
  } catch {
    // What the phone holds cannot stop the rest.
  }
}
