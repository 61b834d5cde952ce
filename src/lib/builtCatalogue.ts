import type { HadithContent, HadithTrack } from '../components/hadith/hadithStore.ts';
import type { HajjGroup } from '../components/hajj/hajjData.ts';
import type { RamadanJson } from '../components/ramadan/ramadanStore.ts';
import type { Locale } from '../i18n/index.ts';

// The media catalogues as the API answers them, built from the items of the same content/ files
// the reference API serves, in their order (collections sort by id): pages pre-render them so
// their first paint needs no script and no request. The files are validated by content.config.ts.

type Lang = Locale;
type Localized = Record<Lang, string>;

/**
 * A content media path as a URL: below /media/ on the API's origin when the API is elsewhere,
 * root-relative when it is this site's; absolute http(s) links (YouTube) pass through.
 */
export function mediaLink(apiBase: string, link: string): string {
  if (/^https?:\/\//.test(link)) return link;
  const origin = /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : '';
  return `${origin}/media/${link.replace(/^\/+/, '')}`;
}

export function builtHajj(
  entries: Array<{ category: Localized; items: Array<{ name: Localized; file: string }> }>,
  lang: Lang,
  apiBase: string,
): HajjGroup[] {
  return entries.map((c) => ({
    hajjCategory: c.category[lang],
    data: c.items.map((i) => ({ name: i.name[lang], link: mediaLink(apiBase, i.file) })),
  }));
}

interface HadithEntry {
  id: string;
  month: Localized;
  tracks: Array<{ id: number; name: Localized; title: Localized; file: string }>;
}

/** The months, and the tracks of `withTracks` only (a month page needs one list, the months page none). */
export function builtHadith(entries: HadithEntry[], lang: Lang, apiBase: string, withTracks: string[]): HadithContent {
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

type RamadanEntry =
  | { kind: 'video'; category: Localized; items: Array<{ name: Localized; link: string; thumbnail?: string }> }
  | { kind: 'audio'; category: Localized; items: Array<{ name: Localized; file: string }> };

export function builtRamadan(entries: RamadanEntry[], lang: Lang, apiBase: string): RamadanJson {
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

/**
 * Whether two answers show the same thing once links are resolved against `base`: the built
 * catalogue's root-relative links and the API's absolute ones name the same files.
 */
export function sameContent(a: unknown, b: unknown, base: string): boolean {
  const replacer = (_key: string, value: unknown) => {
    if (value instanceof Map) return [...(value as Map<unknown, unknown>)];
    if (typeof value === 'string' && /^(\/|https?:)/.test(value) && URL.canParse(value, base)) {
      return new URL(value, base).href;
    }
    return value;
  };
  return JSON.stringify(a, replacer) === JSON.stringify(b, replacer);
}
