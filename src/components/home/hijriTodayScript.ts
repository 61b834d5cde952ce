// The inline script after home's Hijri line, compiled at build (integrations/pre-paint.mjs) and
// hashed for the CSP. Only the phone knows what day it is: this writes today's Umm al-Qura date as
// the page is parsed, with the prayer page's own functions, so both pages say the same day. Without
// it (no script, an unknown language), the line keeps the calendar's name, a link all the same.
import { isLocale } from '../../shared/locales.ts';
import { hijriDate } from '../prayer/format.ts';
import { keyToTime, todayKey } from '../prayer/dateNav.ts';

const lang = document.documentElement.lang;
const line = document.querySelector('.home-hijri-date');
if (isLocale(lang) && line) {
  try {
    line.textContent = hijriDate(lang, keyToTime(todayKey(new Date())) as number);
  } catch {
    // An Intl without the Hijri calendar: the calendar's name stays.
  }
}
