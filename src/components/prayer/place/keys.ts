/**
 * How the gazetteer is cut and searched, the same in the build step (integrations/places.mjs) and
 * in the search box: every name by its key (placeKey), files by a key's first letters (shardName),
 * cells by position (cellName).
 */
import { fold, hasArabic } from '../../../shared/fold.ts';

/** Letters Arabic spellings of a foreign name write or leave out (جاكرتا, جاكارتا; دكار, داكار). */
const LONG_VOWELS = /[\u0627\u0648\u064a]/g;

/**
 * A name as the gazetteer compares it: folded (src/shared/fold.ts); an Arabic word also without
 * the long vowels after its first letter, since the same foreign name is written with or without
 * them ("ترومسو" and GeoNames' "ترومسا" for Tromsø are both "ترمس").
 */
export function placeKey(name: string): string {
  return fold(name)
    .split(' ')
    .map((word) => (hasArabic(word) ? word[0] + word.slice(1).replace(LONG_VOWELS, '') : word))
    .join(' ');
}

/** A key's file: its first `length` characters (spaces aside), as code points in hex ("pa" → "70-61"). */
export function shardName(key: string, length = 2): string | null {
  const chars = [...key.replace(/ /g, '')].slice(0, length);
  if (chars.length < length) return null;
  return chars.map((c) => (c.codePointAt(0) as number).toString(16)).join('-');
}

/** How many letters a key has for its files (spaces aside). */
export const keyLength = (key: string) => [...key.replace(/ /g, '')].length;

/** Degrees of the square cells the gazetteer is also cut into, for the nearest town to a position. */
export const CELL_DEGREES = 1;

export function cellName(latitude: number, longitude: number): string {
  return `${Math.floor(latitude / CELL_DEGREES)}_${Math.floor(longitude / CELL_DEGREES)}`;
}

/** Where the build writes the cut gazetteer under the site; the version changes with its format. */
export const PLACES_PATH = '/places/v2';
