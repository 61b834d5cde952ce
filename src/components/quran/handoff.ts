// What a surah page hands to its twin in another language (a language change is a full page
// load): the verse the subscriber was reading, and whether the recitation was playing. Kept in
// sessionStorage (this tab only), read once by the new page's surah player when it hydrates.
//
// The place is restored then, after the page has loaded, rather than by the head script at
// DOMContentLoaded: that script is in every page's HTML, and /quran_detail/2 has few bytes to spare
// under its HTML budget. Restoring after the load also lands right the first time, since the
// verses around the place have their heights (Quran font included) by then.

import { isFresh, takeNote, writeNote } from '../../lib/sessionNotes.ts';

export const PLACE_KEY = 'readingPlace';
const PLAYING_KEY = 'carryPlaying';
/** A handoff older than this is from another visit, not from the language change just made. */
const FRESH_MS = 60_000;

export interface ReadingPlace {
  path: string;
  verse: number;
}

/**
 * The index of the first item whose bottom is below `top` (the edge under the sticky header): the
 * verse being read. Items are in document order, so their bottoms grow: a binary search reads a
 * handful of the hundreds of verses' boxes.
 */
export function firstBelow(count: number, bottomOf: (i: number) => number, top: number): number {
  let lo = 0;
  let hi = count - 1;
  if (count === 0) return 0;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bottomOf(mid) > top) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Writes down the verse at the top of the screen for the page at `href`. */
export function keepReadingPlace(href: string): void {
  const verses = document.querySelectorAll('.verses > li');
  const header = document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0;
  if (verses.length === 0 || window.scrollY === 0) return;
  // A pixel of slack: the verse scrolled to sits exactly under the header, its predecessor's
  // border a fraction of a pixel lower.
  const verse = firstBelow(verses.length, (i) => verses[i].getBoundingClientRect().bottom, Math.max(0, header) + 1);
  writeNote(PLACE_KEY, { path: new URL(href, location.href).pathname, verse } satisfies ReadingPlace);
}

/**
 * Scrolls to the verse a language change left off at, unless the subscriber has already scrolled
 * this page (then their own place wins). The note is used once.
 */
export function settleReadingPlace(): void {
  const place = takeNote(PLACE_KEY) as Partial<ReadingPlace> | null;
  if (!place || place.path !== location.pathname || typeof place.verse !== 'number') return;
  const target = document.querySelectorAll('.verses > li')[place.verse];
  if (target && window.scrollY < 1) target.scrollIntoView();
}

/** The recitation `key` was playing when the language changed: the next page plays on. */
export function keepPlaying(key: string, now = Date.now()): void {
  writeNote(PLAYING_KEY, { key, at: now });
}

/** Whether the page before this one was playing `key` (once: the note is removed). */
export function takePlaying(key: string, now = Date.now()): boolean {
  const note = takeNote(PLAYING_KEY);
  if (!note || typeof note !== 'object') return false;
  const { key: played, at } = note as { key?: unknown; at?: unknown };
  return played === key && isFresh(at, now, FRESH_MS);
}
