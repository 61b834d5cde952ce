import type { Locale } from '../../i18n/index.ts';
import { mediaLink, type Localized } from '../../lib/builtCatalogue.ts';
import type { RamadanJson } from './ramadanStore.ts';

type RamadanEntry =
  | { kind: 'video'; category: Localized; items: Array<{ name: Localized; link: string; thumbnail?: string }> }
  | { kind: 'audio'; category: Localized; items: Array<{ name: Localized; file: string }> };

export function builtRamadan(entries: RamadanEntry[], lang: Locale, apiBase: string): RamadanJson {
  const json: RamadanJson = { video: [], audio: [] };
  for (const c of entries) {
    if (c.kind === 'video') {
      const data = c.items.map((i) => ({
        name: i.name[lang],
        link: mediaLink(apiBase, i.link),
        ...(i.thumbnail ? { thumbnail: mediaLink(apiBase, i.thumbnail) } : {}),
      }));
      json.video.push({ ramadanCategory: c.category[lang], data });
    } else {
      const data = c.items.map((i) => ({ name: i.name[lang], link: mediaLink(apiBase, i.file) }));
      json.audio.push({ ramadanCategory: c.category[lang], data });
    }
  }
  return json;
}
