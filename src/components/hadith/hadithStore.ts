import { atom } from 'nanostores';
import { apiPost } from '../../lib/api.ts';
import { safeListOf } from '../../lib/validate.ts';
import { arrayOf, isHadithMonth, isHadithTrack, isRecord, type HadithTrack } from '../../shared/apiAnswers.ts';

export type { HadithTrack };

export interface HadithMonth {
  id: string;
  month: string;
}

export interface HadithContent {
  months: HadithMonth[];
  /** Audio list per month id (content<id> in the answer); a Map, as the id comes from the URL. */
  lists: Map<string, HadithTrack[]>;
}

/**
 * The last hadithContent answer. The months page fills it; the playlist page reads its month
 * from here after a client-side navigation (handed over like navigation state), or loads it itself.
 */
export const $hadith = atom<HadithContent | null>(null);

const isAnswer = (
  v: unknown,
): v is Record<string, unknown> & { month: Array<{ id: string | number; month: string }> } =>
  isRecord(v) && arrayOf(isHadithMonth)(v.month);

/** A month whose list is missing or malformed gets an empty list rather than failing the page. */
export function normalise(
  answer: Record<string, unknown> & { month: Array<{ id: string | number; month: string }> },
): HadithContent {
  const months = answer.month.map((m) => ({ id: String(m.id), month: m.month }));
  const lists = new Map<string, HadithTrack[]>();
  const isList = safeListOf(isHadithTrack, (t) => t.fileSource, 'media', 'hadith audio');
  for (const m of months) {
    const key = `content${m.id}`;
    const list = Object.hasOwn(answer, key) ? answer[key] : undefined;
    lists.set(m.id, isList(list) ? list : []);
  }
  return { months, lists };
}

export async function loadHadith(): Promise<HadithContent | null> {
  const result = await apiPost('api/hadithContent', {}, isAnswer);
  if (!result.ok) return null;
  const content = normalise(result.data);
  $hadith.set(content);
  return content;
}
