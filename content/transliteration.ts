/**
 * The verses' Latin transliteration made readable. quran-json ships Tanzil's ASCII convention:
 * "AA" for ʿayn, "ee"/"oo" for ī/ū, long a not marked at all, "th" for ث, ذ and ظ alike, h, s, d, t
 * for ح, ص, ض, ط too, no hamza, the article written "al" with a sun letter doubled ("alrrahmani"),
 * and the case endings of connected reading up to the verse's end ("alAAalameena"). Read alone,
 * that gives "naAAbudu" and "alAAalameena".
 *
 * What the ASCII lacks is in the verse's own Arabic (fully vowelled Uthmani text, same package):
 * each verse's ASCII is aligned letter by letter with a Latin reading of its Arabic (an edit
 * distance), and each Latin letter takes from the Arabic letter it stands for what the ASCII could
 * not say: ā, ḥ ṣ ḍ ṭ ẓ, dh, ʾ inside a word, the article ("al-ʿālamīn", "ar-raḥmān", "bil-maʿrūf"),
 * a prefix before a hamza ("wa-iyyāka"). No verse is typed by hand: every letter comes from the
 * ASCII, and the Arabic only decides how it is written (the opening letters, "Alif-lām-mīm", are
 * named from a table of the fourteen letters' names, used only where the ASCII spells them). The verse's last word is read as one stops
 * on it (waqf), as quran.com writes it: "nastaʿīnu" → "nastaʿīn", "hudan" → "hudā", "jannatun" →
 * "jannah".
 */

/** What a reader sees: lower-case Latin, ā ī ū, ḥ ṣ ḍ ṭ ẓ, ʿ ʾ, the article's hyphen, single spaces. */
export const READABLE_LINE =
  /^[ʿʾ]?[A-ZĀĪŪḤṢḌṬẒ]?[a-zāīūḥṣḍṭẓʿʾ]+(?:-[a-zāīūḥṣḍṭẓʿʾ]+)*(?: [ʿʾ]?[A-ZĀĪŪḤṢḌṬẒ]?[a-zāīūḥṣḍṭẓʿʾ]+(?:-[a-zāīūḥṣḍṭẓʿʾ]+)*)*$/u;

const AYN = 'ʿ';
const HAMZA = 'ʾ';

/** One sound of the Arabic, written as the ASCII writes it (one character each). */
interface Sound {
  /** The character the ASCII uses for it ('ʿ' for ʿayn, "'" for a hamza the ASCII never writes). */
  c: string;
  /** The Arabic letter it comes from (consonants), for ḥ ṣ ḍ ṭ ẓ and dh. */
  letter?: string;
  /** Which character of a two-letter spelling (th, kh, sh, gh). */
  part?: number;
  /** A long vowel (ā: fatha before alif, dagger alif, alif maqsura; also ī, ū). */
  long?: boolean;
  /** The vowel of an alif wasla, silent after a prefix. */
  wasl?: boolean;
  /** The lam of the article: 'moon' (al-ʿ…), 'sun' (ar-r…), 'keep' (Allāh, alladhī: no hyphen). */
  article?: 'moon' | 'sun' | 'keep';
  /** The n of a tanween. */
  tanween?: boolean;
  /** The t of a ta marbuta. */
  marbuta?: boolean;
}

const CONSONANTS: Record<string, string> = {
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'th',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'th',
  ع: AYN,
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'w',
  ي: 'y',
  ة: 't',
};
const HAMZAS = new Set(['ء', 'أ', 'إ', 'ؤ', 'ئ']);

