import { useEffect, useState } from 'react';
import type { StringsOf } from '../../i18n/index.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { getItem } from '../../lib/storage.ts';
import '../../styles/reading-prefs.css';

// The bookmarks' key and identity live here, in the dua page's island, which reads them at startup:
// in a module of their own (shared with reading.ts) they were a chunk, a ninth script on that page.
/** Where the bookmarks are kept (src/components/reading/reading.ts reads and writes them). */
export const BOOKMARKS_KEY = 'bookmarks';

/** One bookmark per verse ('2:255') or dua ('dua:3'). */
export const bookmarkId = (b: { kind: string; surah?: { id: number }; verse?: number; index?: number }): string =>
  b.kind === 'dua' ? `dua:${b.index}` : `${b.surah?.id}:${b.verse}`;

/** Whether a bookmark is kept, without loading the bookmarks' module (reading.ts) at startup. */
export const isBookmarked = (id: string): boolean =>
  [getItem<unknown>(BOOKMARKS_KEY)]
    .flat()
    .some((b) => b !== null && typeof b === 'object' && bookmarkId(b as { kind: string }) === id);

export const DUA_BOOKMARK_KEYS = ['bookmark', 'notSaved'] as const;

interface Props {
  index: number;
  /** The start of the dua's Arabic text, shown in the bookmarks list. */
  text: string;
  t: StringsOf<typeof DUA_BOOKMARK_KEYS>;
}

/** A toggle that keeps this dua among the bookmarks (on the device). */
export default function DuaBookmark({ index, text, t }: Props) {
  const hydrated = useHydrated();
  const id = `dua:${index}`;
  const [on, setOn] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's bookmarks, after the HTML's first render
  useEffect(() => setOn(isBookmarked(id)), [id]);
  return (
    <>
      <button
        type="button"
        className="text-button dua-bookmark"
        aria-pressed={on}
        disabled={!hydrated}
        onClick={() => {
          // The bookmarks' module loads on the tap: at startup it would be a ninth script.
          void import('./toggleDua.ts').then((module) => {
            setUnsaved(!module.default(index, text));
            setOn(isBookmarked(id));
          });
        }}
      >
        {t.bookmark}
      </button>
      {unsaved ? (
        <span role="status" className="save-note">
          {t.notSaved}
        </span>
      ) : null}
    </>
  );
}
