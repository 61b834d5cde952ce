import { useEffect, useState } from 'react';
import type { StringsOf } from '../../i18n/index.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { isBookmarked } from './bookmarkId.ts';
import '../../styles/reading-prefs.css';

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
          // The bookmarks' model is needed only once the subscriber taps.
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
