// Astro integration: after the build, writes the search index (Pagefind) into dist/pagefind/.
// One record per surah, verse and dua in each locale (Pagefind keeps one index per language, and
// the search page loads its own <html lang>'s): what is indexed is folded text (no accents, no
// tashkeel, Arabic words with their stems: src/components/search/searchText.ts, over
// src/shared/fold.ts), with the names readers give some verses and surahs in every language
// (content/verseNames.json); what is shown comes from the records' metadata.
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { readQuran } from '../content/quran.ts';
import { LOCALES, localePath } from '../src/shared/locales.ts';
import { duaPath, surahPath, versePath } from '../src/shared/routes.ts';
import { fill } from '../src/lib/fill.ts';
import { surahName, verseNumber } from '../src/components/quran/surah.ts';
import { readVerseNames } from '../content/catalogue.ts';
import { arabicIndexText, duaKey, fold, surahKey, verseKey } from '../src/components/search/searchText.ts';

/** Latin names with and without their spaces and hyphens: "Al-Baqarah", "al baqarah", "albaqarah". */
const latinWords = (name) => [fold(name), fold(name).replace(/ /g, '')];

/** Transliterations with and without their hyphens, the meanings, the Arabic name's words and stems. */
const nameWords = (s) =>
  [...latinWords(s.transliteration), fold(s.translation.en), fold(s.translation.fr), arabicIndexText(s.name)].join(' ');

/**
 * Each verse's and surah's well-known names (content/verseNames.json) by key ("2:255", "s112"):
 * the words indexed (every language's names), the names as matched in the search box (folded,
 * `|` between them) and the one shown in the page's language.
 */
export function namesByKey(verseNames, locale) {
  const out = new Map();
  const add = (key, entry) => {
    const all = [...entry.names.ar, ...entry.names.en, ...entry.names.fr];
    const words = all.map((n) => (/\p{Script=Arabic}/u.test(n) ? arabicIndexText(n) : latinWords(n).join(' ')));
    const was = out.get(key);
    out.set(key, {
      words: [was?.words, ...words].filter(Boolean).join(' '),
      names: [was?.names, ...all.map(fold)].filter(Boolean).join('|'),
      name: was?.name ?? entry.names[locale][0],
    });
  };
  for (const entry of verseNames) {
    for (const key of entry.verses ?? []) add(key, entry);
    for (const surah of entry.surahs ?? []) add(`s${surah}`, entry);
  }
  return out;
}

/** How many times a record's names are indexed (see withNames). */
const NAME_WEIGHT = 3;

/** @returns {Array<import('pagefind').CustomRecord>} */
export function searchRecords(locale, quran, duas, t, verseNames = []) {
  const records = [];
  const translated = locale !== 'ar';
  const ref = (c, v) => `${verseNumber(locale, c)}:${verseNumber(locale, v)}`;
  const named = namesByKey(verseNames, locale);
  /**
   * A named record's words to index and what its metadata says of the names. The names are
   * written NAME_WEIGHT times: custom records have no weights, and a long verse named by words
   * its text lacks (2:286 for "آمن الرسول") otherwise ranked too low to be among the first read.
   */
  const withNames = (key, order) => {
    const n = named.get(key);
    if (!n) return { words: '', meta: {} };
    return { words: Array(NAME_WEIGHT).fill(n.words).join(' '), meta: { name: n.name, names: n.names, order } };
  };
  for (const s of quran) {
    const surahNames = withNames(`s${s.id}`, String(s.id * 1000));
    records.push({
      url: localePath(locale, surahPath(s.id)),
      language: locale,
      content: [surahKey(s.id), nameWords(s), surahNames.words].join(' ').trim(),
      meta: {
        kind: 'surah',
        title: `${verseNumber(locale, s.id)}. ${surahName(s, locale)}`,
        ...(translated ? { text: s.translation[locale] } : {}),
        ar: s.name,
        ...surahNames.meta,
      },
    });
    for (const v of s.verses) {
      const verseNames = withNames(`${s.id}:${v.id}`, String(s.id * 1000 + v.id));
      records.push({
        url: localePath(locale, versePath(s.id, v.id)),
        language: locale,
        content: [verseKey(s.id, v.id), translated ? fold(v[locale]) : '', arabicIndexText(v.ar), verseNames.words]
          .join(' ')
          .trim(),
        meta: {
          kind: 'verse',
          title: `${locale === 'ar' ? s.name : s.transliteration} ${ref(s.id, v.id)}`,
          ...(translated ? { text: v[locale] } : {}),
          ar: v.ar,
          ...verseNames.meta,
        },
      });
    }
  }
  duas.forEach(({ key }, index) => {
    const [c, v] = key.split(':').map(Number);
    const s = quran[c - 1];
    const verse = s.verses[v - 1];
    const title = fill(t.duaName, { n: verseNumber(locale, index + 1) });
    records.push({
      url: localePath(locale, duaPath(index)),
      language: locale,
      content: [duaKey(index + 1), fold(title), translated ? fold(verse[locale]) : '', arabicIndexText(verse.ar)].join(
        ' ',
      ),
      meta: {
        kind: 'dua',
        title: `${title} · ${locale === 'ar' ? s.name : s.transliteration} ${ref(c, v)}`,
        ...(translated ? { text: verse[locale] } : {}),
        ar: verse.ar,
      },
    });
  });
  return records;
}

async function writeIndex(out, root, logger) {
  const quran = readQuran();
  const duas = JSON.parse(await readFile(join(root, 'content/duas.json'), 'utf8'));
  const verseNames = readVerseNames(quran);
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  let count = 0;
  for (const locale of LOCALES) {
    const t = (await import(join(root, 'src/i18n', `${locale}.ts`))).default;
    const records = searchRecords(locale, quran, duas, t, verseNames);
    // Sequential batches: the service answers in order, and thousands of requests at once only queue.
    for (let i = 0; i < records.length; i += 500) {
      const answers = await Promise.all(records.slice(i, i + 500).map((r) => index.addCustomRecord(r)));
      const failed = answers.flatMap((a) => a.errors);
      if (failed.length) throw new Error(`pagefind: ${failed.slice(0, 3).join('; ')}`);
    }
    count += records.length;
  }
  const written = await index.writeFiles({ outputPath: join(out, 'pagefind') });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  // Pagefind's own search UIs: the app has its own page, and the CSP would refuse their styles.
  const bundle = join(out, 'pagefind');
  for (const file of await readdir(bundle))
    if (/-ui\.(js|css)$|^pagefind-highlight\.js$/.test(file)) await rm(join(bundle, file));
  logger.info(`${count} records`);
}

export default function searchIndex() {
  let root;
  return {
    name: 'nour:search-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const start = Date.now();
        await writeIndex(fileURLToPath(dir), root, logger);
        logger.info(`search index written in ${Date.now() - start} ms`);
      },
    },
  };
}
