import { loadBookmarks, saveBookmarks, toggled } from './reading.ts';

/** Adds a dua to the bookmarks or removes it (loaded on the tap by DuaBookmark.tsx). */
export default function toggleDua(index: number, text: string): void {
  saveBookmarks(toggled(loadBookmarks(), { kind: 'dua', index, text }));
}
