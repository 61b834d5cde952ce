import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PLACE_KEY, firstBelow, keepPlaying, settleReadingPlace, takePlaying } from './handoff.ts';

describe('the verse being read', () => {
  const bottoms = [100, 250, 400, 800, 900];
  test('the first verse whose bottom is below the header', () => {
    expect(firstBelow(bottoms.length, (i) => bottoms[i], 56)).toBe(0);
    expect(firstBelow(bottoms.length, (i) => bottoms[i], 100)).toBe(1);
    expect(firstBelow(bottoms.length, (i) => bottoms[i], 420)).toBe(3);
    expect(firstBelow(bottoms.length, (i) => bottoms[i], 5000)).toBe(4);
    expect(firstBelow(0, () => 0, 10)).toBe(0);
  });

  test('reads few boxes of a long surah', () => {
    const read = vi.fn((i: number) => (i + 1) * 100);
    expect(firstBelow(286, read, 20_050)).toBe(200);
    expect(read.mock.calls.length).toBeLessThan(12);
  });
});

describe('playing on after a language change', () => {
  beforeEach(() => {
    const map = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (k: string) => map.get(k) ?? null,
        setItem: (k: string, v: string) => void map.set(k, v),
        removeItem: (k: string) => void map.delete(k),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  test('once, for the same recitation, soon after', () => {
    keepPlaying('quran:2', 1000);
    expect(takePlaying('quran:3', 2000)).toBe(false);
    keepPlaying('quran:2', 1000);
    expect(takePlaying('quran:2', 2000)).toBe(true);
    expect(takePlaying('quran:2', 2000)).toBe(false);
    keepPlaying('quran:2', 1000);
    expect(takePlaying('quran:2', 1000 + 61_000)).toBe(false);
  });

  test('storage that throws is no handoff, and no error', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('denied');
      },
    });
    expect(() => keepPlaying('quran:2')).not.toThrow();
    expect(takePlaying('quran:2')).toBe(false);
  });
});

describe('the reading place on the new page', () => {
  function settle(path: string, stored: unknown, scrollY = 0) {
    const session = new Map<string, string>();
    if (stored !== undefined) session.set(PLACE_KEY, JSON.stringify(stored));
    const scrolled: number[] = [];
    const verses = Array.from({ length: 10 }, (_, i) => ({ scrollIntoView: () => scrolled.push(i) }));
    vi.stubGlobal('window', {
      scrollY,
      sessionStorage: {
        getItem: (k: string) => session.get(k) ?? null,
        removeItem: (k: string) => void session.delete(k),
      },
    });
    vi.stubGlobal('location', { pathname: path });
    vi.stubGlobal('document', { querySelectorAll: () => verses });
    settleReadingPlace();
    return { scrolled, left: session.has(PLACE_KEY) };
  }
  afterEach(() => vi.unstubAllGlobals());

  test('the kept verse of this page, once', () => {
    expect(settle('/en/quran_detail/2', { path: '/en/quran_detail/2', verse: 7 })).toEqual({
      scrolled: [7],
      left: false,
    });
  });

  test('not on another page, past the last verse, from garbage, or once the subscriber has scrolled', () => {
    expect(settle('/en/quran_detail/3', { path: '/en/quran_detail/2', verse: 7 }).scrolled).toEqual([]);
    expect(settle('/en/quran_detail/2', { path: '/en/quran_detail/2', verse: 70 }).scrolled).toEqual([]);
    expect(settle('/en/quran_detail/2', 'x{').scrolled).toEqual([]);
    expect(settle('/en/quran_detail/2', { path: '/en/quran_detail/2', verse: 7 }, 300).scrolled).toEqual([]);
  });
});
