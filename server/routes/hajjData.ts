import type { ApiRoute } from '../http.ts';
import { publicOrigin } from '../proxy.ts';
import { mediaUrl, readContent, type Localized } from '../content.ts';

interface HajjCategory {
  id: string;
  category: Localized;
  items: Array<{ name: Localized; file: string }>;
}

/** POST /api/hajjData: the Hajj guide, sections by rite group, in the request's language. */
export const hajjData: ApiRoute = {
  path: 'hajjData',
  handle(_body, { req, lang, options }) {
    const origin = publicOrigin(req, options);
    const categories = readContent<HajjCategory[]>(options.contentDir, 'hajj');
    return {
      hajjData: categories.map((c) => ({
        hajjCategory: c.category[lang],
        data: c.items.map((item) => ({ name: item.name[lang], link: mediaUrl(origin, item.file) })),
      })),
    };
  },
};