const FATHA = '\u064E';
const KASRA = '\u0650';
const DAMMA = '\u064F';
const SHADDA = '\u0651';
const SUKUN = /\u0652|\u06E1/;
const DAGGER = '\u0670';
const HAMZA_MARK = /\u0654|\u0655/;
const MADD = '\u0653';
/** Tanween, both the plain signs and the Uthmani "open" ones this text uses (ٗ ٖ ٞ). */
const TANWEEN: Record<string, string> = {
  '\u064B': 'a',
  '\u0657': 'a',
  '\u064D': 'i',
  '\u0656': 'i',
  '\u064C': 'u',
  '\u065E': 'u',
};
/** Small waw and small ya: the vowel before them is long (bihī, lahū). */
const SMALL_LONG = /\u06E5|\u06E6|\u06E7/;
/** Marks that sit on letters or between them and say nothing the ASCII needs (pause signs, small high madd…). */
const IGNORED_MARKS = new Set([
  0x065c, 0x06d6, 0x06d7, 0x06d8, 0x06d9, 0x06da, 0x06db, 0x06dc, 0x06dd, 0x06de, 0x06e0, 0x06e4, 0x06e8, 0x06e9,
  0x06ec, 0x2009,
]);
const withoutIgnored = (text: string): string =>
  [...text].filter((c) => !IGNORED_MARKS.has(c.codePointAt(0) ?? 0)).join('');
/** A small meem after a vowel: the tanween said as m before b (iqlab), "samīʿum baṣīr". */
const IQLAB = /\u06E2|\u06ED/;

interface Cluster {
  base: string;
  marks: string;
}

/** A word cut into letters, each with the marks written on it (tatweel carries marks too). */
function clusters(word: string): Cluster[] {
  const out: Cluster[] = [];
  for (const ch of word) {
    const code = ch.codePointAt(0) ?? 0;
    const isMark =
      (code >= 0x064b && code <= 0x065f) ||
      code === 0x0670 ||
      (code >= 0x06e5 && code <= 0x06e7) ||
      code === 0x06e2 ||
      code === 0x06ed;
    if (isMark && out.length > 0) out[out.length - 1].marks += ch;
    else out.push({ base: ch, marks: '' });
  }
  return out;
}

const vowelOf = (marks: string): string | undefined =>
  marks.includes(FATHA) ? 'a' : marks.includes(KASRA) ? 'i' : marks.includes(DAMMA) ? 'u' : undefined;
const tanweenOf = (marks: string): string | undefined =>
  [...marks].map((m) => TANWEEN[m]).find(Boolean) ?? (IQLAB.test(marks) ? vowelOf(marks) : undefined);
const bare = (c: Cluster | undefined): boolean =>
  c !== undefined && vowelOf(c.marks) === undefined && !tanweenOf(c.marks) && !c.marks.includes(SHADDA);

