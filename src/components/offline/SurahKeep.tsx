import { useCallback } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { surahPath } from '../../shared/routes.ts';
import { fetchAddress, storedAddress } from '../quran/audioAddress.ts';
import KeepOffline, { KEEP_KEYS } from './KeepOffline.tsx';

export const SURAH_KEEP_KEYS = KEEP_KEYS;

interface Props {
  surah: number;
  name: string;
  latin: string;
  locale: Locale;
  t: StringsOf<typeof KEEP_KEYS>;
}

/** A surah's recitation, kept for offline: its one file, at the address its player plays. */
export default function SurahKeep({ surah, name, latin, locale, t }: Props) {
  const files = useCallback(async () => {
    const known = storedAddress(surah, locale);
    if (known) return [known];
    const answer = await fetchAddress(surah);
    return answer.ok ? [answer.data] : null;
  }, [surah, locale]);
  return (
    <KeepOffline
      id={`quran:${surah}`}
      route={surahPath(surah)}
      name={name}
      latin={latin}
      locale={locale}
      files={files}
      t={t}
    />
  );
}
