import { useHydrated } from '../../lib/useHydrated.ts';
import { usePageData, type PageData } from '../../lib/usePageData.ts';
import { categoryFromSearch } from '../../lib/routes.ts';
import { $ramadan, loadRamadan, type RamadanJson } from './ramadanStore.ts';

/**
 * What the see-all pages show: the category named in ?category= (so reload and deep links
 * work), from the catalogue the page was built with (then revalidated), the data /9 handed over,
 * or loaded here. `index` is undefined until read from the URL; `asked` is the same read while
 * hydrating (undefined on the server).
 */
export function useRamadanCategory(initial?: RamadanJson): {
  data: PageData<RamadanJson>;
  retry: () => void;
  index: number | null | undefined;
  asked: number | null | undefined;
} {
  // The pre-rendered HTML knows no query, hence undefined until hydrated. The query only changes
  // with a new page, which mounts a new island.
  const asked = typeof location === 'undefined' ? undefined : categoryFromSearch(location.search);
  const index = useHydrated() ? asked : undefined;
  const [data, retry] = usePageData(
    () => {
      return loadRamadan();
    },
    { initial, cached: $ramadan.get() },
  );
  return { data, retry, index, asked };
}
