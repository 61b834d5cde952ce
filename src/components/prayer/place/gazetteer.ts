import { isRecord } from '../../../shared/apiAnswers.ts';
import { CELL_DEGREES, cellName, keyLength, PLACES_PATH, placeKey, shardName } from './keys.ts';

/** A town of the gazetteer cut at build (integrations/places.mjs) from GeoNames' cities1000. */
export interface City {
  id: number;
  name: string;
  nameAr: string;
  /** The other names it is known by that start like the query ("La Mecque" for Mecca). */
  names: string[];
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

type Row = [number, string, string, string[], string, number, number, string];

const isRow = (v: unknown): v is Row =>
  Array.isArray(v) &&
  v.length === 8 &&
  typeof v[0] === 'number' &&
  typeof v[1] === 'string' &&
  typeof v[2] === 'string' &&
  Array.isArray(v[3]) &&
  v[3].every((n) => typeof n === 'string') &&
  typeof v[4] === 'string' &&
  typeof v[5] === 'number' &&
  typeof v[6] === 'number' &&
  typeof v[7] === 'string';

const toCity = (r: Row): City => ({
  id: r[0],
  name: r[1],
  nameAr: r[2],
  names: r[3],
  country: r[4],
  latitude: r[5],
  longitude: r[6],
  timeZone: r[7],
});

// Each file once per visit; a failed fetch is forgotten so the next keystroke may try again.
const files = new Map<string, Promise<unknown>>();

function fetchJson(path: string): Promise<unknown> {
  let file = files.get(path);
  if (!file) {
    file = fetch(`${PLACES_PATH}/${path}`).then((r) =>
      r.ok ? r.json() : r.status === 404 ? null : Promise.reject(new Error(`${path}: HTTP ${r.status}`)),
    );
    file.catch(() => files.delete(path));
    files.set(path, file);
  }
  return file;
}

async function shard(name: string): Promise<{ rows: City[]; more: boolean }> {
  const json = await fetchJson(`s/${name}.json`);
  if (!isRecord(json) || !Array.isArray(json.rows)) return { rows: [], more: false };
  return { rows: json.rows.filter(isRow).map(toCity), more: json.more === true };
}

export interface Match {
  city: City;
  /** The name the query matched, as written ("La Mecque"); the town's own when that matched. */
  matched: string;
}

/** Whether a name matches a query's key: the name's key starts with it, or one of its words does. */
function matches(name: string, key: string): boolean {
  const own = placeKey(name);
  return own.startsWith(key) || own.includes(` ${key}`);
}

/**
 * The order of the matches: a name that is the query itself first, in every deployment ("Mbour"
 * is Mbour, Senegal, before Mboursou Léré, Chad; "Thiès" is the city before its quarter "Thiès
 * Nones", which GeoNames counts more populous); then within each, the operator's country (its
 * subscribers live there: "Saint-Louis" is Senegal's before the one in Missouri), then the
 * files' own order, most populous first: "Jaka" offers Jakarta first, "Jakar" the Bhutanese town
 * of that name, then Jakarta.
 */
export function rankMatches(found: Match[], query: string, country = ''): Match[] {
  const q = placeKey(query);
  const score = (m: Match) => (placeKey(m.matched) === q ? 0 : 2) + (country && m.city.country === country ? 0 : 1);
  // Array.prototype.sort is stable: equal scores keep the files' population order.
  return [...found].sort((a, b) => score(a) - score(b));
}

/**
 * The rows that may match a key: its first two letters' file, then one letter deeper while the
 * file says there are more than it holds (each file once per visit, so typing letter by letter
 * costs one small file a letter at most). A file that does not exist holds no town.
 */
async function rowsFor(key: string): Promise<City[]> {
  let depth = 2;
  let found = await shard(shardName(key, depth) as string);
  while (found.more && depth < keyLength(key)) {
    depth += 1;
    found = await shard(shardName(key, depth) as string);
  }
  return found.rows;
}

/**
 * Towns whose name (in any language the gazetteer has, Arabic spellings with or without their
 * long vowels) starts with the query, ranked by rankMatches for the operator's `country` (ISO
 * code; '' when unknown); needs two letters. Rejects when the files cannot be fetched (offline).
 */
export async function searchCities(query: string, limit = 8, country = ''): Promise<Match[]> {
  const q = placeKey(query);
  if (keyLength(q) < 2) return [];
  const out: Match[] = [];
  for (const city of await rowsFor(q)) {
    const alias = city.names.find((n) => matches(n, q));
    const own = [city.name, city.nameAr].find((n) => n && matches(n, q));
    if (!own && !alias) continue;
    // An alias that is the query itself says more than the own name merely starting with it.
    const exact = [own, ...city.names].find((n) => n && placeKey(n) === q);
    out.push({ city, matched: exact ?? own ?? (alias as string) });
  }
  return rankMatches(out, q, country).slice(0, limit);
}

const RAD = Math.PI / 180;

/** Great-circle distance in km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLng = (b.longitude - a.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLng / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The cells around a position's own (the eight next to it, across the antimeridian too). */
export function cellsAround(latitude: number, longitude: number): string[] {
  const own = cellName(latitude, longitude);
  const out = new Set<string>();
  for (const dLat of [-1, 0, 1]) {
    for (const dLng of [-1, 0, 1]) {
      const lat = latitude + dLat * CELL_DEGREES;
      if (Math.abs(lat) > 90) continue;
      const lng = ((((longitude + dLng * CELL_DEGREES + 180) % 360) + 360) % 360) - 180;
      out.add(cellName(lat, lng));
    }
  }
  out.delete(own);
  return [...out];
}

/** How far a position is from the nearest side of its cell, in km: no town beyond is nearer than that. */
function kmToCellEdge(latitude: number, longitude: number): number {
  const south = Math.floor(latitude / CELL_DEGREES) * CELL_DEGREES;
  const west = Math.floor(longitude / CELL_DEGREES) * CELL_DEGREES;
  const here = { latitude, longitude };
  return Math.min(
    distanceKm(here, { latitude: south, longitude }),
    distanceKm(here, { latitude: south + CELL_DEGREES, longitude }),
    distanceKm(here, { latitude, longitude: west }),
    distanceKm(here, { latitude, longitude: west + CELL_DEGREES }),
  );
}

async function cellRows(cells: string[]): Promise<City[]> {
  const existing = await fetchJson('cells.json');
  const known = new Set(Array.isArray(existing) ? existing : []);
  const files = await Promise.all(cells.filter((c) => known.has(c)).map((c) => fetchJson(`g/${c}.json`)));
  return files.flatMap((json) => (Array.isArray(json) ? json.filter(isRow).map(toCity) : []));
}

function nearestOf(rows: City[], here: { latitude: number; longitude: number }): { city: City | null; km: number } {
  let city: City | null = null;
  let km = Infinity;
  for (const row of rows) {
    const d = distanceKm(here, row);
    if (d < km) [city, km] = [row, d];
  }
  return { city, km };
}

/**
 * The nearest town of the gazetteer to a position: its own cell's towns first (one file of a few
 * KB), the eight cells around only when a town there could be nearer; null when none lies in them.
 */
export async function nearestCity(latitude: number, longitude: number): Promise<City | null> {
  const here = { latitude, longitude };
  const inCell = nearestOf(await cellRows([cellName(latitude, longitude)]), here);
  if (inCell.city && inCell.km <= kmToCellEdge(latitude, longitude)) return inCell.city;
  const around = nearestOf(await cellRows(cellsAround(latitude, longitude)), here);
  return around.km < inCell.km ? around.city : inCell.city;
}
