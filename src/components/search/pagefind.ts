/**
 * Pagefind's browser API, loaded from the build's /pagefind/ bundle the first time a search
 * runs: no other page downloads any of it. It searches the index of the page's <html lang>.
 */
export interface SearchRecord {
  url: string;
  meta: { kind?: string; title?: string; text?: string; ar?: string };
}

interface PagefindResult {
  id: string;
  data: () => Promise<SearchRecord>;
}

interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
}

export const BUNDLE = '/pagefind/';

let loading: Promise<Pagefind> | null = null;

export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    // A URL built at run time, so the bundler leaves this import to the browser.
    const url = new URL(`${BUNDLE}pagefind.js`, location.origin).href;
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    await pagefind.options({ baseUrl: '/', excerptLength: 0 });
    await pagefind.init();
    return pagefind;
  })();
  // A failed load (offline) is tried again at the next search.
  loading.catch(() => (loading = null));
  return loading;
}

export async function find(term: string): Promise<PagefindResult[]> {
  const pagefind = await loadPagefind();
  const answer = await pagefind.search(term);
  return answer?.results ?? [];
}

/** A page of results' records; surahs before verses, as a name typed most often means the surah. */
export async function recordsOf(results: PagefindResult[]): Promise<SearchRecord[]> {
  const records = await Promise.all(results.map((r) => r.data()));
  return records.filter((r) => r.meta.kind === 'surah').concat(records.filter((r) => r.meta.kind !== 'surah'));
}
