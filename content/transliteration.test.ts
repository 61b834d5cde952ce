import { describe, expect, it } from 'vitest';
import { readAsciiTransliteration, readQuran, readTransliteration, VERSE_COUNT } from './quran.ts';
import { READABLE_LINE } from './transliteration.ts';

const lines = readTransliteration();
const ascii = readAsciiTransliteration();
const verse = (key: string) => {
  const [s, v] = key.split(':').map(Number);
  return lines[s - 1][v - 1];
};
const all = lines.flatMap((chapter, i) => chapter.map((line, j) => ({ key: `${i + 1}:${j + 1}`, line })));

describe('every verse of quran-json, written for a reader', () => {
  it('is there, one line per verse', () => {
    expect(all).toHaveLength(VERSE_COUNT);
    expect(lines.map((c) => c.length)).toEqual(readQuran().map((s) => s.verses.length));
  });

  it('keeps nothing of the ASCII convention: no AA, ee or oo, no capital inside a word, readable letters only', () => {
    // The source has 4,389 verses with "AA" and 1,000s of ee and oo; none is left.
    expect(ascii.flat().filter((l) => l.includes('AA')).length).toBe(4389);
    const residue = all.filter(
      ({ line }) => !READABLE_LINE.test(line) || /AA|ee|oo/.test(line) || /[\p{Ll}-]\p{Lu}/u.test(line),
    );
    expect(residue).toEqual([]);
    // Each line has the source's words (none lost or added; four the source runs together are two,
    // as in the Arabic), and an ʿ for each of its AA.
    const joined = ['2:181', '8:6', '18:49', '28:29'];
    all.forEach(({ key, line }) => {
      const [s, v] = key.split(':').map(Number);
      const source = ascii[s - 1][v - 1];
      const words = source.trim().split(/\s+/).length + (joined.includes(key) ? 1 : 0);
      expect(line.split(' ').length, key).toBe(words);
      expect(line.split('ʿ').length, key).toBe(source.replace(/(?<= )Aa/g, 'AA').split('AA').length);
    });
  });

  it('writes the long a the ASCII does not mark, from the Arabic', () => {
    // 5,957 verses have one at least (on 2026-11-29): a fall says the Arabic is no longer read.
    const long = all.filter(({ line }) => line.includes('ā')).length;
    expect(long).toBeGreaterThan(5900);
  });
});

describe('Al-Fatiha, as quran.com writes it', () => {
  it('reads 1:1 to 1:7 with ʿayn, long vowels, the article and the pause at each verse end', () => {
    expect(lines[0]).toEqual([
      'Bismi Allāhi ar-raḥmāni ar-raḥīm',
      'Al-ḥamdu lillāhi rabbi al-ʿālamīn',
      'Ar-raḥmāni ar-raḥīm',
      'Māliki yawmi ad-dīn',
      'Iyyāka naʿbudu wa-iyyāka nastaʿīn',
      'Ihdinā aṣ-ṣirāṭa al-mustaqīm',
      'Ṣirāṭa alladhīna anʿamta ʿalayhim ghayri al-maghḍūbi ʿalayhim walā aḍ-ḍāllīn',
    ]);
  });
});

