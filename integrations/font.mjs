// The Quran font (Amiri Quran, SIL OFL) is cut down at build to the characters our Arabic text
// actually uses (Quran, surah names, the 99 names), so the pages that show it load ~40 KB once.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(join(root, 'package.json'));
export const FONT_FILE = join(root, 'src/assets/generated/quran-font.woff2');
const SOURCE = require.resolve('@fontsource/amiri-quran/files/amiri-quran-arabic-400-normal.woff2');

/** Every character our Arabic-script content shows, plus digits for verse numbers. */
export function arabicCharacters() {
  const chars = new Set(' 0123456789٠١٢٣٤٥٦٧٨٩');
  const add = (text) => {
    for (const ch of text) chars.add(ch);
  };
  const quran = JSON.parse(readFileSync(require.resolve('quran-json/dist/quran.json'), 'utf8'));
  for (const chapter of quran) {
    add(chapter.name);
    for (const verse of chapter.verses) add(verse.text);
  }
  for (const name of JSON.parse(readFileSync(join(root, 'content/names.json'), 'utf8'))) add(name.ar);
  return [...chars].sort().join('');
}

/** Writes the subset font unless the same characters were already cut; returns whether it ran. */
export async function buildQuranFont() {
  const text = arabicCharacters();
  const source = readFileSync(SOURCE);
  const stamp = createHash('sha256').update(text).update(source).digest('hex');
  const stampPath = `${FONT_FILE}.stamp`;
  if (existsSync(FONT_FILE) && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp) return false;
  const { default: subsetFont } = await import('subset-font');
  const font = await subsetFont(source, text, { targetFormat: 'woff2' });
  mkdirSync(dirname(FONT_FILE), { recursive: true });
  // Written aside then renamed: a parallel build never reads a half-written font.
  writeFileSync(`${FONT_FILE}.${process.pid}.tmp`, font);
  renameSync(`${FONT_FILE}.${process.pid}.tmp`, FONT_FILE);
  writeFileSync(`${stampPath}.${process.pid}.tmp`, stamp);
  renameSync(`${stampPath}.${process.pid}.tmp`, stampPath);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = Date.now();
  const ran = await buildQuranFont();
  console.log(
    `quran font: ${ran ? 'built' : 'up to date'} (${readFileSync(FONT_FILE).length} bytes) in ${Date.now() - t} ms`,
  );
}
