import { useEffect, useState } from 'react';
import type { Locale } from '../../i18n/index.ts';
import { usePageData, type PageData } from '../media/usePageData.ts';
import { $ramadan, categoryFromSearch, loadRamadan, type RamadanJson } from './ramadanStore.ts';

/**
 * What /allVideos and /allAudios show: the category named in ?category= (so reload and deep links
 * work), from the data /9 handed over, or loaded here. `index` is undefined until read from the URL.
 */
export function useRamadanCategory(locale: Locale): {
  data: PageData<RamadanJson>;
  retry: () => void;
  index: number | null | undefined;
} {
  const [index, setIndex] = useState<number | null | undefined>(undefined);
  useEffect(() => setIndex(categoryFromSearch(location.search)), []);
  const [data, retry] = usePageData(
    () => {
      return loadRamadan();
    },
    { cached: $ramadan.get() },
  );
  return { data, retry, index };
}
