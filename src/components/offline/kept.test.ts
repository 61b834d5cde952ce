import { describe, expect, it } from 'vitest';
import { formatSize, type KeptItem } from './kept.ts';
import { filesOnlyIn, totalBytes, withKept, withoutKept } from './keptList.ts';

const surah = (n: number, bytes = 1000): KeptItem => ({
  id: `quran:${n}`,
  route: `/quran_detail/${n}`,
  files: [`/media/quran/${n}.mp3`],
  bytes,
  name: 'الفاتحة',
  latin: 'Al-Fatihah',
});

describe('formatSize', () => {
  it('says megabytes with one decimal below ten, whole above, in the page’s digits', () => {
    expect(formatSize('en', 12.4 * 1024 * 1024)).toBe('12\u00a0MB');
    expect(formatSize('en', 1.25 * 1024 * 1024)).toBe('1.3\u00a0MB');
    expect(formatSize('fr', 3.5 * 1024 * 1024)).toMatch(/^3,5\sMo$/);
    expect(formatSize('ar', 12 * 1024 * 1024)).toBe('١٢\u00a0ميغابايت');
  });

  it('says kilobytes for small files, never zero', () => {
    expect(formatSize('en', 13_054)).toBe('13\u00a0kB');
    expect(formatSize('en', 10)).toBe('1\u00a0kB');
  });

  it('never lets a line end between the number and its unit', () => {
    for (const locale of ['fr', 'en', 'ar'] as const)
      for (const bytes of [10, 13_054, 1.25 * 1024 * 1024, 12 * 1024 * 1024])
        expect(formatSize(locale, bytes)).not.toMatch(/ /);
  });
});

describe('the kept list', () => {
  it('keeps an item once, the newest last, and forgets it', () => {
    const list = withKept(withKept(withKept([], surah(1)), surah(2)), surah(1, 5));
    expect(list.map((k) => k.id)).toEqual(['quran:2', 'quran:1']);
    expect(totalBytes(list)).toBe(1005);
    expect(withoutKept(list, 'quran:2').map((k) => k.id)).toEqual(['quran:1']);
  });

  it('removes only the files no other kept item shares', () => {
    const duas: KeptItem = {
      id: 'dua:en',
      route: '/3',
      files: ['/media/dua/a.mp3', '/media/quran/1.mp3'],
      bytes: 9,
      name: 'أدعية',
      latin: 'Duas',
    };
    const list = [surah(1), duas];
    expect(filesOnlyIn(list, 'dua:en')).toEqual(['/media/dua/a.mp3']);
    expect(filesOnlyIn(list, 'quran:1')).toEqual([]);
    expect(filesOnlyIn(list, 'none')).toEqual([]);
  });
});
