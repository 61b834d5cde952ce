/**
 * The operator API's answers, as the reference server writes them and the app reads them, and
 * the guards that check an answer's shape: written once, here. The app checks every answer with
 * them (src/lib/validate.ts adds what is the browser's own concern: which URLs it may load), and
 * the server's tests check its own answers with them (server/contract.test.ts).
 */

export interface CheckSubResponse {
  status: 'success' | 'failed';
  subStatus?: 'new' | 'active' | 'inactive';
  message?: string;
  currentStatus?: string;
  msisdn?: string;
}

/** The API spells the status `currentstatus` in this answer; the app reads both spellings. */
export interface UnsubscribeResponse {
  status: 'success' | 'failed';
  message?: string;
  subStatus?: string;
  currentstatus?: string;
  currentStatus?: string;
}

export interface Tile {
  id: number;
  image: string;
  title: { en: string; fr: string; ar: string };
}

export interface AppConfigResponse {
  configData?: unknown;
  data: Tile[];
  subUrl: string;
}

export interface QuranVerse {
  v_word: string;
  v_default_translation: string;
}

export interface QuranDataResponse {
  quranData: QuranVerse[];
  audio: string;
}

export interface HadithTrack {
  name: string;
  title: string;
  id: string | number;
  fileSource: string;
}

/** `month` lists the months; `content<id>` holds each month's tracks. */
export type HadithContentResponse = { month: Array<{ id: string | number; month: string }> } & {
  [list: `content${string}`]: HadithTrack[];
};

/** A check that a value parsed from an answer has the shape its type says. */
export type Guard<T> = (value: unknown) => value is T;

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const isString = (v: unknown): v is string => typeof v === 'string';

/** Text that says something, within a bound: longer than any of ours is not ours. */
export const isTextUpTo = (v: unknown, max: number): v is string => isString(v) && v.trim() !== '' && v.length <= max;

/** A whole number from 1 to `max` (a surah's number, a verse's). */
export const isWholeUpTo = (v: unknown, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= max;

export function arrayOf<T>(guard: Guard<T>): Guard<T[]> {
  return (v): v is T[] => Array.isArray(v) && v.every(guard);
}

const SUB_STATUSES = ['new', 'active', 'inactive'];

export const isCheckSub: Guard<CheckSubResponse> = (v): v is CheckSubResponse => {
  if (!isRecord(v) || (v.status !== 'success' && v.status !== 'failed')) return false;
  if (v.message !== undefined && !isString(v.message)) return false;
  if (v.status === 'success' && !SUB_STATUSES.includes(v.subStatus as string)) return false;
  return true;
};

export const isUnsubscribe: Guard<UnsubscribeResponse> = (v): v is UnsubscribeResponse =>
  isRecord(v) && (v.status === 'success' || v.status === 'failed') && (v.message === undefined || isString(v.message));

export const isTile: Guard<Tile> = (v): v is Tile =>
  isRecord(v) &&
  Number.isInteger(v.id) &&
  isString(v.image) &&
  isRecord(v.title) &&
  isString(v.title.en) &&
  isString(v.title.fr) &&
  isString(v.title.ar);

export const isQuranVerse: Guard<QuranVerse> = (v): v is QuranVerse =>
  isRecord(v) && isString(v.v_word) && isString(v.v_default_translation);

const isId = (v: unknown) => isString(v) || Number.isInteger(v);

export const isHadithMonth = (v: unknown): v is { id: string | number; month: string } =>
  isRecord(v) && isId(v.id) && isString(v.month);

export const isHadithTrack: Guard<HadithTrack> = (v): v is HadithTrack =>
  isRecord(v) && isString(v.name) && isString(v.title) && isId(v.id) && isString(v.fileSource);