/** The Arabic of one verse as a string of sounds spelled the ASCII's way, word by word. */
export function soundsOf(arabic: string): Sound[] {
  const sounds: Sound[] = [];
  const words = withoutIgnored(arabic)
    .split(/\s+/)
    .filter((w) => /[\u0621-\u064A\u0671]/.test(w));
  words.forEach((word, w) => {
    if (w > 0) sounds.push({ c: ' ' });
    const cs = clusters(word);
    let articleLam: Sound['article'];
    for (let i = 0; i < cs.length; i++) {
      const { base, marks } = cs[i];
      const next = cs[i + 1];
      const consonant = (text: string, extra: Partial<Sound> = {}) =>
        [...text].forEach((c, part) => sounds.push({ c, letter: base, part, ...extra }));
      // The letter itself.
      if (base === 'ٱ') {
        // Alif wasla: a vowel the ASCII writes (a, i or u); then the article's lam, if it follows.
        sounds.push({ c: 'a', wasl: true });
        continue;
      }
      if (base === 'ا' || base === 'ى' || base === 'ـ') {
        if (HAMZA_MARK.test(marks)) sounds.push({ c: "'" });
        else if (marks.includes(DAGGER)) {
          sounds.push({ c: 'a', long: true });
          continue;
        } else if (vowelOf(marks) === undefined) continue; // a seat of a long vowel taken before, or silent
      } else if (HAMZAS.has(base) || HAMZA_MARK.test(marks)) {
        sounds.push({ c: "'" });
        if (marks.includes(MADD) && !vowelOf(marks)) {
          // أٓ: a hamza and a long a ("al-ākhir").
          sounds.push({ c: 'a', long: true });
          continue;
        }
      } else if (CONSONANTS[base]) {
        const article = articleOf(cs, i) ?? assimilatedLam(cs, i);
        // Before a doubled lam the ASCII writes the article's lam once with it ("allayli", "Allahu"):
        // the first lam of the double is the article's.
        if (article && article !== 'moon' && cs[i + 1]?.base === 'ل') {
          articleLam = article;
          continue;
        }
        const extra: Partial<Sound> = {};
        if (article) extra.article = article;
        else if (articleLam) extra.article = articleLam;
        articleLam = undefined;
        if (base === 'ة') extra.marbuta = true;
        consonant(CONSONANTS[base], extra);
        if (marks.includes(SHADDA)) consonant(CONSONANTS[base]);
      } else continue;
      // Its vowel.
      const tanween = tanweenOf(marks);
      if (tanween) {
        sounds.push({ c: tanween }, { c: 'n', tanween: true });
        continue;
      }
      const vowel = vowelOf(marks);
      if (vowel === 'a') {
        const long =
          marks.includes(DAGGER) ||
          (next !== undefined &&
            (next.base === 'ا' || next.base === 'ى') &&
            bare(next) &&
            !HAMZA_MARK.test(next.marks)) ||
          (next?.base === 'ـ' && next.marks.includes(DAGGER)) ||
          isAllah(cs, i);
        sounds.push({ c: 'a', long });
        // The alif, alif maqsura or tatweel that made it long is said with it.
        if (long && next && !marks.includes(DAGGER) && !isAllah(cs, i)) i++;
      } else if (vowel === 'i') {
        if (
          SMALL_LONG.test(marks) ||
          (next && (next.base === 'ي' || next.base === 'ى') && bare(next) && !SUKUN.test(next.marks))
        ) {
          sounds.push({ c: 'e', long: true }, { c: 'e', long: true });
          if (!SMALL_LONG.test(marks)) i++;
        } else sounds.push({ c: 'i' });
      } else if (vowel === 'u') {
        if (SMALL_LONG.test(marks) || (next?.base === 'و' && bare(next) && !SUKUN.test(next.marks))) {
          sounds.push({ c: 'o', long: true }, { c: 'o', long: true });
          if (!SMALL_LONG.test(marks)) i++;
        } else sounds.push({ c: 'u' });
      } else if (marks.includes(DAGGER)) sounds.push({ c: 'a', long: true });
    }
  });
  return sounds;
}

/** The lam at i is the article's: after an alif wasla, or after li- or la- ("lil-muttaqīn"). */
function articleOf(cs: Cluster[], i: number): Sound['article'] | undefined {
  const { base, marks } = cs[i];
  if (base !== 'ل' || vowelOf(marks) || marks.includes(SHADDA)) return undefined;
  const before = cs[i - 1];
  // ٱ, or the long a of a question's hamza that took its place: "ādh-dhakarayni" (ءَآلذَّكَرَيۡنِ).
  const afterWasl = before?.base === 'ٱ' || (i === 2 && before.base === 'ا' && HAMZAS.has(cs[0].base));
  // li- or la- (after wa- or fa- maybe), whose lam takes the place of the article's alif: "lil-",
  // "walal-ākhiratu".
  const afterLi =
    before?.base === 'ل' &&
    (vowelOf(before.marks) === 'i' || vowelOf(before.marks) === 'a') &&
    cs.slice(0, i - 1).every((c) => ['و', 'ف'].includes(c.base) && vowelOf(c.marks) === 'a') &&
    i <= 2;
  if (!afterWasl && !afterLi) return undefined;
  const next = cs[i + 1];
  if (!next) return undefined;
  if (!next.marks.includes(SHADDA)) return 'moon';
  // Allāh and the relative pronouns (alladhī, allatī, allāʾī…) are written whole.
  if (
    next.base === 'ل' &&
    (isAllah(cs, i + 1) || ['ذ', 'ت', 'ـ', 'ا', 'ٰ'].includes(cs[i + 2]?.base ?? '') || next.marks.includes(DAGGER))
  )
    return 'keep';
  return 'sun';
}

