/** A part of a text, and whether it is a left-to-right run set inside right-to-left text. */
export interface BidiPart {
  text: string;
  ltr: boolean;
}

// A Latin run: from a Latin letter to the last letter, digit or closing parenthesis, through
// spaces, digits, hyphens, dots and parentheses ("quran-json (CC BY 4.0)"), the sentence's full
// stop left out.
const LATIN_RUN = /[A-Za-z][A-Za-z0-9 .()-]*[A-Za-z0-9)]|[A-Za-z]/g;

/**
 * Splits right-to-left text around its Latin runs, to isolate each (`<bdi dir="ltr">`): left to
 * the bidi algorithm, "quran-json (CC BY 4.0)." in an Arabic line has its parentheses turned and
 * reordered with the surrounding Arabic.
 */
export function ltrRuns(text: string): BidiPart[] {
  const parts: BidiPart[] = [];
  let at = 0;
  for (const m of text.matchAll(LATIN_RUN)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index), ltr: false });
    parts.push({ text: m[0], ltr: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), ltr: false });
  return parts;
}
