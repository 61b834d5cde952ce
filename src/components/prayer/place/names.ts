import type { Locale, Strings } from '../../../i18n/index.ts';
import { isPrayerMethod } from '../../../../content/prayerMethods.ts';
import { AR_COMMA } from '../format.ts';
import { INTL_TAGS } from '../../../shared/locales.ts';
import type { ChosenPlace, OperatorPlace } from './place.ts';

/** "Arabie saoudite" for "SA", from the browser's own data; the code itself where it has none. */
export function countryName(locale: Locale, code: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([INTL_TAGS[locale]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The place's name on this page: its Arabic name on Arabic pages when the gazetteer has one. */
export function placeName(locale: Locale, place: Pick<ChosenPlace, 'name' | 'nameAr'>): string {
  return locale === 'ar' && place.nameAr ? place.nameAr : place.name;
}

/** "Paris, France". */
export function placeTitle(locale: Locale, place: Pick<ChosenPlace, 'name' | 'nameAr' | 'country'>): string {
  const country = countryName(locale, place.country);
  return country
    ? `${placeName(locale, place)}${locale === 'ar' ? AR_COMMA : ', '}${country}`
    : placeName(locale, place);
}

/** "La Mecque, Arabie saoudite" for the operator's place as the answer names it; null when unnamed. */
export function operatorTitle(locale: Locale, operator: OperatorPlace | null): string | null {
  if (!operator?.name) return null;
  return placeTitle(locale, operator);
}

/** The keys of the methods' names in the strings tables. */
export const METHOD_KEYS = [
  'method_MuslimWorldLeague',
  'method_Egyptian',
  'method_Karachi',
  'method_UmmAlQura',
  'method_Dubai',
  'method_MoonsightingCommittee',
  'method_NorthAmerica',
  'method_Kuwait',
  'method_Qatar',
  'method_Singapore',
  'method_Kemenag',
  'method_Tehran',
  'method_Turkey',
] as const satisfies readonly (keyof Strings)[];

/** A method's localised name; an unknown one (from an operator's API) as it was answered. */
export function methodName(t: Pick<Strings, (typeof METHOD_KEYS)[number]>, method: string): string {
  return isPrayerMethod(method) ? t[`method_${method}`] : method;
}
