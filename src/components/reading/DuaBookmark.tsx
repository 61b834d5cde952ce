import { useEffect, useState } from 'react';
import type { StringsOf } from '../../i18n/index.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { bookmarkId, loadBookmarks, saveBookmarks, toggled, type Bookmark } from './reading.ts';
import '../../styles/reading-prefs.css';

export const DUA_BOOKMARK_KEYS = ['bookmark'] as const;

interface Props {
  index: number;
  /** The start of the dua's Arabic text, shown in the bookmarks list. */
  text: string;
  t: StringsOf<typeof DUA_BOOKMARK_KEYS>;
}

/** A toggle that keeps this dua among the bookmarks (on the device). */
export default function DuaBookmark({ index, text, t }: Props) {
  const hydrated = useHydrated();
  const mark: Bookmark = { kind: 'dua', index, text };
  const [on, setOn] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's bookmarks, after the HTML's first render
  useEffect(() => setOn(loadBookmarks().some((b) => bookmarkId(b) === `dua:${index}`)), [index]);
  return (
    <button
      type="button"
      className="text-button dua-bookmark"
      aria-pressed={on}
      disabled={!hydrated}
      onClick={() => {
        const list = toggled(loadBookmarks(), mark);
        saveBookmarks(list);
        setOn(list.some((b) => bookmarkId(b) === bookmarkId(mark)));
      }}
    >
      {t.bookmark}
    </button>
  );
}
