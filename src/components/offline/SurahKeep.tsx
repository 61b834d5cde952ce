import { useCallback } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { surahPath } from '../../shared/routes.ts';
import { fetchAddress, storedAddress } from '../quran/audioAddress.ts';
import KeepButton from './KeepButton.tsx';

export const SURAH_KEEP_KEYS = ['keepOffline', 'keepOfflineSize', 'keptOffline', 'keptRemove'] as const;

interface Props {
  surah: { id: number; name: string; transliteration: string };
  locale: Locale;
  t: StringsOf<typeof SURAH_KEEP_KEYS>;
}

/** A surah's one recitation file, whose address may have to come from the API. */
export default function SurahKeep({ surah, locale, t }: Props) {
  const files = useCallback(async () => {
    const known = storedAddress(surah.id, locale);
    if (known) return [known];
    const answer = await fetchAddress(surah.id);
    return answer.ok ? [answer.data] : null;
  }, [surah.id, locale]);
  return (
    <KeepButton
      item={{ id: `quran:${surah.id}`, route: surahPath(surah.id), name: surah.name, latin: surah.transliteration }}
      locale={locale}
      files={files}
      labels={{ keep: t.keepOffline, keepSize: t.keepOfflineSize, kept: t.keptOffline, remove: t.keptRemove }}
    />
  );
}
