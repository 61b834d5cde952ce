import { getItem } from '../../lib/storage.ts';

/** Where the bookmarks are kept (reading.ts reads and writes them; the pre-paint script reads them). */
export const BOOKMARKS_KEY = 'bookmarks';

/** One bookmark per verse ('2:255') or dua ('dua:3'). */
export const bookmarkId = (b: { kind: string; surah?: { id: number }; verse?: number; index?: number }): string =>
  b.kind === 'dua' ? `dua:${b.index}` : `${b.surah?.id}:${b.verse}`;

/** Whether a bookmark is kept, read without the bookmarks' model (reading.ts), which a tap loads. */
export const isBookmarked = (id: string): boolean =>
  [getItem<unknown>(BOOKMARKS_KEY)]
    .flat()
    .some((b) => b !== null && typeof b === 'object' && bookmarkId(b as { kind: string }) === id);
