import { isSafeUrl, type UrlUse } from './safeUrl.ts';
import {
  arrayOf,
  isQuranVerse,
  isRecord,
  isString,
  isTile,
  type AppConfigResponse,
  type CheckSubResponse,
  type Guard,
  type QuranDataResponse,
  type QuranVerse,
  type Tile,
  type UnsubscribeResponse,
} from '../shared/apiAnswers.ts';

// The answers' shapes are checked by the guards both sides share (src/shared/apiAnswers.ts, imported
// from there); what is added here is the browser's own concern: which URLs an answer may make it load.
export type { AppConfigResponse, CheckSubResponse, Guard, QuranDataResponse, QuranVerse, Tile, UnsubscribeResponse };

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