/**
 * ٱلَّ with one lam: the article's lam written into the noun's own ("al-layl"), or a relative
 * pronoun written whole (alladhī, allatī, allātī, allāʾī).
 */
function assimilatedLam(cs: Cluster[], i: number): Sound['article'] | undefined {
  const { base, marks } = cs[i];
  if (base !== 'ل' || !marks.includes(SHADDA) || cs[i - 1]?.base !== 'ٱ') return undefined;
  return marks.includes(DAGGER) || ['ذ', 'ت', 'ـ', 'ا'].includes(cs[i + 1]?.base ?? '') ? 'keep' : 'sun';
}

/** The doubled lam of Allāh (ٱللَّه, لِلَّه, ٱللَّهُمَّ), whose a is long though no alif is written. */
function isAllah(cs: Cluster[], i: number): boolean {
  const c = cs[i];
  const h = cs[i + 1];
  return (
    c.base === 'ل' &&
    c.marks.includes(SHADDA) &&
    cs[i - 1]?.base === 'ل' &&
    h?.base === 'ه' &&
    !SUKUN.test(h.marks) &&
    !(h.marks.includes(FATHA) && cs[i + 2]?.base === 'ب')
  );
}

const VOWELS = new Set(['a', 'i', 'u', 'e', 'o']);

/** The characters both sides are written with, as numbers: a table of costs replaces string tests. */
const ALPHABET = [' ', "'", AYN, ...'abcdefghijklmnopqrstuvwxyz', 'wasl'];
const CODE = new Map(ALPHABET.map((c, i) => [c, i]));
const WASL = ALPHABET.length - 1;

/** How far apart an ASCII character and a sound are. */
function cost(a: string, s: string): number {
  if (a === s) return 0;
  const av = VOWELS.has(a);
  const sv = VOWELS.has(s) || s === 'wasl';
  if (av && sv) {
    if (s === 'wasl') return 0.2;
    if ((a === 'i' && s === 'e') || (a === 'e' && s === 'i') || (a === 'u' && s === 'o') || (a === 'o' && s === 'u'))
      return 0.4;
    return 0.9;
  }
  if (a === ' ' || s === ' ') return 3;
  if (av !== sv) return 1.6;
  return 1.2;
}
const COSTS = Float64Array.from(ALPHABET.flatMap((a) => ALPHABET.map((s) => cost(a, s))));
const skipSound = (c: number): number => (c === 1 ? 0.05 : c === 0 ? 1.5 : 1);
const skipAscii = (c: number): number => (c === 0 ? 1.5 : 1);
const codeOf = (c: string): number => CODE.get(c) ?? 1;

