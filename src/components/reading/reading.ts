/**
 * What a reader keeps on this device: the last place read, bookmarks of verses and duas, and the
 * reading settings. Everything goes through the storage helper; whatever is read back is checked,
 * since storage outlives deploys and can hold anything.
 */
import { cutAtWord } from '../../shared/text.ts';
import { getItem, setItem } from '../../lib/storage.ts';
import { readingPlaceOf, type SurahLabel } from './readingPlace.ts';
import { BOOKMARKS_KEY, bookmarkId } from './bookmarkId.ts';
import { NIGHT_MODES, READING_ATTRIBUTES, TEXT_SIZES } from '../../lib/readingAttributes.ts';

export { labelOf, type SurahLabel } from './readingPlace.ts';
export { bookmarkId } from './bookmarkId.ts';

export type Bookmark =
  { kind: 'verse'; surah: SurahLabel; verse: number; text: string } | { kind: 'dua'; index: number; text: string };

/** The text size steps of the Arabic (index into the CSS's sizes), and the night theme's choices. */
export { NIGHT_MODES, TEXT_SIZES };
export type TextSize = (typeof TEXT_SIZES)[number];
export type NightMode = (typeof NIGHT_MODES)[number];

/**
 * Stored as the attributes the head script copies onto <html> before first paint (data-rsize,
 * data-rtr, data-rnight, data-rtranslit: READING_ATTRIBUTES says which, with their values).
 * Defaults are not written.
 */
export interface ReadingSettings {
  size: TextSize;
  translation: boolean;
  night: NightMode;
  /** Each verse's Latin transliteration under its Arabic: off by default (fetched when on). */
  transliteration: boolean;
}

export const SETTINGS_KEY = 'reading';
/** A snippet of a bookmarked verse or dua: enough to recognise it in the list. */
export const SNIPPET_LENGTH = 80;
const MAX_BOOKMARKS = 500;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function bookmarkOf(v: unknown): Bookmark | null {
  if (!isObject(v) || typeof v.text !== 'string') return null;
  const text = v.text.slice(0, SNIPPET_LENGTH);
  if (v.kind === 'dua')
    return Number.isInteger(v.index) && (v.index as number) >= 0 && (v.index as number) < 1000
      ? { kind: 'dua', index: v.index as number, text }
      : null;
  if (v.kind !== 'verse') return null;
  const place = readingPlaceOf(v);
  return place ? { kind: 'verse', ...place, text } : null;
}

export function settingsOf(v: unknown): ReadingSettings {
  const r = isObject(v) ? v : {};
  const size = Number(r.size);
  return {
    size: (TEXT_SIZES as readonly number[]).includes(size) ? (size as TextSize) : 1,
    translation: r.tr !== 'off',
    night: (NIGHT_MODES as readonly unknown[]).includes(r.night) ? (r.night as NightMode) : 'auto',
    transliteration: r.translit === 'on',
  };
}

/** The attributes the head script sets on <html>: only those that differ from the defaults. */
export function settingsAttributes(s: ReadingSettings): Record<string, string> {
  const out: Record<string, string> = {};
  if (s.size !== 1) out.size = String(s.size);
  if (!s.translation) out.tr = 'off';
  if (s.night !== 'auto') out.night = s.night;
  if (s.transliteration) out.translit = 'on';
  return out;
}

/** Adds a bookmark (newest first) or, when it is there already, removes it. */
export function toggled(list: readonly Bookmark[], b: Bookmark): Bookmark[] {
  const id = bookmarkId(b);
  const rest = list.filter((x) => bookmarkId(x) !== id);
  return rest.length < list.length ? rest : [b, ...list].slice(0, MAX_BOOKMARKS);
}

export function loadBookmarks(): Bookmark[] {
  const raw = getItem<unknown[]>(BOOKMARKS_KEY) ?? [];
  return raw.map(bookmarkOf).filter((b): b is Bookmark => b !== null);
}

/** False when the phone's storage refused the list: it holds for this visit only. */
export function saveBookmarks(list: readonly Bookmark[]): boolean {
  return setItem(BOOKMARKS_KEY, list);
}

export function loadSettings(): ReadingSettings {
  return settingsOf(getItem(SETTINGS_KEY));
}

/** Stores the settings and applies them to the page at once, as the head script does at load. */
export function applySettings(s: ReadingSettings): void {
  const attributes = settingsAttributes(s);
  setItem(SETTINGS_KEY, attributes);
  const root = document.documentElement;
  for (const name of Object.keys(READING_ATTRIBUTES)) {
    if (name in attributes) root.setAttribute(`data-r${name}`, attributes[name]);
    else root.removeAttribute(`data-r${name}`);
  }
}

/** The start of a text, cut at a word, for a bookmark's line in the list. */
export const snippet = (text: string, length = SNIPPET_LENGTH): string => cutAtWord(text, length);
