import type { StringsOf } from '../../i18n/index.ts';
import CategoryPage, { CATEGORY_PAGE_KEYS } from './CategoryPage.tsx';
import VideoCard, { VIDEO_CARD_KEYS } from './VideoCard.tsx';
import type { RamadanJson } from './ramadanStore.ts';
import { useRamadanCategory } from './useRamadanCategory.ts';

/** The strings the page uses: only these ride in its island's props. */
export const VIDEO_PAGE_KEYS = [...CATEGORY_PAGE_KEYS, ...VIDEO_CARD_KEYS] as const;

/** The videos' see-all page (seeAllPath('video', index)): every video of one Ramadan video category. */
export default function AllVideos({ t, initial }: { t: StringsOf<typeof VIDEO_PAGE_KEYS>; initial?: RamadanJson }) {
  return (
    <CategoryPage
      {...useRamadanCategory(initial)}
      t={t}
      pick={(json) => json.video}
      render={(item, i, category) => (
        <VideoCard item={item} fallbackName={`${category.ramadanCategory} ${i + 1}`} t={t} />
      )}
    />
  );
}
