import { atom } from 'nanostores';
import { apiPost } from '../../lib/api.ts';
import { arrayOf, isRecord, isString, type Guard } from '../../lib/validate.ts';

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
const isVideo = (v: unknown): v is VideoItem =>
  isRecord(v) && isString(v.link) && optString(v.thumbnail) && optString(v.name);
const isAudio = (v: unknown): v is AudioItem => isRecord(v) && isString(v.name) && isString(v.link);
const categoryOf =
  <T>(item: Guard<T>): Guard<Category<T>> =>
  (v): v is Category<T> =>
    isRecord(v) && isString(v.ramadanCategory) && arrayOf(item)(v.data);
const isRamadan = (v: unknown): v is { ramadanJson: RamadanJson } =>
  isRecord(v) &&
  isRecord(v.ramadanJson) &&
  arrayOf(categoryOf(isVideo))(v.ramadanJson.video) &&
  arrayOf(categoryOf(isAudio))(v.ramadanJson.audio);

/** The last ramadan answer: /9 hands it to the see-all pages, which load it themselves on a deep link. */
export const $ramadan = atom<RamadanJson | null>(null);

export async function loadRamadan(): Promise<RamadanJson | null> {
  const result = await apiPost('ramadan', {}, isRamadan);
  if (!result.ok) return null;
  $ramadan.set(result.data.ramadanJson);
  return result.data.ramadanJson;
}

/** ?category=<index> of the see-all pages, or null when absent or not an index. */
export function categoryFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('category');
  return raw !== null && /^\d{1,3}$/.test(raw) ? Number(raw) : null;
}
