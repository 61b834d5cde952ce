/**
 * How search compares text, the same when the index is built (integrations/search-index.mjs) and in
 * the search box: folded like place names (lowercase, no Latin accents, Arabic without tashkeel,
 * alef/ya/ta marbuta forms made one), the Quran's own annotation marks (small high letters, pause
 * marks) removed, punctuation turned to spaces. Plain TypeScript without the app's imports, so
 * the build step reads it too.
 */
import { fold } from '../prayer/place/fold.ts';

/** Quranic annotation signs (U+0610–061A, U+06D6–06ED) that fold() leaves. */
const QURAN_MARKS = /[\u0610-\u061a\u06d6-\u06ed]/g;
const DAGGER_ALEF = /\u0670/g;
/** Eastern Arabic and Persian digits, as Arabic keyboards type them. */
const INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

export function westernDigits(text: string): string {
  return text.replace(INDIC_DIGITS, (d) => String((d.codePointAt(0) as number) & 0xf));
}

export function foldText(text: string): string {
  return fold(westernDigits(text).replace(QURAN_MARKS, ''))
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The Uthmani text writes some long a's as a dagger alef (ٱلسَّمَٰوَٰتِ) where readers type an alef
 * (السماوات) or nothing (السموت): a word's folded forms, both spellings.
 */
export function wordForms(word: string): string[] {
  const plain = foldText(word);
  if (!DAGGER_ALEF.test(word)) return [plain];
  const withAlef = foldText(word.replace(DAGGER_ALEF, '\u0627'));
  return withAlef === plain ? [plain] : [plain, withAlef];
}

/** The Arabic text as it is indexed: folded, each dagger-alef word in both spellings. */
export function arabicIndexText(text: string): string {
  const extra = text
    .split(/\s+/)
    .map(wordForms)
    .filter((forms) => forms.length > 1)
    .map((forms) => forms[1]);
  return [foldText(text), ...extra].join(' ');
}

/**
 * Words the index holds for a surah or a verse, so a number typed in the box finds exactly it:
 * letters around the digits keep "36" from matching "360", and the search's prefix matching of
 * the last word from matching another key.
 */
export const surahKey = (chapter: number) => `qs${chapter}x`;
export const verseKey = (chapter: number, verse: number) => `qv${chapter}x${verse}x`;

export const SURAH_COUNT = 114;

/**
 * The longest query kept: a verse's words are far fewer, and the address it is written into
 * (?q=, percent-encoded: 6 bytes an Arabic letter) stays well within what the server accepts.
 */
export const QUERY_MAX = 200;

export type Query =
  | { kind: 'empty' }
  | { kind: 'surah'; chapter: number }
  | { kind: 'verse'; chapter: number; verse: number }
  | { kind: 'text'; text: string; terms: string[] };

const isChapter = (n: number) => n >= 1 && n <= SURAH_COUNT;

/**
 * What the subscriber typed: a surah number ("36", "٣٦"), a verse ("2:255", "2.255", "2 255"),
 * or words, folded as the index is.
 */
export function parseQuery(raw: string): Query {
  const typed = westernDigits(raw).trim();
  const verse = /^(\d{1,3})\s*[:.,\s/]\s*(\d{1,3})$/.exec(typed);
  if (verse && isChapter(Number(verse[1])) && Number(verse[2]) >= 1)
    return { kind: 'verse', chapter: Number(verse[1]), verse: Number(verse[2]) };
  if (/^\d{1,3}$/.test(typed) && isChapter(Number(typed))) return { kind: 'surah', chapter: Number(typed) };
  const text = foldText(typed);
  return text ? { kind: 'text', text, terms: text.split(' ') } : { kind: 'empty' };
}

/** What to ask the index for. */
export function searchTerm(query: Query): string | null {
  switch (query.kind) {
    case 'surah':
      return surahKey(query.chapter);
    case 'verse':
      return verseKey(query.chapter, query.verse);
    case 'text':
      return query.text;
    default:
      return null;
  }
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
  // "l'Eléphant" folds to two words, "l elephant": either may be the one typed.
  const matches = (word: string) =>
    wordForms(word).some((form) => form.split(' ').some((part) => terms.some((t) => t && part.startsWith(t))));
  const marked = words.map((w) => terms.length > 0 && matches(w));
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
export function isArabicQuery(raw: string): boolean {
  return /[\u0600-\u06ff]/.test(raw.replace(INDIC_DIGITS, ''));
}
