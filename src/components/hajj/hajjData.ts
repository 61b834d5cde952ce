import { apiPost } from '../../lib/api.ts';
import { arrayOf, isRecord, isString, type Guard } from '../../shared/apiAnswers.ts';
import { safeListOf } from '../../lib/validate.ts';

export interface HajjGroup {
  hajjCategory: string;
  data: Array<{ name: string; link: string }>;
}

const isItem = (v: unknown): v is { name: string; link: string } => isRecord(v) && isString(v.name) && isString(v.link);
const isGroup: Guard<HajjGroup> = (v): v is HajjGroup =>
  isRecord(v) && isString(v.hajjCategory) && safeListOf(isItem, (i) => i.link, 'media', 'Hajj audio')(v.data);
const isHajjData: Guard<{ hajjData: HajjGroup[] }> = (v): v is { hajjData: HajjGroup[] } =>
  isRecord(v) && arrayOf(isGroup)(v.hajjData);

export async function loadHajj(): Promise<HajjGroup[] | null> {
  const result = await apiPost('hajjData', {}, isHajjData);
  return result.ok ? result.data.hajjData : null;
}
