import { afterEach, describe, expect, it, vi } from 'vitest';
import { getItem, getString, removeItem, setItem, useBackend } from './storage.ts';
import { STORED_KEYS, storedValue, type StoredKey } from '../shared/storedKeys.ts';

function memory() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useBackend(null);
});

describe('storage helper', () => {
  it('stores values as JSON text and reads them back', () => {
    const kv = memory();
    useBackend(kv);
    setItem('uid', 'abc');
    setItem('eventQueue', ['a', 'b']);
    expect(kv.map.get('uid')).toBe('"abc"');
    expect(getItem('eventQueue')).toEqual(['a', 'b']);
    expect(getString('uid')).toBe('abc');
  });
  it('returns the default for a missing key', () => {
    useBackend(memory());
    expect(getItem('themeLang', { defaultValue: 'fr' })).toBe('fr');
    expect(getItem('themeLang')).toBeUndefined();
  });
  it('throws "{key} not found in localStorage" on a required missing key', () => {
    useBackend(memory());
    expect(() => getItem('uid', { required: true })).toThrow('uid not found in localStorage');
  });
  it('throws "Error in parsing value" on a required unparsable value', () => {
    const kv = memory();
    kv.map.set('uid', '{not json');
    useBackend(kv);
    expect(() => getItem('uid', { required: true })).toThrow('Error in parsing value');
  });
  it('ignores corrupt JSON on an optional read', () => {
    const kv = memory();
    kv.map.set('subStatus', '{"broken');
    useBackend(kv);
    expect(getItem('subStatus', { defaultValue: 'new' })).toBe('new');
    expect(getString('subStatus')).toBeUndefined();
  });
  it('keeps working in memory when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    useBackend(throwing);
    expect(getItem('uid', { defaultValue: 'none' })).toBe('none');
    setItem('uid', 'kept');
    expect(getString('uid')).toBe('kept');
    expect(() => removeItem('uid')).not.toThrow();
  });
  it('after a failed write, reads see the new value while storage keeps the last good one', () => {
    const kv = memory();
    kv.map.set('eventQueue', '["old"]');
    kv.map.set('uid', '"abc"');
    const full = { ...kv, setItem: (k: string, v: string) => (k === 'eventQueue' ? fail('quota') : kv.setItem(k, v)) };
    // The page's own localStorage, which the helper picks up again on every call.
    vi.stubGlobal('localStorage', full);
    expect(setItem('eventQueue', ['old', 'new'])).toBe(false);
    expect(getItem('eventQueue')).toEqual(['old', 'new']);
    setItem('eventQueue', ['newer']);
    expect(getItem('eventQueue')).toEqual(['newer']);
    // The next visit finds what was stored before storage filled up, not nothing.
    expect(kv.map.get('eventQueue')).toBe('["old"]');
    setItem('uid', 'xyz');
    expect(kv.map.get('uid')).toBe('"xyz"');
    removeItem('eventQueue');
    expect(getItem('eventQueue')).toBeUndefined();
  });
  it('writes to storage again once it has room', () => {
    const kv = memory();
    let fullNow = true;
    vi.stubGlobal('localStorage', {
      ...kv,
      setItem: (k: string, v: string) => (fullNow ? fail('quota') : kv.setItem(k, v)),
    });
    setItem('subStatus', 'active');
    fullNow = false;
    expect(getString('subStatus')).toBe('active');
    expect(setItem('subStatus', 'inactive')).toBe(true);
    expect(getString('subStatus')).toBe('inactive');
    expect(kv.map.get('subStatus')).toBe('"inactive"');
  });
});

describe('each key read through its rule', () => {
  const NOW = Date.parse('2026-11-27T12:00:00Z');
  const poisoned = (key: string, raw: string) => {
    const kv = memory();
    kv.map.set(key, raw);
    kv.map.set('themeLang', '"ar"');
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the storage helper's backend for tests, not a React hook
    useBackend(kv);
    return kv;
  };

  it.each([
    ['bookmarks', '"x"'.padEnd(200_000, 'x')],
    ['reading', JSON.stringify('a'.repeat(300_000))],
    ['reading', '"size"'],
    ['reading', '[1,2]'],
    ['subStatus', '{"__proto__":{"x":1}}'],
    ['prayerPlace', 'null'],
    ['eventQueue', '{"0":"a","length":1}'],
    ['sessionTime', '"1764244800000"'],
    ['randomNumber', '1e999'],
    ['uid', '{not json'],
  ])('%s = %s…: absent, removed, and the other keys kept', (key, raw) => {
    const kv = poisoned(key, raw);
    expect(getItem(key as StoredKey)).toBeUndefined();
    expect(kv.map.has(key)).toBe(false);
    expect(getString('themeLang')).toBe('ar');
  });

  it('a time the clock has not reached reads as absent and is repaired', () => {
    vi.useFakeTimers({ now: NOW });
    try {
      const kv = poisoned('prayerAlerted', String(NOW + 365 * 86_400_000));
      expect(getItem('prayerAlerted')).toBeUndefined();
      expect(kv.map.has('prayerAlerted')).toBe(false);
      setItem('prayerAlerted', NOW - 60_000);
      expect(getItem('prayerAlerted')).toBe(NOW - 60_000);
      // Another tab's clock a few seconds ahead is not a wrong clock.
      setItem('sessionTime', NOW + 5_000);
      expect(getItem('sessionTime')).toBe(NOW + 5_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("what the feature's own check refuses is removed too", () => {
    const kv = poisoned('lastRead', '{"surah":{"id":999},"verse":-1}');
    expect(getItem('lastRead', { check: () => null })).toBeUndefined();
    expect(kv.map.has('lastRead')).toBe(false);
  });

  it('a value within its rule is read as stored', () => {
    poisoned('reading', '{"size":"2","night":"dark"}');
    expect(getItem('reading')).toEqual({ size: '2', night: 'dark' });
  });

  it('every rule allows what the app itself writes at its largest', () => {
    const fits = (key: StoredKey, value: unknown) =>
      storedValue(JSON.stringify(value), STORED_KEYS[key], NOW) !== undefined;
    const surah = { id: 114, name: 'ا'.repeat(30), transliteration: 'A'.repeat(40) };
    const bookmark = { kind: 'verse', surah, verse: 286, text: 'ا'.repeat(80) };
    expect(fits('bookmarks', Array(500).fill(bookmark))).toBe(true);
    expect(fits('eventQueue', Array(50).fill('e'.repeat(3_000)))).toBe(true);
    const url = `https://media.operator.example/${'q'.repeat(200)}.mp3`;
    expect(fits('quranAudio', Object.fromEntries(Array.from({ length: 342 }, (_, i) => [`fr:${i}`, url])))).toBe(true);
    expect(
      fits(
        'resumeAt',
        Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`hadith:${i}`, { time: 99_999, index: 99 }])),
      ),
    ).toBe(true);
    expect(fits('deviceId', 'x'.repeat(128))).toBe(true);
    expect(fits('deviceId', 'x'.repeat(129))).toBe(false);
  });
});

function fail(message: string): never {
  throw new Error(message);
}
