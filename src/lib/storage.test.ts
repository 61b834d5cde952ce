import { afterEach, describe, expect, it } from 'vitest';
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

afterEach(() => useBackend(null));

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
});
