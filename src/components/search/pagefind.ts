import { hasArabic } from '../../shared/fold.ts';
import { holdsPhrase, namesMatch } from './searchText.ts';

/**
 * Pagefind's browser API, loaded from the build's /pagefind/ bundle the first time a search
 * runs: no other page downloads any of it. It searches the index of the page's <html lang>.
 */
export interface SearchRecord {
  url: string;
  /**
   * A named verse or surah: `name`, its well-known name in the page's language; `names`, all of
   * them, folded, `|` between them; `order`, its place in the Quran (surah × 1000 + verse).
   */
  meta: { kind?: string; title?: string; text?: string; ar?: string; name?: string; names?: string; order?: string };
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

/** What the last search answered, for the term it was asked with. */
export type Answer =
  | { term: string; status: 'done'; records: SearchRecord[]; rest: PagefindResult[]; total: number }
  | { term: string; status: 'offline' | 'failed' };

export async function find(term: string): Promise<PagefindResult[]> {
  const pagefind = await loadPagefind();
  const answer = await pagefind.search(term);
  return answer?.results ?? [];
}

/** A page of results' records, in the order of rankRecords for the terms searched. */
export async function recordsOf(results: PagefindResult[], term: string): Promise<SearchRecord[]> {
  return rankRecords(await Promise.all(results.map((r) => r.data())), term.split(' '));
}

/**
 * What was asked first: surahs (a name typed most often means the surah: "baqarah" is Al-Baqarah
 * before the last two verses named after it); then verses whose well-known name holds the words
 * typed ("الكرسي" is Ayat al-Kursi), in the Quran's order; then verses and duas that hold the words
 * as typed, one after the other, the shortest first ("الرحمن الرحيم" is 1:3, then 1:1); then the
 * rest in the index's order.
 */
export function rankRecords(records: SearchRecord[], terms: readonly string[]): SearchRecord[] {
  const phrase = terms.length > 1;
  const arabic = terms.some(hasArabic);
  const tier = (r: SearchRecord) => {
    if (r.meta.kind === 'surah') return 0;
    if (namesMatch(r.meta.names ?? '', terms)) return 1;
    const text = (arabic ? r.meta.ar : r.meta.text) ?? '';
    return phrase && holdsPhrase(text, terms) ? 2 : 3;
  };
  const words = (r: SearchRecord) => ((arabic ? r.meta.ar : r.meta.text) ?? '').split(/\s+/).length;
  const ranked = records.map((record, i) => ({ record, i, tier: tier(record) }));
  const within = (a: (typeof ranked)[number], b: (typeof ranked)[number]) => {
    // Named surahs and verses in the Quran's order (113 before 114, 2:285 before 2:286).
    if (a.tier < 2 && a.record.meta.order && b.record.meta.order)
      return Number(a.record.meta.order ?? 0) - Number(b.record.meta.order ?? 0);
    if (a.tier === 2) return words(a.record) - words(b.record);
    return 0;
  };
  ranked.sort((a, b) => a.tier - b.tier || within(a, b) || a.i - b.i);
  return ranked.map((r) => r.record);
}
