import { useHydrated } from '../../lib/useHydrated.ts';
import { usePageData, type PageData } from '../../lib/usePageData.ts';
import { categoryFromSearch } from '../../shared/routes.ts';
import { $ramadan, loadRamadan, type RamadanJson } from './ramadanStore.ts';

/**
 * What the see-all pages show: the category named in ?category= (so reload and deep links
 * work), from the catalogue the page was built with (then revalidated), the data /9 handed over,
 * or loaded here. `index` is undefined on the server, which knows no query; until `hydrated`, the
 * page keeps the HTML's every category (the query only changes with a new page, which mounts a
 * new island).
 */
export function useRamadanCategory(initial?: RamadanJson): {
  data: PageData<RamadanJson>;
  retry: () => void;
  index: number | null | undefined;
  hydrated: boolean;
} {
  const index = typeof location === 'undefined' ? undefined : categoryFromSearch(location.search);
  const hydrated = useHydrated();
  const [data, retry] = usePageData(
    () => {
      return loadRamadan();
    },
    { initial, cached: $ramadan.get() },
  );
  return { data, retry, index, hydrated };
}
