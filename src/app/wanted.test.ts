import { beforeEach, describe, expect, it } from 'vitest';
import { getItem, memoryStore, setItem, useBackend } from '../lib/storage.ts';
import { WANTED_KEY } from './subscribe.ts';
import { takeSection } from './wanted.ts';

/** What goToSubscribe writes as it leaves (the page then goes to the operator). */
const rememberSection = (route: string, at: number) => setItem(WANTED_KEY, { route, at });

beforeEach(() => useBackend(memoryStore()));

describe('the section asked for before subscribing', () => {
  it('is given back once, then forgotten', () => {
    rememberSection('/quran_detail/2', 1000);
    expect(takeSection(2000)).toBe('/quran_detail/2');
    expect(takeSection(3000)).toBeNull();
  });

  it('keeps a verse’s address, and no other hash', () => {
    rememberSection('/quran_detail/2#v255', 1000);
    expect(takeSection(2000)).toBe('/quran_detail/2#v255');
    for (const route of ['/quran_detail/2#uid=x', '/quran_detail/2#v255#v1', '/2#javascript:x', '/#v1']) {
      rememberSection(route, 1000);
      expect(takeSection(2000), route).toBeNull();
    }
  });

  it('is never home, which is where the visitor lands anyway', () => {
    rememberSection('/', 1000);
    expect(takeSection(2000)).toBeNull();
    expect(getItem(WANTED_KEY)).toBeUndefined();
  });

  it('is dropped after an hour', () => {
    rememberSection('/3', 0);
    expect(takeSection(60 * 60_000 + 1)).toBeNull();
  });

  it('never leads off the site, whatever storage holds', () => {
    for (const route of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      setItem('afterSubscribe', { route, at: 0 });
      expect(takeSection(1), route).toBeNull();
    }
    setItem('afterSubscribe', 'garbage');
    expect(takeSection(1)).toBeNull();
  });
});
