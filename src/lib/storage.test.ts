import { afterEach, describe, expect, it, vi } from 'vitest';
import { getItem, getString, removeItem, setItem, useBackend } from './storage.ts';

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
    setItem('queue', ['a', 'b']);
    expect(kv.map.get('uid')).toBe('"abc"');
    expect(getItem('queue')).toEqual(['a', 'b']);
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
  it('after a failed write, reads see the new value and later writes of that key are kept', () => {
    const kv = memory();
    kv.map.set('eventQueue', '["old"]');
    kv.map.set('uid', '"abc"');
    const full = { ...kv, setItem: (k: string, v: string) => (k === 'eventQueue' ? fail('quota') : kv.setItem(k, v)) };
    // The page's own localStorage, which the helper picks up again on every call.
    vi.stubGlobal('localStorage', full);
    setItem('eventQueue', ['old', 'new']);
    expect(getItem('eventQueue')).toEqual(['old', 'new']);
    setItem('eventQueue', ['newer']);
    expect(getItem('eventQueue')).toEqual(['newer']);
    expect(kv.map.has('eventQueue')).toBe(false);
    setItem('uid', 'xyz');
    expect(kv.map.get('uid')).toBe('"xyz"');
    removeItem('eventQueue');
    expect(getItem('eventQueue')).toBeUndefined();
  });
  it('keeps a value written after a quota error even when the storage recovers', () => {
    const kv = memory();
    let fullNow = true;
    vi.stubGlobal('localStorage', {
      ...kv,
      setItem: (k: string, v: string) => (fullNow ? fail('quota') : kv.setItem(k, v)),
    });
    setItem('subStatus', 'active');
    fullNow = false;
    expect(getString('subStatus')).toBe('active');
    setItem('subStatus', 'inactive');
    expect(getString('subStatus')).toBe('inactive');
  });
});

function fail(message: string): never {
  throw new Error(message);
}
