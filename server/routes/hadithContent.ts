import type { ApiRoute } from '../http.ts';
import type { HadithContentResponse } from '../../src/shared/apiAnswers.ts';
import { publicOrigin } from '../proxy.ts';
import { mediaUrl, readContent, type Localized } from '../content.ts';

interface HadithMonth {
  id: string;
  month: Localized;
  tracks: Array<{ id: number; name: Localized; title: Localized; file: string }>;
}

/** POST /api/api/hadithContent: `month` lists the months; `content<id>` holds each month's audio. */
export const hadithContent: ApiRoute<HadithContentResponse> = {
  path: 'api/hadithContent',
  handle(_body, { req, lang, options }) {
    const origin = publicOrigin(req, options);
    const months = readContent<HadithMonth[]>(options.contentDir, 'hadith');
    const answer: HadithContentResponse = { month: months.map((m) => ({ id: m.id, month: m.month[lang] })) };
    for (const m of months) {
      answer[`content${m.id}`] = m.tracks.map((t) => ({
        name: t.name[lang],
        title: t.title[lang],
        id: t.id,
        fileSource: mediaUrl(origin, t.file),
      }));
    }
    return answer;
  },
};
