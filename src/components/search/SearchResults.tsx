import { Fragment } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import type { SearchRecord } from './pagefind.ts';
import type { SEARCH_KEYS } from './searchKeys.ts';
import { excerptOf, isArabicQuery, namesMatch, type Query } from './searchText.ts';

interface Props {
  records: SearchRecord[];
  parsed: Query;
  query: string;
  locale: Locale;
  t: StringsOf<typeof SEARCH_KEYS>;
}

/** Which text a result shows: the Arabic when asked in Arabic or on Arabic pages, else the translation. */
function shown(record: SearchRecord, arabicAsked: boolean): { text: string; arabic: boolean } | null {
  const { kind, text, ar } = record.meta;
  // A surah's title already says its name in the page's language.
  if (kind === 'surah') return text && ar ? { text: ar, arabic: true } : null;
  if (text && !arabicAsked) return { text, arabic: false };
  return ar ? { text: ar, arabic: true } : null;
}

/** The results, each a link to its verse, surah or dua, with a few words around what matched. */
export default function SearchResults({ records, parsed, query, locale, t }: Props) {
  const terms = parsed.kind === 'text' ? parsed.terms : [];
  const arabicAsked = isArabicQuery(query);
  return (
    <ol className="search-results" aria-label={t.searchResults}>
      {records.map((record) => {
        const text = shown(record, arabicAsked);
        const excerpt = text ? excerptOf(text.text, terms) : [];
        // Arabic on a French or English page: its language and direction, so it reads and shapes right.
        const foreign = text?.arabic && locale !== 'ar';
        // Found by its well-known name ("الكرسي"): the name in the page's language says why.
        const name = record.meta.name && namesMatch(record.meta.names ?? '', terms) ? record.meta.name : null;
        return (
          <li key={record.url}>
            <a href={record.url}>
              <span className="search-title">{record.meta.title}</span>
              {name ? <span className="search-name">{name}</span> : null}
              {excerpt.length ? (
                <span
                  className={text?.arabic ? 'search-excerpt q' : 'search-excerpt'}
                  lang={foreign ? 'ar' : undefined}
                  dir={foreign ? 'rtl' : undefined}
                >
                  {excerpt.map((part, i) =>
                    part.mark ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
                  )}
                </span>
              ) : null}
            </a>
          </li>
        );
      })}
    </ol>
  );
}
