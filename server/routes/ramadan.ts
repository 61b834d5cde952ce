import type { ApiRoute } from '../http.ts';
import { publicOrigin } from '../proxy.ts';
import { mediaUrl, readContent, type Localized } from '../content.ts';

type RamadanCategory =
  | {
      id: string;
      kind: 'video';
      category: Localized;
      items: Array<{ name: Localized; link: string; thumbnail?: string }>;
    }
  | { id: string; kind: 'audio'; category: Localized; items: Array<{ name: Localized; file: string }> };

/**
 * POST /api/ramadan. Video items carry `name` beyond the contract's {link, thumbnail} so players
 * have an accessible title; a missing thumbnail stays missing (the client asks the oEmbed service).
 */
export const ramadan: ApiRoute = {
  path: 'ramadan',
  handle(_body, { req, lang, options }) {
    const origin = publicOrigin(req, options);
    const categories = readContent<RamadanCategory[]>(options.contentDir, 'ramadan');
    const video = [];
    const audio = [];
    for (const c of categories) {
      if (c.kind === 'video') {
        video.push({
          ramadanCategory: c.category[lang],
          data: c.items.map((i) => ({
            name: i.name[lang],
            link: mediaUrl(origin, i.link),
            ...(i.thumbnail ? { thumbnail: mediaUrl(origin, i.thumbnail) } : {}),
          })),
        });
      } else {
        audio.push({
          ramadanCategory: c.category[lang],
          data: c.items.map((i) => ({ name: i.name[lang], link: mediaUrl(origin, i.file) })),
        });
      }
    }
    return { ramadanJson: { video, audio } };
  },
};
