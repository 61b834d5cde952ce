// Astro integration: after the build, writes the search index (Pagefind) into dist/pagefind/.
// One record per surah, verse and dua in each locale (Pagefind keeps one index per language, and
// the search page loads its own <html lang>'s): what is indexed is folded text (no accents, no
// tashkeel, src/components/search/searchText.ts), what is shown comes from the records' metadata.
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { readQuran } from '../content/quran.ts';
import { LOCALES, localePath } from '../src/shared/locales.ts';
import { duaPath, surahPath, versePath } from '../src/shared/routes.ts';
import { fill } from '../src/lib/fill.ts';
import { surahName, verseNumber } from '../src/components/quran/surah.ts';
import { arabicIndexText, foldText, surahKey, verseKey } from '../src/components/search/searchText.ts';

/** Transliterations with and without their hyphens: "Al-Baqarah", "al baqarah", "albaqarah". */
const nameWords = (s) => {
  const names = [s.transliteration, s.translation.en, s.translation.fr].map(foldText);
  return [...names, foldText(s.transliteration).replace(/ /g, ''), arabicIndexText(s.name)].join(' ');
};

/** @returns {Array<import('pagefind').CustomRecord>} */
export function searchRecords(locale, quran, duas, t) {
  const records = [];
  const translated = locale !== 'ar';
  const ref = (c, v) => `${verseNumber(locale, c)}:${verseNumber(locale, v)}`;
  for (const s of quran) {
    records.push({
      url: localePath(locale, surahPath(s.id)),
      language: locale,
      content: `${surahKey(s.id)} ${nameWords(s)}`,
      meta: {
        kind: 'surah',
        title: `${verseNumber(locale, s.id)}. ${surahName(s, locale)}`,
        ...(translated ? { text: s.translation[locale] } : {}),
        ar: s.name,
      },
    });
    for (const v of s.verses) {
      records.push({
        url: localePath(locale, versePath(s.id, v.id)),
        language: locale,
        content: [verseKey(s.id, v.id), translated ? foldText(v[locale]) : '', arabicIndexText(v.ar)].join(' '),
        meta: {
          kind: 'verse',
          title: `${locale === 'ar' ? s.name : s.transliteration} ${ref(s.id, v.id)}`,
          ...(translated ? { text: v[locale] } : {}),
          ar: v.ar,
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
      content: [foldText(title), translated ? foldText(verse[locale]) : '', arabicIndexText(verse.ar)].join(' '),
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
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  let count = 0;
  for (const locale of LOCALES) {
    const t = (await import(join(root, 'src/i18n', `${locale}.ts`))).default;
    const records = searchRecords(locale, quran, duas, t);
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
