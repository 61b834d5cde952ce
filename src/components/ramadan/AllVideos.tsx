import type { Strings } from '../../i18n/index.ts';
import CategoryPage from './CategoryPage.tsx';
import VideoCard from './VideoCard.tsx';
import type { RamadanJson } from './ramadanStore.ts';
import { useRamadanCategory } from './useRamadanCategory.ts';

/** The videos' see-all page (seeAllPath('video', index)): every video of one Ramadan video category. */
export default function AllVideos({ t, initial }: { t: Strings; initial?: RamadanJson }) {
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
