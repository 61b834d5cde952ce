import { atom } from 'nanostores';
import { apiPost } from '../../lib/api.ts';
import { arrayOf, isRecord, isString, type Guard } from '../../shared/apiAnswers.ts';
import { safeListOf } from '../../lib/validate.ts';
import { isSafeUrl } from '../../lib/safeUrl.ts';
import { sharedLoad } from './sharedLoad.ts';

/** `name` goes beyond the API contract ({link, thumbnail}); without it the card gets a generic title. */
export interface VideoItem {
  link: string;
  thumbnail?: string;
  name?: string;
}

export interface AudioItem {
  name: string;
  link: string;
}

export interface Category<T> {
  ramadanCategory: string;
  data: T[];
}

export interface RamadanJson {
  video: Category<VideoItem>[];
  audio: Category<AudioItem>[];
}

const optString = (v: unknown) => v === undefined || v === null || isString(v);
/** A thumbnail that is not a safe image URL is forgotten: the card asks the embed service or shows a placeholder. */
const isVideo = (v: unknown): v is VideoItem => {
  if (!(isRecord(v) && isString(v.link) && optString(v.thumbnail) && optString(v.name))) return false;
  if (v.thumbnail && !isSafeUrl(v.thumbnail, 'image', 'video thumbnail')) delete v.thumbnail;
  return true;
};
const isAudio = (v: unknown): v is AudioItem => isRecord(v) && isString(v.name) && isString(v.link);
const categoryOf =
  <T extends { link: string }>(item: Guard<T>, use: 'video' | 'media', what: string): Guard<Category<T>> =>
  (v): v is Category<T> =>
    isRecord(v) && isString(v.ramadanCategory) && safeListOf(item, (i) => i.link, use, what)(v.data);
const isRamadan = (v: unknown): v is { ramadanJson: RamadanJson } =>
  isRecord(v) &&
  isRecord(v.ramadanJson) &&
  arrayOf(categoryOf(isVideo, 'video', 'Ramadan video'))(v.ramadanJson.video) &&
  arrayOf(categoryOf(isAudio, 'media', 'Ramadan audio'))(v.ramadanJson.audio);

/** The last ramadan answer: /9 hands it to the see-all pages, which load it themselves on a deep link. */
export const $ramadan = atom<RamadanJson | null>(null);

export async function loadRamadan(): Promise<RamadanJson | null> {
  const result = await apiPost('ramadan', {}, isRamadan);
  if (!result.ok) return null;
  $ramadan.set(result.data.ramadanJson);
  return result.data.ramadanJson;
}

/** For the row islands of /9: one request for all of them, its answer kept for a few seconds. */
export const loadRamadanShared = sharedLoad(loadRamadan, 5000);
