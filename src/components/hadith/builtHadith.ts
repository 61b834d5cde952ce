import type { Locale } from '../../i18n/index.ts';
import { mediaLink, type Localized } from '../../lib/builtCatalogue.ts';
import type { HadithContent, HadithTrack } from './hadithStore.ts';

interface HadithEntry {
  id: string;
  month: Localized;
  tracks: Array<{ id: number; name: Localized; title: Localized; file: string }>;
}

/** The months, and the tracks of `withTracks` only (a month page needs one list, the months page none). */
export function builtHadith(
  entries: HadithEntry[],
  lang: Locale,
  apiBase: string,
  withTracks: string[],
): HadithContent {
  const lists = new Map<string, HadithTrack[]>();
  for (const { id, tracks } of entries) {
    if (!withTracks.includes(id)) continue;
    lists.set(
      id,
      tracks.map((t) => ({
        name: t.name[lang],
        title: t.title[lang],
        id: t.id,
        fileSource: mediaLink(apiBase, t.file),
      })),
    );
  }
  return { months: entries.map(({ id, month }) => ({ id, month: month[lang] })), lists };
}
