import { readVersesOfDay, type VerseOfDay } from '../../content/catalogue.ts';
import { VERSE_TEXT_MAX, verseIndexOfDay, type PushLang, type VersePushPayload } from '../../src/shared/push.ts';
import { cutAtWord } from '../../src/shared/text.ts';

// Read from quran-json at the first verse sent, then kept: fifty verses.
let verses: VerseOfDay[] | undefined;

/** Cut at a word, so the payload stays within what a push may carry. */
const clip = (text: string) => cutAtWord(text, VERSE_TEXT_MAX);

/** The verse home shows on `day` (YYYY-MM-DD, the place's date), as the worker shows it in `lang`. */
export function versePayload(day: string, lang: PushLang, list: VerseOfDay[] = (verses ??= readVersesOfDay())) {
  const verse = list[verseIndexOfDay(Date.parse(`${day}T12:00:00Z`), list.length)];
  const payload: VersePushPayload = {
    v: 1,
    kind: 'verse',
    chapter: verse.chapter,
    verse: verse.verse,
    name: verse.name[lang],
    ar: clip(verse.ar),
    lang,
  };
  if (lang !== 'ar') payload.translation = clip(verse[lang]);
  return payload;
}
