// The one folding function of search and place search: every rule, then the whole Quran as the
// index folds it, with nothing left that a reader cannot type.
import { describe, expect, test } from 'vitest';
import { readQuran, VERSE_COUNT } from '../../content/quran.ts';
import { fold, foldArabic, hasArabic, westernDigits } from './fold.ts';

describe('foldArabic, rule by rule', () => {
  test('tashkeel goes: fatha, damma, kasra, their tanwin, shadda, sukun', () => {
    expect(foldArabic('بِسۡمِ ٱللَّهِ')).toBe('بسم الله');
    expect(foldArabic('رَغَدًا سَوَآءٌ شَيۡءٍ')).toBe('رغدا سوا شي');
    expect(foldArabic('\u0628\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652')).toBe('\u0628');
    // The rest of the block's combining marks (U+0653–065F): maddah, hamza above and below, and others.
    for (let c = 0x0653; c <= 0x065f; c++) expect(foldArabic(`ب${String.fromCodePoint(c)}`), c.toString(16)).toBe('ب');
  });

  test('the superscript (dagger) alef and tatweel go', () => {
    expect(foldArabic('ٱلرَّحۡمَٰنِ')).toBe('الرحمن');
    expect(foldArabic('أُوْلَـٰٓئِكَ')).toBe('اوليك');
    expect(foldArabic('ـــمحمدـــ')).toBe('محمد');
  });

  test('the Quran’s annotation marks (U+06D6–06ED) go: pause signs, small waw and ya, sajda, rub el hizb', () => {
    expect(foldArabic('رَّبِّهِمۡۖ')).toBe('ربهم');
    expect(foldArabic('حَوۡلَهُۥ')).toBe('حوله');
    expect(foldArabic('بِهِۦ')).toBe('به');
    expect(foldArabic('يَسۡجُدُونَۤ۩')).toBe('يسجدون');
    expect(foldArabic('۞إِنَّ')).toBe('ان');
    expect(foldArabic('كَافِرِۭ')).toBe('كافر');
    for (let c = 0x06d6; c <= 0x06ed; c++) {
      if (c === 0x06e7 || c === 0x06e8) continue;
      expect(foldArabic(`ب${String.fromCodePoint(c)}`), c.toString(16)).toBe('ب');
    }
  });

  test('the small high ya and noon are read, so they are kept as the letters typed', () => {
    expect(foldArabic('إِبۡرَٰهِـۧمَ')).toBe('ابرهيم');
    expect(foldArabic('ٱلنَّبِيِّـۧنَ')).toBe('النبيين');
    expect(foldArabic('نُـۨجِي')).toBe('ننجي');
  });

  test('alef forms become one alef: أ إ آ ٱ (and the rarer wavy and high hamza alefs)', () => {
    for (const alef of ['أ', 'إ', 'آ', 'ٱ', 'ٲ', 'ٳ', 'ٵ', 'ا']) expect(foldArabic(`${alef}مر`), alef).toBe('امر');
    // The same letters written decomposed, as the Quran's text does (alef + maddah).
    expect(foldArabic('\u0627\u0653\u0645\u0646')).toBe('امن');
  });

  test('alef maqsura is ya, ta marbuta is ha', () => {
    expect(foldArabic('هُدٗى')).toBe('هدي');
    expect(foldArabic('عَلَىٰ')).toBe('علي');
    expect(foldArabic('ٱلصَّلَوٰةَ')).toBe('الصلوه');
    expect(foldArabic('مكة')).toBe(foldArabic('مكه'));
  });

  test('hamza seats: ؤ is waw, ئ is ya, a standalone ء is dropped, on both sides', () => {
    expect(foldArabic('يُؤۡمِنُونَ')).toBe('يومنون');
    expect(foldArabic('مسئول')).toBe(foldArabic('مسيول'));
    expect(foldArabic('سَمَآءٗ')).toBe('سما');
    expect(foldArabic('شيء')).toBe(foldArabic('شَيۡءٖ'));
    expect(foldArabic('دعاء')).toBe('دعا');
  });

  test('Persian and Urdu keyboards’ kaf, ya and ha meet the Arabic letters', () => {
    expect(foldArabic('جاکارتا')).toBe('جاكارتا');
    expect(foldArabic('ایران')).toBe('ايران');
    expect(foldArabic('کراچی')).toBe('كراچي');
    expect(foldArabic('ہ ۃ ے')).toBe('ه ه ي');
  });

  test('Arabic-Indic and Persian digits are ASCII', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(foldArabic('٢:٢٥٥')).toBe('2:255');
  });

  test('anything not Arabic passes through', () => {
    expect(foldArabic('Tromsø 2:255')).toBe('Tromsø 2:255'.normalize('NFD'));
  });
});

describe('fold: Arabic, Latin, punctuation', () => {
  test('Latin loses case and accents, and the letters NFD keeps whole', () => {
    expect(fold('Ploërmel')).toBe('ploermel');
    expect(fold('TROMSØ')).toBe('tromso');
    expect(fold('Œuvre Straße Łódź Þórshöfn')).toBe('oeuvre strasse lodz thorshofn');
  });

  test('punctuation (Latin and Arabic) is one space; hyphens and apostrophes too', () => {
    expect(fold('Saint-Louis')).toBe('saint louis');
    expect(fold("l'Éléphant")).toBe('l elephant');
    expect(fold('Prière, « Miséricorde » !')).toBe('priere misericorde');
    expect(fold('قال، ثم؟')).toBe('قال ثم');
  });

  test('what a reader types meets the Uthmani text', () => {
    expect(fold('آية الكرسي')).toBe('ايه الكرسي');
    expect(fold('ٱلۡحَيُّ ٱلۡقَيُّومُۚ')).toBe(fold('الحي القيوم'));
    expect(fold('دعاء ٤')).toBe('دعا 4');
  });

  test('Arabic script is told apart from digits', () => {
    expect(hasArabic('الرحيم')).toBe(true);
    expect(hasArabic('٣٦')).toBe(false);
    expect(hasArabic('mercy')).toBe(false);
  });
});

describe('the whole Quran, as the index folds it', () => {
  const verses = readQuran().flatMap((s) => s.verses.map((v) => ({ key: `${s.id}:${v.id}`, ar: v.ar })));

  test(`all ${VERSE_COUNT} verses fold to letters a reader types, nothing left over`, () => {
    expect(verses).toHaveLength(VERSE_COUNT);
    // What may remain: the 28 letters from ا to ي (no hamza, no hamza seat, no ى, no ة) and spaces.
    const typed = /^[\u0627\u0628\u062a-\u063a\u0641-\u0648\u064a ]+$/;
    const bad = verses.filter((v) => !typed.test(fold(v.ar)));
    expect(bad.map((v) => `${v.key}: ${[...fold(v.ar)].filter((c) => !typed.test(c)).join(' ')}`)).toEqual([]);
  });

  test('folding is idempotent and keeps the words: folded again, the same; as many words as written', () => {
    for (const v of verses) {
      const once = fold(v.ar);
      expect(fold(once), v.key).toBe(once);
      expect(once.split(' ').length, v.key).toBe(v.ar.split(/\s+/).filter((w) => fold(w)).length);
    }
  });
});
