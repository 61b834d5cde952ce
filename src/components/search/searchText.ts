/**
 * How search compares text, the same when the index is built (integrations/search-index.mjs) and in
 * the search box: folded by the one function of src/shared/fold.ts (lowercase, no Latin accents,
 * Arabic without tashkeel or the Quran's marks, its interchangeable letters made one, digits in
 * ASCII), Arabic words also by their stem (without the article and the prefixes joined to it),
 * punctuation turned to spaces. Plain TypeScript without the app's imports, so the build step
 * reads it too.
 */
import { fold, hasArabic, westernDigits } from '../../shared/fold.ts';

export { fold, westernDigits };

const DAGGER_ALEF = /\u0670/;

/**
 * The Uthmani text writes some long a's as a dagger alef (ٱلسَّمَٰوَٰتِ), on a waw (ٱلصَّلَوٰةَ) or on an
 * alef maqsura within a word (ٱلتَّوۡرَىٰةَ), where readers type an alef (السماوات, الصلاة, التوراة) or
 * nothing (السموت): a word's folded forms, both spellings.
 */
export function wordForms(word: string): string[] {
  const plain = fold(word);
  if (!DAGGER_ALEF.test(word)) return [plain];
  const withAlef = fold(
    word
      .replace(/\u0648\u0670/g, '\u0627')
      .replace(/\u0649\u0670(?=[\u064b-\u065f\u06e1]*[\u0621-\u064a])/g, '\u0627')
      .replace(/\u0649\u0670/g, '\u0649')
      .replace(/\u0670/g, '\u0627'),
  );
  return withAlef === plain ? [plain] : [plain, withAlef];
}

/** The article and what is joined before it: "والأرض", "بالحق", "للناس" are found by "ارض", "حق", "ناس". */
const ARTICLE = /^(?:وال|فال|بال|كال|لل|ال)/;
/** The conjunctions joined to a word ("وقال", "فاتقوا"), taken off in the index only: typed, they stay. */
const CONJUNCTION = /^[وف]/;

/**
 * A folded Arabic word without its article (and a conjunction or preposition joined to it), when
 * three letters at least remain: "الكرسي" → "كرسي", which then finds "كرسيه" (his Throne) as the
 * index's words are found by their beginning; "الله" and "الحي" stay as they are.
 */
export function arabicStem(folded: string): string {
  const rest = folded.replace(ARTICLE, '');
  return rest !== folded && [...rest].length >= 3 ? rest : folded;
}

/** A word of the Arabic text as the index holds it: its spellings, and each one's stems. */
export function arabicTokens(word: string): string[] {
  const out = new Set<string>();
  for (const form of wordForms(word)) {
    for (const part of form.split(' ')) {
      if (!part) continue;
      out.add(part);
      out.add(arabicStem(part));
      const bare = part.replace(CONJUNCTION, '');
      if (bare !== part && [...bare].length >= 3) {
        out.add(bare);
        out.add(arabicStem(bare));
      }
    }
  }
  return [...out];
}

/** The Arabic text as it is indexed: every word's spellings and stems. */
export function arabicIndexText(text: string): string {
  return [...new Set(text.split(/\s+/).flatMap(arabicTokens))].join(' ');
}

/**
 * Words the index holds for a surah, a verse or a dua, so a number typed in the box finds exactly
 * it: letters around the digits keep "36" from matching "360", and the search's prefix matching of
 * the last word from matching another key.
 */
export const surahKey = (chapter: number) => `qs${chapter}x`;
export const verseKey = (chapter: number, verse: number) => `qv${chapter}x${verse}x`;
export const duaKey = (number: number) => `qd${number}x`;

export const SURAH_COUNT = 114;
export const DUA_COUNT = 40;

/**
 * The longest query kept: a verse's words are far fewer, and the address it is written into
 * (?q=, percent-encoded: 6 bytes an Arabic letter) stays well within what the server accepts.
 */
export const QUERY_MAX = 200;

export type Query =
  | { kind: 'empty' }
  | { kind: 'surah'; chapter: number }
  | { kind: 'verse'; chapter: number; verse: number }
  | { kind: 'dua'; number: number }
  | { kind: 'text'; text: string; terms: string[] };

const isChapter = (n: number) => n >= 1 && n <= SURAH_COUNT;

/** "Dua 4" as each language writes it, folded: dua, doua, du'a, douaa, دعاء (its hamza dropped by fold). */
const DUA_NUMBER = /^(?:do?u ?a{1,2}|دعا) ?(\d{1,2})$/;