/** For each ASCII character, the index of the sound it stands for, or -1. */
export function align(ascii: string[], sounds: Sound[]): number[] {
  const n = ascii.length;
  const m = sounds.length;
  const a = ascii.map(codeOf);
  const b = sounds.map((s) => (s.wasl ? WASL : codeOf(s.c)));
  const size = ALPHABET.length;
  const width = m + 1;
  const score = new Float64Array((n + 1) * width);
  const move = new Uint8Array((n + 1) * width); // 1 diagonal, 2 skip ASCII, 3 skip sound
  for (let j = 1; j <= m; j++) {
    score[j] = score[j - 1] + skipSound(b[j - 1]);
    move[j] = 3;
  }
  for (let i = 1; i <= n; i++) {
    const row = i * width;
    const ai = a[i - 1];
    const costs = ai * size;
    const skipA = skipAscii(ai);
    score[row] = score[row - width] + skipA;
    move[row] = 2;
    for (let j = 1; j <= m; j++) {
      const diagonal = score[row - width + j - 1] + COSTS[costs + b[j - 1]];
      const up = score[row - width + j] + skipA;
      const left = score[row + j - 1] + skipSound(b[j - 1]);
      if (diagonal <= up && diagonal <= left) {
        score[row + j] = diagonal;
        move[row + j] = 1;
      } else if (up <= left) {
        score[row + j] = up;
        move[row + j] = 2;
      } else {
        score[row + j] = left;
        move[row + j] = 3;
      }
    }
  }
  const at = new Array<number>(n).fill(-1);
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const step = move[i * width + j];
    if (step === 1) at[--i] = --j;
    else if (step === 2) i--;
    else j--;
  }
  return at;
}

/** A piece of the output, with where it came from. */
interface Unit {
  text: string;
  vowel: boolean;
  /** The sounds its first and last ASCII characters stand for (-1: none). */
  from: number;
  to: number;
  sound?: Sound;
}

const DOTTED: Record<string, [string, string]> = {
  ح: ['h', 'ḥ'],
  ص: ['s', 'ṣ'],
  ض: ['d', 'ḍ'],
  ط: ['t', 'ṭ'],
};

/** One word of the ASCII as units: ʿ, consonants (th and its kin as one), vowels (ee, oo as one). */
function unitsOf(word: string[], at: number[], offset: number, sounds: Sound[]): Unit[] {
  const units: Unit[] = [];
  for (let k = 0; k < word.length; k++) {
    const c = word[k];
    const r = at[offset + k];
    const sound = r >= 0 ? sounds[r] : undefined;
    const pair = word[k + 1];
    const r2 = at[offset + k + 1] ?? -1;
    if ((c === 'e' || c === 'o') && pair === c) {
      units.push({ text: c === 'e' ? 'ī' : 'ū', vowel: true, from: r, to: r2, sound });
      k++;
    } else if (VOWELS.has(c)) {
      const text = c === 'e' ? 'i' : c === 'o' ? 'u' : c === 'a' && sound?.c === 'a' && sound.long ? 'ā' : c;
      units.push({ text, vowel: true, from: r, to: r, sound });
    } else if (c === 't' && pair === 'h' && sound?.part === 0 && r2 === r + 1 && sounds[r2]?.letter === sound.letter) {
      const text = sound.letter === 'ذ' ? 'dh' : sound.letter === 'ظ' ? 'ẓ' : 'th';
      units.push({ text, vowel: false, from: r, to: r2, sound });
      k++;
    } else if (
      'ksg'.includes(c) &&
      pair === 'h' &&
      (!sound || (sound.part === 0 && sounds[r2]?.letter === sound.letter))
    ) {
      units.push({ text: c + 'h', vowel: false, from: r, to: r2, sound });
      k++;
    } else {
      const dotted = sound?.letter ? DOTTED[sound.letter] : undefined;
      const text = dotted && dotted[0] === c ? dotted[1] : c;
      units.push({ text, vowel: false, from: r, to: r, sound });
    }
  }
  return units;
}

/** A hamza the ASCII leaves out, between two sounds of the Arabic. */
function hamzaBetween(sounds: Sound[], from: number, to: number): boolean {
  if (from < 0 || to < 0 || to <= from) return false;
  for (let r = from + 1; r < to; r++) if (sounds[r].c === "'") return true;
  return false;
}

/** Units that spell one or more one-letter prefixes: wa, fa, la, ka, bi, li. */
const isPrefix = (units: Unit[]): boolean =>
  units.length > 0 &&
  units.length % 2 === 0 &&
  units.every((u, k) => k % 2 === 1 || /^([wflk]a|[bl]i)$/.test(u.text + units[k + 1].text));

