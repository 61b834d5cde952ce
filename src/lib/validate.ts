import { isSafeUrl, type UrlUse } from './safeUrl.ts';
import type {
  AppConfigResponse,
  CheckSubResponse,
  QuranDataResponse,
  QuranVerse,
  Tile,
  UnsubscribeResponse,
} from '../shared/apiAnswers.ts';

export type { AppConfigResponse, CheckSubResponse, QuranDataResponse, QuranVerse, Tile, UnsubscribeResponse };

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

export const isAppConfig: Guard<AppConfigResponse> = (v): v is AppConfigResponse =>
  isRecord(v) && safeListOf(isTile, (t) => t.image, 'image', 'tile image')(v.data) && isString(v.subUrl);

/** The current status, which the API spells both currentStatus and currentstatus. */
export function currentStatusOf(v: { currentStatus?: string; currentstatus?: string }): string | undefined {
  return v.currentStatus ?? v.currentstatus;
}

/**
 * A value from the operator that is kept, then sent with every call or event (the msisdn, the
 * current status): a phone number, a token or a status word, in printable ASCII (fetch() throws on
 * any other header character, and every call would then fail as if offline), 128 characters at
 * most. Anything else reads as absent.
 */
export const isToken = (v: unknown): v is string => typeof v === 'string' && /^[\x21-\x7e]{1,128}$/.test(v);

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