/** A folded word as it is looked up: an Arabic word by its stem (arabicStem), any other as it is. */
export const termOf = (word: string) => (hasArabic(word) ? arabicStem(word) : word);

/**
 * What the subscriber typed: a surah number ("36", "٣٦"), a verse ("2:255", "2.255", "2 255"), a
 * dua ("Dua 4", "دعاء ٤"), or words, folded as the index is.
 */
export function parseQuery(raw: string): Query {
  const typed = westernDigits(raw).trim();
  const verse = /^(\d{1,3})\s*[:.,\s/]\s*(\d{1,3})$/.exec(typed);
  if (verse && isChapter(Number(verse[1])) && Number(verse[2]) >= 1)
    return { kind: 'verse', chapter: Number(verse[1]), verse: Number(verse[2]) };
  if (/^\d{1,3}$/.test(typed) && isChapter(Number(typed))) return { kind: 'surah', chapter: Number(typed) };
  const text = fold(typed);
  const dua = DUA_NUMBER.exec(text);
  if (dua && Number(dua[1]) >= 1 && Number(dua[1]) <= DUA_COUNT) return { kind: 'dua', number: Number(dua[1]) };
  return text ? { kind: 'text', text, terms: text.split(' ').map(termOf) } : { kind: 'empty' };
}

/** What to ask the index for. */
export function searchTerm(query: Query): string | null {
  switch (query.kind) {
    case 'surah':
      return surahKey(query.chapter);
    case 'verse':
      return verseKey(query.chapter, query.verse);
    case 'dua':
      return duaKey(query.number);
    case 'text':
      return query.terms.join(' ');
    default:
      return null;
  }
}

/** Whether a word as written matches a term: one of its folded forms (or, in Arabic, their stems) starts with it. */
function wordMatches(word: string, term: string): boolean {
  if (!term) return false;
  const tokens = hasArabic(word) ? arabicTokens(word) : fold(word).split(' ');
  return tokens.some((token) => token.startsWith(term));
}

/**
 * Whether the words of `text` hold the terms one after the other, each word starting like its term
 * ("الرحمن الرحيم" in 1:1, not in a verse that has only one of them): what was asked, as asked.
 */
export function holdsPhrase(text: string, terms: readonly string[]): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  if (terms.length === 0) return false;
  for (let i = 0; i + terms.length <= words.length; i++) {
    if (terms.every((term, j) => wordMatches(words[i + j], term))) return true;
  }
  return false;
}

/** Whether one of a record's names ("ayat al kursi|ايه الكرسي|…", folded) holds every term at a word's start. */
export function namesMatch(names: string, terms: readonly string[]): boolean {
  if (!names || terms.length === 0) return false;
  return names.split('|').some((name) => {
    const words = name.split(' ').flatMap((w) => (hasArabic(w) ? [w, arabicStem(w)] : [w]));
    return terms.every((term) => words.some((w) => w.startsWith(term)));
  });
}

/** A piece of an excerpt: words as they are written, marked when they match what was typed. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const ELLIPSIS = '…';

/**
 * A few words of `text` from a little before the first word that starts with one of the terms (the
 * index also finds words by their beginning), every matching word marked; the text's beginning
 * when none matches (a number, or a word the index matched by its stem).
 */
export function excerptOf(text: string, terms: readonly string[], before = 8, after = 16): ExcerptPart[] {
  const words = text.split(/\s+/).filter(Boolean);
  const marked = words.map((w) => terms.some((t) => wordMatches(w, t)));
  const hit = marked.indexOf(true);
  const start = hit < 0 ? 0 : Math.max(0, hit - before);
  const end = Math.min(words.length, hit < 0 ? before + after : hit + 1 + after);
  const parts: ExcerptPart[] = [];
  const push = (piece: string, mark: boolean) => {
    const last = parts.at(-1);
    if (last && !last.mark && !mark) last.text += piece;
    else parts.push({ text: piece, mark });
  };
  if (start > 0) push(`${ELLIPSIS} `, false);
  for (let i = start; i < end; i++) {
    if (i > start) push(' ', false);
    push(words[i], marked[i]);
  }
  if (end < words.length) push(` ${ELLIPSIS}`, false);
  return parts;
}

/** Arabic script in what was typed: the results then show the Arabic text. */
export const isArabicQuery = hasArabic;
