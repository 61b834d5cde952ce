import { isSafeUrl, type UrlUse } from './safeUrl.ts';

/** Small guards for API answers: the client never trusts a response's shape. */
export type Guard<T> = (value: unknown) => value is T;

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const isString = (v: unknown): v is string => typeof v === 'string';

export function arrayOf<T>(guard: Guard<T>): Guard<T[]> {
  return (v): v is T[] => Array.isArray(v) && v.every(guard);
}

/**
 * A list of well-shaped items from which those whose URL is unsafe for `use` (another host, a
 * `javascript:` or `data:` URL, a protocol-relative trick) are dropped, each with a logged reason.
 * The drop happens in place: the answer was just parsed and nothing else holds it yet.
 */
export function safeListOf<T>(guard: Guard<T>, urlOf: (item: T) => unknown, use: UrlUse, what: string): Guard<T[]> {
  return (v): v is T[] => {
    if (!arrayOf(guard)(v)) return false;
    const kept = v.filter((item) => isSafeUrl(urlOf(item), use, what));
    v.splice(0, v.length, ...kept);
    return true;
  };
}

export interface CheckSubResponse {
  status: 'success' | 'failed';
  subStatus?: 'new' | 'active' | 'inactive';
  message?: string;
  currentStatus?: string;
  msisdn?: string;
}

const SUB_STATUSES = ['new', 'active', 'inactive'];

export const isCheckSub: Guard<CheckSubResponse> = (v): v is CheckSubResponse => {
  if (!isRecord(v) || (v.status !== 'success' && v.status !== 'failed')) return false;
  if (v.message !== undefined && !isString(v.message)) return false;
  if (v.status === 'success' && !SUB_STATUSES.includes(v.subStatus as string)) return false;
  return true;
};

export interface UnsubscribeResponse {
  status: 'success' | 'failed';
  message?: string;
  subStatus?: string;
  currentstatus?: string;
  currentStatus?: string;
}

export const isUnsubscribe: Guard<UnsubscribeResponse> = (v): v is UnsubscribeResponse =>
  isRecord(v) && (v.status === 'success' || v.status === 'failed') && (v.message === undefined || isString(v.message));

export interface Tile {
  id: number;
  image: string;
  title: { en: string; fr: string; ar: string };
}

export const isTile: Guard<Tile> = (v): v is Tile =>
  isRecord(v) &&
  Number.isInteger(v.id) &&
  isString(v.image) &&
  isRecord(v.title) &&
  isString(v.title.en) &&
  isString(v.title.fr) &&
  isString(v.title.ar);

export interface AppConfigResponse {
  configData?: unknown;
  data: Tile[];
  subUrl: string;
}

export const isAppConfig: Guard<AppConfigResponse> = (v): v is AppConfigResponse =>
  isRecord(v) && safeListOf(isTile, (t) => t.image, 'image', 'tile image')(v.data) && isString(v.subUrl);

/** The current status, which the API spells both currentStatus and currentstatus. */
export function currentStatusOf(v: { currentStatus?: string; currentstatus?: string }): string | undefined {
  return v.currentStatus ?? v.currentstatus;
}

/**
 * Text from an answer that is kept and then sent in headers and events: a non-empty string
 * within `max` characters and without control characters (a CR or LF would break a header, and
 * the operator's values are short tokens). Anything else reads as absent.
 */
export function boundedText(v: unknown, max: number): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return typeof v === 'string' && v.length > 0 && v.length <= max && !/[\u0000-\u001f\u007f-\u009f]/.test(v)
    ? v
    : undefined;
}

/** An msisdn is a phone number or an operator's token for one: 128 characters is ample for either. */
export const MSISDN_MAX = 128;
/** The operator's status words ('new', 'active', ...). */
export const CURRENT_STATUS_MAX = 64;

/**
 * The msisdn rides in a header of every API call: beyond printable ASCII, fetch() throws on the
 * header (every call would then fail as if offline), so only printable ASCII is kept.
 */
export function msisdnOf(v: unknown): string | undefined {
  const text = boundedText(v, MSISDN_MAX);
  return text && /^[\x21-\x7e]+$/.test(text) ? text : undefined;
}

/** What a checkSub answer says about who the subscriber is; a missing or unusable value is absent. */
export function profileOf(r: CheckSubResponse): { msisdn?: string; currentStatus?: string } {
  return {
    msisdn: msisdnOf(r.msisdn),
    currentStatus: boundedText(currentStatusOf(r), CURRENT_STATUS_MAX),
  };
}

export interface QuranVerse {
  v_word: string;
  v_default_translation: string;
}

export interface QuranDataResponse {
  quranData: QuranVerse[];
  audio: string;
}

const isQuranVerse: Guard<QuranVerse> = (v): v is QuranVerse =>
  isRecord(v) && isString(v.v_word) && isString(v.v_default_translation);

/** A media URL we are willing to hand to an <audio>: an absolute path or an http(s) URL on an allowed origin. */
export const isMediaUrl = (v: unknown): v is string => isSafeUrl(v, 'media', 'audio');

export const isQuranData: Guard<QuranDataResponse> = (v): v is QuranDataResponse =>
  isRecord(v) &&
  isMediaUrl(v.audio) &&
  Array.isArray(v.quranData) &&
  v.quranData.length > 0 &&
  v.quranData.every(isQuranVerse);

/** Enough of a quranData answer to play: a safe audio URL. A surah page has its verses in its HTML. */
export const isQuranAudio: Guard<{ quranData: unknown[]; audio: string }> = (
  v,
): v is { quranData: unknown[]; audio: string } => isRecord(v) && isMediaUrl(v.audio) && Array.isArray(v.quranData);
