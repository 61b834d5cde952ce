import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arrivingUid, FRESH_MS, takeArrivingUid } from './arrival.ts';

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

  it('refuses a note it did not write: not a uid, not its shape, or written by anything else', () => {
    const now = Date.now();
    for (const note of [
      JSON.stringify({ uid: '../evil', at: now }),
      JSON.stringify({ uid: 1, at: now }),
      JSON.stringify({ uid: 'sub-1' }),
      JSON.stringify('sub-1'),
      '"12"',
      '{"broken',
    ]) {
      notes.set('arrivingUid', note);
      expect(arrivingUid(''), note).toBeNull();
    }
    expect(arrivingUid('#uid=a%20b')).toBeNull();
  });

  it('counts for a slow phone’s next pages, not for a tab restored much later', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') });
    arrivingUid('#uid=sub-1');
    vi.advanceTimersByTime(FRESH_MS - 1000);
    expect(arrivingUid('')).toBe('sub-1');
    vi.advanceTimersByTime(2000);
    expect(arrivingUid('')).toBeNull();
    vi.useRealTimers();
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
