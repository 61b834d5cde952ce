import { loadBookmarks, saveBookmarks, toggled } from './reading.ts';

/**
 * Adds a dua to the bookmarks or removes it (loaded on the tap by DuaActions.tsx); false when the
 * phone's storage refused the change.
 */
export default function toggleDua(index: number, text: string): boolean {
  return saveBookmarks(toggled(loadBookmarks(), { kind: 'dua', index, text }));
}
