import { describe, expect, test } from 'vitest';
import { readQuran } from '../../../content/quran.ts';
import {
  arabicIndexText,
  excerptOf,
  foldText,
  isArabicQuery,
  parseQuery,
  searchTerm,
  verseKey,
  type ExcerptPart,
} from './searchText.ts';

const quran = readQuran();
const ayatAlKursi = quran[1].verses[254].ar;

describe('folding for search', () => {
  test('Arabic loses its tashkeel and the Quran’s marks, so a reader types it plainly', () => {
    expect(foldText('ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ')).toBe('الرحمن الرحيم');
    expect(foldText(ayatAlKursi)).toContain('الحي القيوم لا تاخذه سنه ولا نوم');
    expect(foldText('ٱلۡقَيُّومُۚ')).toBe('القيوم');
  });

  test('Latin loses case and accents, punctuation becomes a space', () => {
    expect(foldText('Prière, « Miséricorde » !')).toBe('priere misericorde');
    expect(foldText('Al-Baqarah')).toBe('al baqarah');
  });

  test('a word written with a dagger alef is indexed in both spellings', () => {
    const indexed = arabicIndexText('فِي ٱلسَّمَٰوَٰتِ');
    expect(indexed.split(' ')).toEqual(expect.arrayContaining(['السموت', 'السماوات']));
  });
});

describe('what was typed', () => {
  test('a surah number, in Western or Arabic-Indic digits', () => {
    expect(parseQuery(' 36 ')).toEqual({ kind: 'surah', chapter: 36 });
    expect(parseQuery('٣٦')).toEqual({ kind: 'surah', chapter: 36 });
    expect(parseQuery('114')).toEqual({ kind: 'surah', chapter: 114 });
  });

  test('a verse, whatever separates its numbers', () => {
    for (const typed of ['2:255', '2.255', '2 255', '2 : 255', '٢:٢٥٥', '2/255'])
      expect(parseQuery(typed), typed).toEqual({ kind: 'verse', chapter: 2, verse: 255 });
  });

  test('numbers that name no surah are words', () => {
    expect(parseQuery('115')).toMatchObject({ kind: 'text', text: '115' });
    expect(parseQuery('0')).toMatchObject({ kind: 'text' });
    expect(parseQuery('115:1')).toMatchObject({ kind: 'text' });
    expect(parseQuery('2:0')).toMatchObject({ kind: 'text' });
  });

  test('words are folded as the index is; nothing typed is empty', () => {
    expect(parseQuery('  Miséricorde  DIVINE ')).toEqual({
      kind: 'text',
      text: 'misericorde divine',
      terms: ['misericorde', 'divine'],
    });
    expect(parseQuery('   ')).toEqual({ kind: 'empty' });
    expect(parseQuery('?!')).toEqual({ kind: 'empty' });
  });

  test('a number or verse is looked up by a key no other word starts with', () => {
    expect(searchTerm(parseQuery('2:25'))).toBe(verseKey(2, 25));
    expect(verseKey(2, 255).startsWith(verseKey(2, 25))).toBe(false);
    expect(searchTerm(parseQuery('3'))).not.toBe(searchTerm(parseQuery('36')));
    expect(searchTerm(parseQuery('36'))!.startsWith(searchTerm(parseQuery('3'))!)).toBe(false);
    expect(searchTerm(parseQuery(''))).toBeNull();
  });

  test('Arabic script is told apart from digits', () => {
    expect(isArabicQuery('الرحيم')).toBe(true);
    expect(isArabicQuery('٣٦')).toBe(false);
    expect(isArabicQuery('mercy')).toBe(false);
  });
});

const marked = (parts: ExcerptPart[]) => parts.filter((p) => p.mark).map((p) => p.text);
const whole = (parts: ExcerptPart[]) => parts.map((p) => p.text).join('');

describe('excerpts', () => {
  test('a few words around the first match, cut with ellipses', () => {
    const text = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    const parts = excerptOf(text, ['w20'], 2, 3);
    expect(parts).toEqual([
      { text: '… w18 w19 ', mark: false },
      { text: 'w20', mark: true },
      { text: ' w21 w22 w23 …', mark: false },
    ]);
  });

  test('every word that starts with a term is marked, accents and tashkeel ignored', () => {
    expect(excerptOf('Le Très Miséricordieux, le Miséricordieux.', ['misericord'])).toEqual([
      { text: 'Le Très ', mark: false },
      { text: 'Miséricordieux,', mark: true },
      { text: ' le ', mark: false },
      { text: 'Miséricordieux.', mark: true },
    ]);
    const words = ayatAlKursi.split(' ');
    expect(marked(excerptOf(ayatAlKursi, ['الحي', 'القيوم']))).toEqual([words[5], words[6]]);
    expect(marked(excerptOf('فِي ٱلسَّمَٰوَٰتِ', ['السماوات']))).toEqual(['ٱلسَّمَٰوَٰتِ']);
    expect(marked(excerptOf("les gens de l'Eléphant", ['elephant']))).toEqual(["l'Eléphant"]);
  });

  test('without a match, the beginning of the text', () => {
    const text = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    expect(excerptOf(text, [], 2, 3)).toEqual([{ text: 'w0 w1 w2 w3 w4 …', mark: false }]);
    expect(whole(excerptOf('a b', ['zz']))).toBe('a b');
    expect(excerptOf('', ['zz'])).toEqual([]);
  });
});
