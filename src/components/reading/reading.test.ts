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
import { READING_ATTRIBUTES } from '../../lib/readingAttributes.ts';

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
  it('defaults: medium size, translation shown, night as the phone, no transliteration', () => {
    expect(loadSettings()).toEqual({ size: 1, translation: true, night: 'auto', transliteration: false });
    expect(settingsOf({ size: '9', tr: 'maybe', night: 'purple', translit: true })).toEqual({
      size: 1,
      translation: true,
      night: 'auto',
      transliteration: false,
    });
  });

  it('are stored as the attributes the head script sets, defaults left out', () => {
    expect(settingsAttributes({ size: 1, translation: true, night: 'auto', transliteration: false })).toEqual({});
    const chosen = { size: 3, translation: false, night: 'dark', transliteration: true } as const;
    expect(settingsAttributes(chosen)).toEqual({ size: '3', tr: 'off', night: 'dark', translit: 'on' });
    expect(settingsOf(settingsAttributes(chosen))).toEqual(chosen);
  });
});

describe('the attributes the head script may set', () => {
  it('are exactly those the settings write, with their values', () => {
    const all = settingsAttributes({ size: 0, translation: false, night: 'light', transliteration: true });
    expect(Object.keys(all).sort()).toEqual(Object.keys(READING_ATTRIBUTES).sort());
    for (const [name, value] of Object.entries(all))
      expect(READING_ATTRIBUTES[name as keyof typeof READING_ATTRIBUTES]).toContain(value);
  });
});

describe('snippet', () => {
  it('cuts at a word with an ellipsis', () => {
    expect(snippet('a  b\nc')).toBe('a b c');
    expect(snippet('alpha beta gamma delta', 12)).toBe('alpha beta…');
  });
});