/** One word written for a reader; `last`: the verse ends on it (read as a pause). */
function writeWord(units: Unit[], sounds: Sound[], last: boolean): string {
  // A lam after an alif wasla said i or u is a verb's, not the article's: "iltaqatā".
  units = units.map((u, k) =>
    u.sound?.article && units[k - 1]?.sound?.wasl && units[k - 1].text !== 'a'
      ? { ...u, sound: { ...u.sound, article: undefined } }
      : u,
  );
  // The vowel of an alif wasla is not said after a prefix: "bi-al-" is "bil-", "wa-Allāh" "wallāh".
  // So is the one the ASCII writes where the Arabic has none: "faisali" for فَسۡـَٔلِ, "fasʾali".
  units = units.filter((u, k) => !(k > 0 && u.vowel && units[k - 1].vowel && (u.sound?.wasl || u.from < 0)));
  if (last) units = pause(units);
  let out = '';
  units.forEach((u, k) => {
    const before = units[k - 1];
    if (before && hamzaBetween(sounds, before.to, u.from)) {
      // wa-iyyāka, fa-ulāʾika, fabi-ayyi: prefixes (wa, fa, bi, li, la, ka, sa) before a word that
      // starts with a hamza and a vowel take a hyphen; elsewhere ʾ.
      const prefix = u.vowel && isPrefix(units.slice(0, k));
      // None where a word or the article's noun starts: "al-arḍ", as quran.com writes it.
      out += prefix ? '-' : out.endsWith('-') ? '' : HAMZA;
    }
    const article = u.sound?.article;
    const after = units[k + 1];
    if (article === 'moon' && u.text === 'l' && after) out += 'l-';
    else if (article === 'sun' && u.text === 'l' && after && units[k + 2]?.text === after.text) {
      // "alrrahmani": the lam is said as the doubled letter after it, "ar-raḥmāni".
      out += `${after.text}-`;
      units[k + 1] = { ...after, text: '' };
    } else if (article === 'sun' && u.text === 'l' && after) out += 'l-';
    else out += u.text;
  });
  // A hamza that ends the word, or ends it once the pause has taken its vowel: "iqraʾ", "as-samāʾ".
  const end = units[units.length - 1];
  if (end && end.to >= 0 && sounds[end.to + 1]?.c === "'" && !out.endsWith(HAMZA) && endsWord(sounds, end.to + 2))
    out += HAMZA;
  return out.replace(/-(?=-)|-$/g, '');
}

/** Nothing but vowels (and a tanween) from r to the end of the Arabic word. */
function endsWord(sounds: Sound[], r: number): boolean {
  for (; r < sounds.length && sounds[r].c !== ' '; r++)
    if (!VOWELS.has(sounds[r].c) && !sounds[r].tanween) return false;
  return true;
}

/** The last word as one stops on it: no short vowel, no tanween but -an → ā, ta marbuta → h. */
function pause(units: Unit[]): Unit[] {
  const u = [...units];
  // A consonant the Arabic does not have, at the very end, is a slip of the source (114:6 "alnnasm")
  // or a tanween the Arabic does not say (18:1 "AAiwajan" for عِوَجَاۜ).
  const slip = u[u.length - 1];
  if (slip && !slip.vowel && u.length > 2 && (!slip.sound || VOWELS.has(slip.sound.c))) u.pop();
  const end = u[u.length - 1];
  const beforeEnd = u[u.length - 2];
  const marbuta = (c: Unit | undefined) => c !== undefined && c.sound?.marbuta === true;
  if (end && !end.vowel && end.sound?.tanween && beforeEnd?.vowel) {
    u.pop();
    const consonant = u[u.length - 2];
    if (marbuta(consonant)) {
      u.pop();
      u[u.length - 1] = { ...consonant, text: 'h' };
    } else if (beforeEnd.text === 'a') u[u.length - 1] = { ...beforeEnd, text: 'ā' };
    else u.pop();
  } else if (end?.vowel && ['a', 'i', 'u'].includes(end.text) && beforeEnd && !beforeEnd.vowel) {
    u.pop();
    if (marbuta(beforeEnd)) u[u.length - 1] = { ...beforeEnd, text: 'h' };
  }
  return u;
}

