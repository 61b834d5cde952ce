import { useEffect, useState } from 'react';
import { formatNumber, localePath, type Locale, type StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { duaPath, versePath } from '../../shared/routes.ts';
import { bookmarkId, labelOf, loadBookmarks, saveBookmarks, type Bookmark } from './reading.ts';
import './bookmarks.css';
import '../../styles/reading-prefs.css';

export const BOOKMARK_LIST_KEYS = ['noBookmarks', 'removeBookmark', 'verseOf', 'duaName'] as const;

interface Props {
  locale: Locale;
  t: StringsOf<typeof BOOKMARK_LIST_KEYS>;
}

function titleOf(b: Bookmark, locale: Locale, t: Props['t']): string {
  return b.kind === 'dua'
    ? fill(t.duaName, { n: formatNumber(locale, b.index + 1) })
    : fill(t.verseOf, { surah: labelOf(b.surah, locale), verse: formatNumber(locale, b.verse) });
}

/** The bookmarks kept on this device, newest first, each a link to its verse or dua, each removable. */
export default function BookmarkList({ locale, t }: Props) {
  // Storage is read after hydration: the page's HTML cannot know it.
  const [list, setList] = useState<Bookmark[] | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's list, after the HTML's first render
  useEffect(() => setList(loadBookmarks()), []);

  // The page's HTML is the empty state (bookmarksScript.ts hides it on a phone that keeps some);
  // a new key once the list is read, so what that script set does not outlive the HTML.
  if (list === null || list.length === 0)
    return (
      <p className="bookmarks-empty" key={list ? 'read' : 'html'}>
        {t.noBookmarks}
      </p>
    );
  const remove = (b: Bookmark) => {
    const next = loadBookmarks().filter((x) => bookmarkId(x) !== bookmarkId(b));
    saveBookmarks(next);
    setList(next);
  };
  return (
    <ul className="bookmarks">
      {list.map((b) => {
        const title = titleOf(b, locale, t);
        const href = localePath(locale, b.kind === 'dua' ? duaPath(b.index) : versePath(b.surah.id, b.verse));
        return (
          <li key={bookmarkId(b)}>
            <a href={href}>
              <span className="bookmark-title">{title}</span>
              <span className="bookmark-text" lang="ar" dir="rtl">
                {b.text}
              </span>
            </a>
            <button type="button" aria-label={fill(t.removeBookmark, { title })} onClick={() => remove(b)}>
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
