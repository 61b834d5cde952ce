import { useEffect } from 'react';
import { readOnScreen } from '../plan/planStore.ts';
import { savePlace, type SurahLabel } from './readingPlace.ts';

/** How often, at most, the place is written while the subscriber scrolls. */
const THROTTLE_MS = 500;

/** The topmost verse on screen, just below the sticky header and the reading tools' band; null while none is there. */
function topVerse(): number | null {
  const header = Math.max(
    ...['.app-header', '.surah-tools'].map((s) => document.querySelector(s)?.getBoundingClientRect().bottom ?? 0),
  );
  const item = document.elementFromPoint(innerWidth / 2, Math.max(0, header) + 2)?.closest('.verses > li');
  return item ? Number(item.id.slice(1)) : null;
}

/** The last verse wholly on screen (found by halves: a chapter has up to 286), and the chapter's last. */
function bottomVerse(): { verse: number; last: number } | null {
  const items = document.querySelectorAll('.verses > li');
  let [low, high, found] = [0, items.length - 1, -1];
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (items[mid].getBoundingClientRect().bottom <= innerHeight) [found, low] = [mid, mid + 1];
    else high = mid - 1;
  }
  return found < 0
    ? null
    : { verse: Number(items[found].id.slice(1)), last: Number(items[items.length - 1].id.slice(1)) };
}

/** Keeps the verse being read (the topmost in view) on the device as the subscriber scrolls, and the reading plan's progress. */
export function useReadingPlace(surah: SurahLabel): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      const verse = topVerse();
      if (verse === null) return;
      savePlace({ surah, verse });
      // The reading plan, if any, moves on by what the reader has had on screen.
      const seen = bottomVerse();
      if (seen) readOnScreen(surah.id, verse, seen.verse, seen.last);
    };
    const onScroll = () => {
      timer ??= setTimeout(save, THROTTLE_MS);
    };
    addEventListener('scroll', onScroll, { passive: true });
    // A page opened at a verse's address is read from there. After a client-side navigation the
    // router scrolls to the address before the swapped page has settled (the verse then lies far
    // below the screen): brought back once the tools are up.
    const target = /^#v\d+$/.test(location.hash) ? document.getElementById(location.hash.slice(1)) : null;
    if (target) {
      const top = target.getBoundingClientRect().top;
      if (top < 0 || top > innerHeight / 2) target.scrollIntoView();
      save();
    }
    return () => {
      removeEventListener('scroll', onScroll);
      // Not saved now: on a page swap the document already shows the next page's verses.
      clearTimeout(timer);
    };
  }, [surah]);
}
