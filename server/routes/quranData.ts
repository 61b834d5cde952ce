import { HttpError, type ApiRoute } from '../http.ts';
import { readQuran, SURAH_COUNT } from '../../content/quran.ts';
import type { QuranDataResponse } from '../../src/shared/apiAnswers.ts';

/** `surah` as the client sends it: an integer 1..114 (a digit string is tolerated). */
function requireSurah(body: Record<string, unknown>): number {
  const raw = body.surah;
  const n = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > SURAH_COUNT) throw new HttpError(400, 'badBody');
  return n;
}

/**
 * quranData: the same verses the static pages show; Arabic requests get no translation.
 * `audioOnly: true` (beyond the contract, which an operator's API may ignore) leaves the verses
 * out: a surah page has them in its HTML and asks only where the recitation is.
 */
export const quranData: ApiRoute<QuranDataResponse> = {
  path: 'quranData',
  handle(body, { lang }) {
    const surah = readQuran()[requireSurah(body) - 1];
    if (body.audioOnly === true) return { quranData: [], audio: `/media/quran/${surah.id}.mp3` };
    return {
      quranData: surah.verses.map((v) => ({ v_word: v.ar, v_default_translation: lang === 'ar' ? '' : v[lang] })),
      audio: `/media/quran/${surah.id}.mp3`,
    };
  },
};
