import type { Locale } from '../../i18n/index.ts';

/** About one line of the two-column list at phone width (cut at a word, with an ellipsis). */
export const DUA_LINE_LENGTH = 60;

/**
 * Where the supplication itself starts: each dua is a whole verse, which often opens with its
 * setting ("And when Abraham was raising…") before the words asked ("Our Lord, accept…"). Only the
 * vocative counts: "the signs of our Lord" (7:126) is not where the dua starts.
 */
const INVOCATION: Record<Locale, RegExp> = {
  // "Our Lord, …" (the comma: "Our Lord has encompassed…" in 7:89 is not the call).
  en: /\b(?:Our|My) Lord,|\bO Allah\b/,
  // "Seigneur!" / "O notre Seigneur" / "«Seigneur, …", not "les preuves de notre Seigneur".
  fr: /[OÔ] (?:notre |mon )?Seigneur|[OÔ] Allah|Notre Seigneur[!,]|(?:^|[«"!.:]\s*)Seigneur\b/,
  // رَبَّنَا (with the shadda before or after its fatha), رَبِّ as a call, ٱللَّهُمَّ; not رَبِّنَا (of our Lord).
  // Between the letters, only shadda and fatha: a kasra after the ب is رَبِّنَا.
  ar: /(?:^|\s)(?:ٱلل[\u064E\u0651]*ه\u064F?م|ر[\u064E\u0651]*ب[\u064E\u0651]*ن|ر[\u064E\u0651]*ب\u0651?\u0650(?=\s))/u,
};

/** A first line that says what a dua asks, in the page's language, from its verse's text. */
export function duaLine(text: string, locale: Locale, length = DUA_LINE_LENGTH): string {
  const match = INVOCATION[locale].exec(text);
  const from = match ? match.index + match[0].search(/[^\s«"!.:]/u) : 0;
  const start = text.slice(from).replace(/^[«"[\]\s]+/u, '');
  const clean = start.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!-]+$/u, '')}…`;
}
