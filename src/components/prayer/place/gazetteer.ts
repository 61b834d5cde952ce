import { isRecord } from '../../../shared/apiAnswers.ts';
import { CELL_DEGREES, cellName, fold, PLACES_PATH, shardName } from './fold.ts';

/** A city of the gazetteer cut at build (integrations/places.mjs) from GeoNames' cities1000. */
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
  /** The name the query matched, as written ("La Mecque"); the city's own when that matched. */
  matched: string;
}

/** Whether a name matches a folded query: the name starts with it, or one of its words does. */
function matches(name: string, query: string): boolean {
  const folded = fold(name);
  return folded.startsWith(query) || folded.includes(` ${query}`);
}

/**
 * The order of the matches: the operator's country first (its subscribers live there: "Saint-Louis"
 * is Senegal's before the one in Missouri) and there a name that is the query itself before one that
 * only starts with it ("Thiès" before its quarter "Thiès Nones", which GeoNames counts more
 * populous); then the rest, most populous first (the files' own order), so that "Jakar" still
 * offers Jakarta before the Bhutanese town.
 */
export function rankMatches(found: Match[], query: string, country = ''): Match[] {
  const q = fold(query);
  const score = (m: Match) => (country && m.city.country === country ? (fold(m.matched) === q ? 0 : 1) : 2);
  // Array.prototype.sort is stable: equal scores keep the files' population order.
  return [...found].sort((a, b) => score(a) - score(b));
}

/**
 * Cities whose name (in any language the gazetteer has) starts with the query, ranked by
 * rankMatches for the operator's `country` (ISO code; '' when unknown); needs two letters.
 * Rejects when the files cannot be fetched (offline).
 */
export async function searchCities(query: string, limit = 8, country = ''): Promise<Match[]> {
  const q = fold(query);
  const two = shardName(q, 2);
  if (!two) return [];
  let found = await shard(two);
  if (found.more) {
    const three = shardName(q, 3);
    if (three) found = await shard(three);
  }
  const out: Match[] = [];
  for (const city of found.rows) {
    const alias = city.names.find((n) => matches(n, q));
    const own = [city.name, city.nameAr].find((n) => n && matches(n, q));
    if (!own && !alias) continue;
    // An alias that is the query itself says more than the own name merely starting with it.
    const exact = [own, ...city.names].find((n) => n && fold(n) === q);
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

/** The cells around a position (its own and the eight next to it, across the antimeridian too). */
export function cellsAround(latitude: number, longitude: number): string[] {
  const out = new Set<string>();
  for (const dLat of [-1, 0, 1]) {
    for (const dLng of [-1, 0, 1]) {
      const lat = latitude + dLat * CELL_DEGREES;
      if (Math.abs(lat) > 90) continue;
      const lng = ((((longitude + dLng * CELL_DEGREES + 180) % 360) + 360) % 360) - 180;
      out.add(cellName(lat, lng));
    }
  }
  return [...out];
}

/** The nearest city of the gazetteer to a position, or null when none lies in the cells around it. */
export async function nearestCity(latitude: number, longitude: number): Promise<City | null> {
  const existing = await fetchJson('cells.json');
  const known = new Set(Array.isArray(existing) ? existing : []);
  const cells = cellsAround(latitude, longitude).filter((c) => known.has(c));
  const rows = (await Promise.all(cells.map((c) => fetchJson(`g/${c}.json`)))).flatMap((json) =>
    Array.isArray(json) ? json.filter(isRow).map(toCity) : [],
  );
  let best: City | null = null;
  let bestKm = Infinity;
  for (const city of rows) {
    const km = distanceKm({ latitude, longitude }, city);
    if (km < bestKm) [best, bestKm] = [city, km];
  }
  return best;
}
