import { apiPost, type ApiResult } from '../../lib/api.ts';
import { getItem, setItem } from '../../lib/storage.ts';
import { isMediaUrl, isQuranAudio } from '../../lib/validate.ts';
import type { Locale } from '../../i18n/index.ts';

const KEY = 'quranAudio';
/** Every surah in every language fits: a few KB of storage. */
const LIMIT = 114 * 3;

const entryOf = (surah: number, locale: Locale) => `${locale}:${surah}`;

function stored(): Record<string, string> {
  const all = getItem<Record<string, string>>(KEY);
  return all && typeof all === 'object' && !Array.isArray(all) ? all : {};
}

/** The recitation's address as last answered on this device, checked again as any API URL is. */
export function storedAddress(surah: number, locale: Locale): string | null {
  const url = stored()[entryOf(surah, locale)];
  return typeof url === 'string' && isMediaUrl(url) ? url : null;
}

export function storeAddress(surah: number, locale: Locale, url: string): void {
  const { [entryOf(surah, locale)]: _, ...rest } = stored();
  const entries = Object.entries({ ...rest, [entryOf(surah, locale)]: url });
  setItem(KEY, Object.fromEntries(entries.slice(-LIMIT)));
}

/**
 * Where the surah's recitation is. The page has the verses, so it asks for the audio alone
 * (`audioOnly`, a few bytes instead of up to 188 KB); an API that does not know the option answers
 * in full, which works the same, and one that refuses it (a 4xx) is asked the contract's way.
 */
export async function fetchAddress(surah: number): Promise<ApiResult<string>> {
  let answer = await apiPost('quranData', { surah, audioOnly: true }, isQuranAudio);
  if (!answer.ok && answer.reason === 'http' && answer.status !== undefined && answer.status < 500)
    answer = await apiPost('quranData', { surah }, isQuranAudio);
  return answer.ok ? { ok: true, data: answer.data.audio } : answer;
}
