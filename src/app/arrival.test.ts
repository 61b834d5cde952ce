import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arrivingUid, takeArrivingUid } from './arrival.ts';

/** A tab's sessionStorage. */
function tab(): Map<string, string> {
  const notes = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (k: string) => notes.get(k) ?? null,
      setItem: (k: string, v: string) => void notes.set(k, v),
      removeItem: (k: string) => void notes.delete(k),
    },
  });
  return notes;
}

let notes: Map<string, string>;
beforeEach(() => (notes = tab()));
afterEach(() => vi.unstubAllGlobals());

describe('the arrival link’s uid', () => {
  it('is noted by the page it opened, and found by the next page of the tab, which has no hash', () => {
    expect(arrivingUid('#uid=sub-1')).toBe('sub-1');
    expect(arrivingUid('')).toBe('sub-1');
  });

  it('is taken once by the app: the page after that has none', () => {
    arrivingUid('#uid=sub-1');
    expect(takeArrivingUid('')).toBe('sub-1');
    expect(arrivingUid('')).toBeNull();
    expect(notes.size).toBe(0);
  });

  it('is the newest link’s when another arrives in the same tab', () => {
    arrivingUid('#uid=sub-1');
    expect(takeArrivingUid('#uid=sub-2')).toBe('sub-2');
  });

  it('refuses a note that is not a uid, as it refuses such a link', () => {
    notes.set('arrivingUid', JSON.stringify('../evil'));
    expect(arrivingUid('')).toBeNull();
    notes.set('arrivingUid', '{"uid":1}');
    expect(arrivingUid('')).toBeNull();
    expect(arrivingUid('#uid=a%20b')).toBeNull();
  });

  it('still counts on the page it opened when the tab keeps no notes', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(takeArrivingUid('#uid=sub-1')).toBe('sub-1');
    expect(arrivingUid('')).toBeNull();
  });
});
