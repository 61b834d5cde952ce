import { formatNumber, type Locale, type StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import type { Answer } from './pagefind.ts';
import type { SEARCH_KEYS } from './searchKeys.ts';

interface Props {
  t: StringsOf<typeof SEARCH_KEYS>;
  query: string;
  pending: boolean;
  answer: Answer | null;
  locale: Locale;
}

/** One live line: searching, how many results, none, or why it failed. */
export default function SearchStatus({ t, query, pending, answer, locale }: Props) {
  let text = '';
  if (pending) text = t.searchLoading;
  else if (answer?.status === 'offline') text = t.searchOffline;
  else if (answer?.status === 'failed') text = t.searchError;
  else if (answer?.status === 'done')
    text =
      answer.total === 0
        ? fill(t.searchNone, { q: query.trim() })
        : answer.total === 1
          ? t.searchOne
          : fill(t.searchMany, { n: formatNumber(locale, answer.total) });
  return (
    // A live region there from the start, so each new text is announced; not role="status", which
    // the app keeps for its startup loader (tests wait for that one to go).
    <p className="search-status" aria-live="polite">
      {text}
    </p>
  );
}
