import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStore, setItem, useBackend } from '../../lib/storage.ts';
import { labelOf, loadPlace, readingPlaceOf, savePlace } from './readingPlace.ts';
import {
  bookmarkOf,
  loadBookmarks,
  loadSettings,
  settingsAttributes,
  settingsOf,
  snippet,
  toggled,
  type Bookmark,
} from './reading.ts';

const baqarah = { id: 2, name: 'البقرة', transliteration: 'Al-Baqarah' };

beforeEach(() => useBackend(memoryStore()));

describe('reading place', () => {
  it('is kept and read back', () => {
    savePlace({ surah: baqarah, verse: 255 });
    expect(loadPlace()).toEqual({ surah: baqarah, verse: 255 });
  });

  it('refuses what is not a place', () => {
    expect(readingPlaceOf({ surah: baqarah, verse: 0 })).toBeNull();
    expect(readingPlaceOf({ surah: { ...baqarah, id: 115 }, verse: 1 })).toBeNull();
    expect(readingPlaceOf({ surah: { id: 2 }, verse: 1 })).toBeNull();
    expect(readingPlaceOf('2:255')).toBeNull();
    setItem('lastRead', { surah: baqarah, verse: '255' });
    expect(loadPlace()).toBeNull();
  });

  it('names the chapter in the page language', () => {
    expect(labelOf(baqarah, 'fr')).toBe('Al-Baqarah');
    expect(labelOf(baqarah, 'ar')).toBe('البقرة');
  });
});

describe('bookmarks', () => {
  const verse: Bookmark = { kind: 'verse', surah: baqarah, verse: 255, text: 'ٱللَّهُ' };
  const dua: Bookmark = { kind: 'dua', index: 3, text: 'رَبَّنَا' };

  it('toggle: newest first, a second tap removes', () => {
    const one = toggled([], verse);
    const two = toggled(one, dua);
    expect(two).toEqual([dua, verse]);
    expect(toggled(two, { ...verse, text: 'other' })).toEqual([dua]);
  });

  it('drops stored entries that are not bookmarks and keeps the rest', () => {
    setItem('bookmarks', [
      verse,
      { kind: 'verse', surah: baqarah, verse: 999, text: '' },
      { kind: 'dua', index: -1, text: '' },
      null,
      dua,
    ]);
    expect(loadBookmarks()).toEqual([verse, dua]);
    setItem('bookmarks', { not: 'a list' });
    expect(loadBookmarks()).toEqual([]);
    expect(bookmarkOf({ kind: 'dua', index: 1 })).toBeNull();
  });
});

describe('settings', () => {
  it('defaults: medium size, translation shown, night as the phone', () => {
    expect(loadSettings()).toEqual({ size: 1, translation: true, night: 'auto' });
    expect(settingsOf({ size: '9', tr: 'maybe', night: 'purple' })).toEqual({
      size: 1,
      translation: true,
      night: 'auto',
    });
  });

  it('are stored as the attributes the head script sets, defaults left out', () => {
    expect(settingsAttributes({ size: 1, translation: true, night: 'auto' })).toEqual({});
    const chosen = { size: 3, translation: false, night: 'dark' } as const;
    expect(settingsAttributes(chosen)).toEqual({ size: '3', tr: 'off', night: 'dark' });
    expect(settingsOf(settingsAttributes(chosen))).toEqual(chosen);
  });
});

describe('snippet', () => {
  it('cuts at a word with an ellipsis', () => {
    expect(snippet('a  b\nc')).toBe('a b c');
    expect(snippet('alpha beta gamma delta', 12)).toBe('alpha beta…');
  });
});
