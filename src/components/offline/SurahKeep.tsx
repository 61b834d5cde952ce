import { useCallback } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { surahPath } from '../../shared/routes.ts';
import { fetchAddress, storedAddress } from '../quran/audioAddress.ts';
import KeepButton from './KeepButton.tsx';
import type { SURAH_KEEP_KEYS } from './surahKeepKeys.ts';

interface Props {
  surah: { id: number; name: string; transliteration: string };
  locale: Locale;
  t: StringsOf<typeof SURAH_KEEP_KEYS>;
}

/** A surah's one recitation file: its address known on this phone, or asked when first needed. */
async function recitation(surah: number, locale: Locale): Promise<string[] | null> {
  const known = storedAddress(surah, locale);
  if (known) return [known];
  const answer = await fetchAddress(surah);
  return answer.ok ? [answer.data] : null;
}

/** "Download for offline (about 2 MB)", or "Kept for offline ✓ · Remove", for the surah read. */
export default function SurahKeep({ surah, locale, t }: Props) {
  // One function per surah: its file (and the file's size) is asked at the tap, for the surah read then.
  const files = useCallback(() => recitation(surah.id, locale), [surah.id, locale]);
  return (
    <KeepButton
      item={{ id: `quran:${surah.id}`, route: surahPath(surah.id), name: surah.name, latin: surah.transliteration }}
      locale={locale}
      files={files}
      labels={{ keep: t.keepOffline, keepSize: t.keepSize, kept: t.keptOffline, remove: t.keptRemove }}
    />
  );
}