/** The names of the letters that open some chapters (الٓمٓ), as the ASCII spells them and as a reader reads them. */
const LETTER_NAMES: Record<string, [string, string]> = {
  ا: ['alif', 'alif'],
  ل: ['lam', 'lām'],
  م: ['meem', 'mīm'],
  ر: ['ra', 'rā'],
  ص: ['sad', 'ṣād'],
  ك: ['kaf', 'kāf'],
  ه: ['ha', 'hā'],
  ي: ['ya', 'yā'],
  ع: [`${AYN}ayn`, `${AYN}ayn`],
  ط: ['ta', 'ṭā'],
  س: ['seen', 'sīn'],
  ح: ['ha', 'ḥā'],
  ق: ['qaf', 'qāf'],
  ن: ['noon', 'nūn'],
};

/**
 * A verse's first word when it is one of the opening letters (a word of bare letters, no vowel
 * signs): "Aliflammeem" → "alif-lām-mīm", if the ASCII spells exactly those letters' names.
 */
function openingLetters(arabicWord: string, asciiWord: string): string | undefined {
  const letters = [...withoutIgnored(arabicWord).replace(/\u0653/g, '')];
  if (letters.length === 0 || !letters.every((l) => LETTER_NAMES[l])) return undefined;
  if (letters.map((l) => LETTER_NAMES[l][0]).join('') !== asciiWord) return undefined;
  return letters.map((l) => LETTER_NAMES[l][1]).join('-');
}

/** quran-json's ASCII transliteration of a verse, written for a reader with the help of its Arabic. */
export function readable(ascii: string, arabic: string): string {
  // The source's one slip (2:119 "Aaan" for "AAan"): inside a verse a capital A starts only Allah's
  // name ("Allahi") or an ʿayn.
  const fixed = ascii
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(?<= )Aa/g, 'AA');
  const original = [...fixed.replace(/AA/g, AYN)];
  const chars = original.map((c) => c.toLowerCase());
  const sounds = soundsOf(arabic);
  const at = align(chars, sounds);
  // Where the ASCII runs two words of the Arabic together ("moosaalajala", 28:29), they are two.
  for (let k = chars.length - 1; k > 0; k--) {
    if (chars[k] === ' ' || chars[k - 1] === ' ' || at[k] < 0 || at[k - 1] < 0) continue;
    if (!sounds.slice(at[k - 1] + 1, at[k]).some((s) => s.c === ' ')) continue;
    chars.splice(k, 0, ' ');
    original.splice(k, 0, ' ');
    at.splice(k, 0, -1);
  }
  const words: string[] = [];
  let start = 0;
  const lastWordStart = chars.lastIndexOf(' ') + 1;
  for (let k = 0; k <= chars.length; k++) {
    if (k < chars.length && chars[k] !== ' ') continue;
    const letters = start === 0 ? openingLetters(arabic.trim().split(/\s+/)[0], chars.slice(0, k).join('')) : undefined;
    const word =
      letters ?? writeWord(unitsOf(chars.slice(start, k), at, start, sounds), sounds, start === lastWordStart);
    // A capital where the ASCII has one at a word's start (the verse's first word, Allāh), none inside.
    const capital = start === 0 || (original[start] === 'A' && original[start + 1] !== 'A');
    words.push(capital ? word.replace(/[a-zāīūḥṣḍṭẓ]/u, (c) => c.toUpperCase()) : word);
    start = k + 1;
  }
  return words.join(' ');
}
