import type { Locale } from '../../i18n/index.ts';
import { mediaLink, type Localized } from '../../lib/builtCatalogue.ts';
import type { HajjGroup } from './hajjData.ts';

/** The Hajj guide as `hajjData` answers it, built from content/ for the page's first paint. */
export function builtHajj(
  entries: Array<{ category: Localized; items: Array<{ name: Localized; file: string }> }>,
  lang: Locale,
  apiBase: string,
): HajjGroup[] {
  return entries.map((c) => ({
    hajjCategory: c.category[lang],
    data: c.items.map((i) => ({ name: i.name[lang], link: mediaLink(apiBase, i.file) })),
  }));
}
