/**
 * How place names are compared, the same in the build step that cuts the gazetteer
 * (integrations/places.mjs) and in the search box: Latin names lowercased without diacritics ("Tromsø",
 * "TROMSO" and "tromso" meet), Arabic without tashkeel and with the letters people type
 * interchangeably made one (أ إ آ ٱ → ا, ى → ي, ة → ه).
 */
const LATIN_EXTRA: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øæœßłđðþı]/g, (c) => LATIN_EXTRA[c])
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/[’'`.\-‐()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC');
}

/** The file of a folded query's first two (or three) characters: their code points in hex ("pa" → "70-61"). */
export function shardName(folded: string, length = 2): string | null {
  const chars = [...folded.replace(/ /g, '')].slice(0, length);
  if (chars.length < length) return null;
  return chars.map((c) => (c.codePointAt(0) as number).toString(16)).join('-');
}

/** Degrees of the square cells the gazetteer is also cut into, for the nearest city to a position. */
export const CELL_DEGREES = 4;

export function cellName(latitude: number, longitude: number): string {
  return `${Math.floor(latitude / CELL_DEGREES)}_${Math.floor(longitude / CELL_DEGREES)}`;
}

/** Where the build writes the cut gazetteer under the site; the version changes with its format. */
export const PLACES_PATH = '/places/v1';
