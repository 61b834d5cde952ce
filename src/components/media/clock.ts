import { localDigits } from '../../shared/locales.ts';

/** Times as the players show them, in the page's digits. */
/** 754 -> "12:34", 4000 -> "1:06:40". */
export function clock(seconds: number): string {
  const s = Math.floor(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/** clock() in the page's digits: Arabic pages write times in Arabic-Indic digits, as their numbers. */
export function localClock(locale: string, seconds: number): string {
  return localDigits(locale, clock(seconds));
}
