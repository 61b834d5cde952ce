import { beforeEach, describe, expect, it } from 'vitest';
import { useBackend } from '../../lib/storage.ts';
import { clock, storeResume, storedResume, storedSpeed, storeSpeed } from './playback.ts';

describe('playback preferences', () => {
  beforeEach(() => {
    const map = new Map<string, string>();
    useBackend({
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    });
  });

  it('keeps a speed from the list and ignores anything else', () => {
    expect(storedSpeed()).toBe(1);
    storeSpeed(1.5);
    expect(storedSpeed()).toBe(1.5);
    storeSpeed(7);
    expect(storedSpeed()).toBe(1.5);
  });

  it('offers to resume mid-way, not at the start nor at the very end', () => {
    storeResume('quran:2', 754.6, 6000);
    expect(storedResume('quran:2')).toEqual({ time: 754 });
    storeResume('quran:2', 5998, 6000);
    expect(storedResume('quran:2')).toBeNull();
    storeResume('hadith:1', 2, 60, 3);
    expect(storedResume('hadith:1')).toBeNull();
    storeResume('hadith:1', 30, 60, 3);
    expect(storedResume('hadith:1')).toEqual({ time: 30, index: 3 });
  });

  it('writes times as a clock', () => {
    expect(clock(754)).toBe('12:34');
    expect(clock(4000)).toBe('1:06:40');
    expect(clock(9)).toBe('0:09');
  });
});
