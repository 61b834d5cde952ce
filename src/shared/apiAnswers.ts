/**
 * The operator API's answers, as the reference server writes them and the app reads them (after
 * checking them: src/lib/validate.ts). Written once, here.
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