describe('the hard cases', () => {
  it('Ayat al-Kursi (2:255): Allāh, the article before sun and moon letters, hamza inside words, ẓ and dh', () => {
    expect(verse('2:255')).toBe(
      'Allāhu lā ilāha illā huwa al-ḥayyu al-qayyūmu lā taʾkhudhuhu sinatun walā nawmun lahu mā fī ' +
        'as-samāwāti wamā fī al-arḍi man dhā alladhī yashfaʿu ʿindahu illā bi-idhnihi yaʿlamu mā bayna ' +
        'aydīhim wamā khalfahum walā yuḥīṭūna bishayʾin min ʿilmihi illā bimā shāʾa wasiʿa kursiyyuhu ' +
        'as-samāwāti wal-arḍa walā yaʾūduhu ḥifẓuhumā wahuwa al-ʿaliyyu al-ʿaẓīm',
    );
  });

  it('the opening letters are named, letter by letter', () => {
    expect(verse('2:1')).toBe('Alif-lām-mīm');
    expect(verse('19:1')).toBe('Kāf-hā-yā-ʿayn-ṣād');
    expect(verse('20:1')).toBe('Ṭā-hā');
    expect(verse('36:1')).toBe('Yā-sīn');
    expect(verse('42:2')).toBe('ʿAyn-sīn-qāf');
    expect(verse('68:1')).toBe('Nūn wal-qalami wamā yasṭurūn');
  });

  it('prefixes: wa-, fa-, bi- before a hamza take a hyphen, before the article they join it', () => {
    expect(verse('2:5')).toBe('Ulāʾika ʿalā hudan min rabbihim wa-ulāʾika humu al-mufliḥūn');
    expect(verse('55:13')).toBe('Fabi-ayyi ālāʾi rabbikumā tukadhdhibān');
    expect(verse('103:1')).toBe('Wal-ʿaṣr');
    expect(verse('103:3')).toBe('Illā alladhīna āmanū waʿamilū aṣ-ṣāliḥāti watawāṣaw bil-ḥaqqi watawāṣaw biṣ-ṣabr');
    expect(verse('2:2')).toBe('Dhālika al-kitābu lā rayba fīhi hudan lil-muttaqīn');
    expect(verse('93:4')).toBe('Walal-ākhiratu khayrun laka mina al-ūlā');
    // The ASCII's wasl vowel where the Arabic writes no alif ("faisali", فَسۡـَٔلِ) is not said either.
    expect(verse('12:82')).toMatch(/^Wasʾali al-qaryata allatī kunnā fīhā/);
    expect(verse('4:32')).toContain('walin-nisāʾi naṣībun');
    expect(verse('6:144')).toContain('qul ādh-dhakarayni ḥarrama');
  });

  it('the pause at a verse end: tanween -an is ā, ta marbuta is h, a final short vowel goes', () => {
    expect(verse('112:1')).toBe('Qul huwa Allāhu aḥad');
    expect(verse('112:4')).toBe('Walam yakun lahu kufuwan aḥad');
    expect(verse('78:9')).toBe('Wajaʿalnā nawmakum subātā');
    expect(verse('89:27')).toBe('Yā ayyatuhā an-nafsu al-muṭmaʾinnah');
    expect(verse('101:9')).toBe('Fa-ummuhu hāwiyah');
    expect(verse('97:1')).toBe('Innā anzalnāhu fī laylati al-qadr');
  });

  it('a verb after an alif wasla is not an article; a lam doubled after the article is', () => {
    expect(verse('3:13')).toContain('fī fiʾatayni iltaqatā fiʾatun');
    expect(verse('73:20')).toContain('thuluthayi al-layli');
    expect(verse('114:1')).toBe('Qul aʿūdhu birabbi an-nās');
    // A hamza that ends a word is written, one inside the Arabic's word split by the ASCII is not.
    expect(verse('96:1')).toBe('Iqraʾ bismi rabbika alladhī khalaq');
    expect(verse('14:43')).toMatch(/ hawāʾ$/);
    expect(verse('33:56')).toContain('yā ayyuhā alladhīna āmanū ṣallū ʿalayhi');
  });

  it('slips of the source are read as meant', () => {
    // 2:119 "Aaan" for "AAan"; 114:6 ends "alnnasm"; 28:29 runs "moosaalajala" together.
    expect(verse('28:29')).toContain('Falammā qaḍā mūsā al-ajala wasāra bi-ahlihi');
    expect(verse('2:119')).toBe('Innā arsalnāka bil-ḥaqqi bashīran wanadhīran walā tusʾalu ʿan aṣḥābi al-jaḥīm');
    expect(verse('114:6')).toBe('Mina al-jinnati wa an-nās');
  });
});
