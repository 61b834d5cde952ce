import { describe, expect, test } from 'vitest';
import { readQuran } from '../../../content/quran.ts';
import {
  arabicIndexText,
  arabicStem,
  arabicTokens,
  duaKey,
  excerptOf,
  fold,
  holdsPhrase,
  isArabicQuery,
  namesMatch,
  parseQuery,
  searchTerm,
  verseKey,
  wordForms,
  type ExcerptPart,
} from './searchText.ts';

const quran = readQuran();
const ayatAlKursi = quran[1].verses[254].ar;

describe('folding for search', () => {
  test('Arabic loses its tashkeel and the Quran’s marks, so a reader types it plainly', () => {
    expect(fold('ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ')).toBe('الرحمن الرحيم');
    expect(fold(ayatAlKursi)).toContain('الحي القيوم لا تاخذه سنه ولا نوم');
    expect(fold('ٱلۡقَيُّومُۚ')).toBe('القيوم');
  });

  test('Latin loses case and accents, punctuation becomes a space', () => {
    expect(fold('Prière, « Miséricorde » !')).toBe('priere misericorde');
    expect(fold('Al-Baqarah')).toBe('al baqarah');
  });

  test('a word written with a dagger alef is indexed in both spellings', () => {
    const indexed = arabicIndexText('فِي ٱلسَّمَٰوَٰتِ');
    expect(indexed.split(' ')).toEqual(expect.arrayContaining(['السموت', 'السماوات']));
    // On a waw or an alef maqsura within the word, it is read as the alef readers type.
    expect(wordForms('ٱلصَّلَوٰةَ')).toEqual(['الصلوه', 'الصلاه']);
    expect(wordForms('ٱلتَّوۡرَىٰةَ')).toEqual(['التوريه', 'التوراه']);
    expect(wordForms('عَلَىٰ')).toEqual(['علي']);
    expect(wordForms('إِبۡرَٰهِـۧمَ')).toEqual(['ابرهيم', 'ابراهيم']);
  });

  test('an Arabic word is also indexed by its stem: no article, nor what is joined before it', () => {
    expect(arabicStem('الكرسي')).toBe('كرسي');
    expect(arabicStem('والارض')).toBe('ارض');
    expect(arabicStem('بالكتاب')).toBe('كتاب');
    expect(arabicStem('للناس')).toBe('ناس');
    // Fewer than three letters would be left: the word stays whole.
    expect(arabicStem('الله')).toBe('الله');
    expect(arabicStem('الحي')).toBe('الحي');
    // The index also takes a joined "and" or "so" off; typed, it is kept (وقال is not قال).
    expect(arabicTokens('وَقَالَ')).toEqual(['وقال', 'قال']);
    expect(arabicTokens('وَٱلۡأَرۡضِ')).toEqual(['والارض', 'ارض', 'الارض']);
    expect(arabicTokens('كُرۡسِيُّهُ')).toEqual(['كرسيه']);
  });
});

describe('the Arabic typed meets the Quran’s words', () => {
  // Each query's terms as the box sends them must start a word the index holds for the verse.
  const indexed = (c: number, v: number) => arabicIndexText(quran[c - 1].verses[v - 1].ar).split(' ');
  const finds = (typed: string, c: number, v: number) => {
    const q = parseQuery(typed);
    if (q.kind !== 'text') return false;
    const words = indexed(c, v);
    return q.terms.every((t) => words.some((w) => w.startsWith(t)));
  };

  test('"الكرسي" finds His Throne (كُرۡسِيُّهُ) in 2:255; "الحي القيوم" too', () => {
    expect(finds('الكرسي', 2, 255)).toBe(true);
    expect(finds('الحيّ القيّوم', 2, 255)).toBe(true);
  });

  test('the modern spelling finds the Uthmani one', () => {
    expect(finds('العالمين', 1, 2)).toBe(true);
    expect(finds('الرحمن الرحيم', 1, 1)).toBe(true);
    expect(finds('الصلاة', 2, 3)).toBe(true);
    expect(finds('إبراهيم', 2, 124)).toBe(true);
    expect(finds('يؤمنون', 2, 3)).toBe(true);
    expect(finds('السماوات والأرض', 2, 164)).toBe(true);
    expect(finds('أولئك', 2, 5)).toBe(true);
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

  test('a dua by its number, as each language writes it', () => {
    for (const typed of ['dua 4', 'Dua 4', 'DUA4', 'doua 4', "du'a 4", 'دعاء ٤', 'دعاء 4', 'دعاء٤'])
      expect(parseQuery(typed), typed).toEqual({ kind: 'dua', number: 4 });
    expect(searchTerm(parseQuery('dua 4'))).toBe(duaKey(4));
    expect(duaKey(40).startsWith(duaKey(4))).toBe(false);
    // There are 40: beyond, words.
    expect(parseQuery('dua 41')).toMatchObject({ kind: 'text' });
    expect(parseQuery('dua')).toMatchObject({ kind: 'text' });
  });

  test('Arabic words are looked up by their stem', () => {
    expect(parseQuery('آية الكرسي')).toEqual({ kind: 'text', text: 'ايه الكرسي', terms: ['ايه', 'كرسي'] });
    expect(searchTerm(parseQuery('الرحمن الرحيم'))).toBe('رحمن رحيم');
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
    expect(isArabicQuery('جاکارتا')).toBe(true);
    expect(isArabicQuery('٣٦')).toBe(false);
    expect(isArabicQuery('mercy')).toBe(false);
  });
});

const marked = (parts: ExcerptPart[]) => parts.filter((p) => p.mark).map((p) => p.text);
const whole = (parts: ExcerptPart[]) => parts.map((p) => p.text).join('');

describe('what was asked, first', () => {
  test('words held one after the other, each at a word’s start', () => {
    const fatiha1 = quran[0].verses[0].ar;
    expect(holdsPhrase(fatiha1, ['رحمن', 'رحيم'])).toBe(true);
    expect(holdsPhrase(fatiha1, ['رحيم', 'رحمن'])).toBe(false);
    expect(holdsPhrase(quran[3].verses[95].ar, ['رحمن', 'رحيم'])).toBe(false);
    expect(holdsPhrase('Le Tout Miséricordieux, le Très Miséricordieux', ['tout', 'misericord'])).toBe(true);
  });

  test('a name holds every term at a word’s start, in any of its languages', () => {
    const names = ['ayat al kursi', 'le verset du trone', fold('آية الكرسي')].join('|');
    expect(namesMatch(names, ['kursi'])).toBe(true);
    expect(namesMatch(names, ['verset', 'tro'])).toBe(true);
    expect(namesMatch(names, parseQuery('الكرسي').kind === 'text' ? ['كرسي'] : [])).toBe(true);
    expect(namesMatch(names, ['kursi', 'trone'])).toBe(false);
    expect(namesMatch('', ['kursi'])).toBe(false);
  });
});

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
    // By their stems: "رحمن" marks ٱلرَّحۡمَٰنِ.
    expect(marked(excerptOf(quran[0].verses[0].ar, ['رحمن', 'رحيم']))).toEqual(
      quran[0].verses[0].ar.split(' ').slice(2),
    );
  });

  test('without a match, the beginning of the text', () => {
    const text = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    expect(excerptOf(text, [], 2, 3)).toEqual([{ text: 'w0 w1 w2 w3 w4 …', mark: false }]);
    expect(whole(excerptOf('a b', ['zz']))).toBe('a b');
    expect(excerptOf('', ['zz'])).toEqual([]);
  });
});
