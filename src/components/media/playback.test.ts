import { beforeEach, describe, expect, it } from 'vitest';
import { setItem, useBackend } from '../../lib/storage.ts';
import { clock, localClock } from './clock.ts';
import { failureOf, storedSpeed, storeSpeed } from './playback.ts';
import { storeResume, storedResume } from './resume.ts';

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

  it('offers no place past the end of the recording, nor a nonsense one', () => {
    storeResume('quran:2', 754, 6000);
    expect(storedResume('quran:2', 6000)).toEqual({ time: 754 });
    // Another file under the same key, shorter than where the last one stopped.
    expect(storedResume('quran:2', 300)).toBeNull();
    setItem('resumeAt', { 'quran:3': { time: 1e12 } });
    expect(storedResume('quran:3')).toBeNull();
    expect(storedResume('toString')).toBeNull();
  });

  it('writes times as a clock', () => {
    expect(clock(754)).toBe('12:34');
    expect(clock(4000)).toBe('1:06:40');
    expect(clock(9)).toBe('0:09');
  });
});

describe("times in the page's digits", () => {
  it('Latin digits in fr and en, Arabic-Indic in ar', () => {
    expect(localClock('fr', 754)).toBe('12:34');
    expect(localClock('en', 4000)).toBe('1:06:40');
    expect(localClock('ar', 754)).toBe('١٢:٣٤');
    expect(localClock('ar', 0)).toBe('٠:٠٠');
  });
});

describe('why a file did not play', () => {
  it('offline is not a broken file', () => {
    expect(failureOf(false, null)).toBe('offline');
    expect(failureOf(false, { message: 'MEDIA_ELEMENT_ERROR: Format error' })).toBe('offline');
    expect(failureOf(true, { message: 'net::ERR_INTERNET_DISCONNECTED' })).toBe('offline');
    expect(failureOf(true, { message: 'MEDIA_ELEMENT_ERROR: Format error' })).toBe('error');
    expect(failureOf(true, null)).toBe('error');
  });
});
