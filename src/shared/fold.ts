/**
 * How text is compared wherever a subscriber types to find something: the Quran's search (its
 * index, written at build by integrations/search-index.mjs, and the search box) and the prayer
 * page's place search (the gazetteer cut at build by integrations/places.mjs, and its box). One
 * function for both sides of each, so what is indexed and what is typed always meet.
 *
 * Arabic (foldArabic): what a reader does not type goes (tashkeel, tatweel, the Quran's own marks),
 * the letters typed interchangeably become one (alef forms, alef maqsura and ya, ta marbuta and ha,
 * hamza seats, Persian keyboards' kaf and ya), and Arabic-Indic or Persian digits become ASCII.
 * Latin (fold): lowercase, without accents ("Tromsø", "TROMSO" and "tromso" meet).
 */

/**
 * Marks a reader never types: tashkeel and the other combining marks of the Arabic block
 * (U+064B–065F: fatha… sukun, maddah, hamza above and below), the superscript (dagger) alef
 * (U+0670), tatweel (U+0640), the honorifics and small signs above letters (U+0610–061A), the
 * Quran's annotation marks (U+06D6–06ED: pause signs, small high letters, the small waw and ya
 * that lengthen a pronoun, sajda and rub el hizb signs) and the extended Arabic marks (U+08D3–08FF).
 */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u08d3-\u08ff\u0640]/g;

/**
 * Letters the Uthmani text writes small because they are read (إِبۡرَٰهِـۧمَ, ٱلنَّبِيِّـۧنَ, نُـۨجِي):
 * kept as the letters readers type. Replaced before the marks go.
 */
const SMALL_LETTERS: Record<string, string> = { '\u06e7': '\u064a', '\u06e8': '\u0646' };

/** One letter for the forms typed interchangeably; hamza seats lose their hamza through NFD. */
const ARABIC_LETTERS: Record<string, string> = {
  '\u0671': '\u0627', // ٱ alef wasla
  '\u0672': '\u0627', // ٲ alef with wavy hamza above
  '\u0673': '\u0627', // ٳ alef with wavy hamza below
  '\u0675': '\u0627', // ٵ high hamza alef
  '\u0649': '\u064a', // ى alef maqsura → ي
  '\u06cc': '\u064a', // ی Persian ya → ي
  '\u06d2': '\u064a', // ے Urdu ya barree → ي
  '\u0629': '\u0647', // ة ta marbuta → ه
  '\u06c3': '\u0647', // ۃ Urdu ta marbuta → ه
  '\u06c1': '\u0647', // ہ Urdu ha → ه
  '\u06d5': '\u0647', // ە ae → ه
  '\u06a9': '\u0643', // ک Persian kaf → ك
  '\u0621': '', // ء standalone hamza: dropped, on both sides
};

/** Arabic-Indic (U+0660–0669) and Persian (U+06F0–06F9) digits, as Arabic keyboards type them. */
const INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

export function westernDigits(text: string): string {
  return text.replace(INDIC_DIGITS, (d) => String((d.codePointAt(0) as number) & 0xf));
}

/**
 * Arabic as it is compared: NFD first, which writes أ إ آ ؤ ئ ۀ as their seat followed by a
 * hamza or maddah mark (so أ إ آ → ا, ؤ → و, ئ → ي once the marks go); small letters kept as
 * letters, marks and tatweel removed, interchangeable letters made one, standalone hamza dropped,
 * digits in ASCII. Anything that is not Arabic passes through unchanged (but for NFD).
 */
export function foldArabic(text: string): string {
  return westernDigits(text.normalize('NFD'))
    .replace(/[\u06e7\u06e8]/g, (c) => SMALL_LETTERS[c])
    .replace(ARABIC_MARKS, '')
    .replace(/[\u0621\u0629\u0649\u0671-\u0675\u06a9\u06c1\u06c3\u06cc\u06d2\u06d5]/g, (c) => ARABIC_LETTERS[c] ?? c);
}

/** Latin letters NFD does not take apart. */
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

/**
 * Any text as it is compared: foldArabic, then lowercase, Latin without its accents, and
 * everything that is neither a letter nor a digit (punctuation, "l'", "Saint-Louis"'s hyphen,
 * Arabic commas) turned into one space.
 */
export function fold(text: string): string {
  return foldArabic(text)
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øæœßłđðþı]/g, (c) => LATIN_EXTRA[c])
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .normalize('NFC');
}

/** Arabic script in a text (digits aside): it is then searched and shown as Arabic. */
export function hasArabic(text: string): boolean {
  return /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]/.test(text.replace(INDIC_DIGITS, ''));
}
