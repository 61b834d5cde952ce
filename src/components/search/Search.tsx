import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { find, loadPagefind, recordsOf, type Answer } from './pagefind.ts';
import type { SEARCH_KEYS } from './searchKeys.ts';
import { parseQuery, QUERY_MAX, searchTerm } from './searchText.ts';
import SearchResults from './SearchResults.tsx';
import SearchStatus from './SearchStatus.tsx';
import './search.css';

const PAGE = 20;

interface Props {
  locale: Locale;
  action: string;
  t: StringsOf<typeof SEARCH_KEYS>;
}

/** The query in the address bar (?q=), so back from a result shows the same results. */
function keepInAddress(query: string) {
  const url = new URL(location.href);
  if ((url.searchParams.get('q') ?? '') === query) return;
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  // The client router keeps its own state in history entries: kept as it is.
  history.replaceState(history.state, '', url);
}

const failure = (term: string): Answer => ({ term, status: navigator.onLine ? 'failed' : 'offline' });

/** The search page's box and results: Pagefind is loaded at the first search, not before. */
export default function Search({ locale, action, t }: Props) {
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const parsed = parseQuery(query);
  const term = searchTerm(parsed);

  /** A new query: maxLength stops typing, not a paste on every browser. */
  const take = (value: string) => {
    const kept = value.slice(0, QUERY_MAX);
    setQuery(kept);
    keepInAddress(kept);
  };

  useEffect(() => {
    // What was typed before the island hydrated is in the box but not in React's state, which
    // hydration does not read; else the address's query. Both are known only once hydrated.
    take(input.current?.value || new URLSearchParams(location.search).get('q') || '');
  }, []);

  useEffect(() => {
    if (!term) return;
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const results = await find(term);
        // Pagefind logs an index chunk it could not fetch and answers nothing: offline, say so.
        if (!results.length && !navigator.onLine) throw new Error('offline');
        const records = await recordsOf(results.slice(0, PAGE), term);
        if (live) setAnswer({ term, status: 'done', records, rest: results.slice(PAGE), total: results.length });
      } catch {
        if (live) setAnswer(failure(term));
      }
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term]);

  const more = async () => {
    if (answer?.status !== 'done') return;
    try {
      const records = await recordsOf(answer.rest.slice(0, PAGE), answer.term);
      setAnswer({ ...answer, records: answer.records.concat(records), rest: answer.rest.slice(PAGE) });
    } catch {
      setAnswer(failure(answer.term));
    }
  };

  const current = term && answer?.term === term ? answer : null;
  return (
    <>
      <form
        role="search"
        className="search-form"
        action={action}
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          input.current?.blur();
        }}
      >
        <label htmlFor="search-q">{t.searchField}</label>
        <input
          ref={input}
          id="search-q"
          type="search"
          name="q"
          value={query}
          onChange={(e: ChangeEvent<HTMLInputElement>) => take(e.target.value)}
          // Warms Pagefind up while the subscriber types the first letters.
          onFocus={() => void loadPagefind().catch(() => undefined)}
          maxLength={QUERY_MAX}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby="search-about"
        />
        <p id="search-about">{t.searchAbout}</p>
      </form>
      <SearchStatus t={t} query={query} pending={!!term && !current} answer={current} locale={locale} />
      {current?.status === 'done' && current.records.length > 0 ? (
        <SearchResults records={current.records} parsed={parsed} query={query} locale={locale} t={t} />
      ) : null}
      {current?.status === 'done' && current.rest.length > 0 ? (
        <button type="button" className="search-more" onClick={() => void more()}>
          {t.searchMore}
        </button>
      ) : null}
    </>
  );
}
