import { localePath, type Locale } from '../../i18n/index.ts';
import { hadithMonthPath } from '../../shared/routes.ts';
import { usePageData } from '../../lib/usePageData.ts';
import { $hadith, loadHadith, type HadithContent } from './hadithStore.ts';
import './hadith.css';

interface Props {
  locale: Locale;
  /** The months the page was built with, shown until the API's answer differs. */
  initial?: HadithContent;
}

/**
 * /7: hadithContent is fetched each time the list opens, so a month the API adds shows at once;
 * the answer stays in the store so the playlist page opens on it without a new fetch. A failed
 * fetch is only logged (no message on screen), and the loader goes.
 */
export default function HadithMonths({ locale, initial }: Props) {
  const [data] = usePageData(
    () => {
      return loadHadith();
    },
    { initial, cached: $hadith.get(), refresh: true },
  );
  if (data.status !== 'ready') return null;
  return (
    <ul className="hadith-months">
      {data.data.months.map((m) => (
        <li key={m.id}>
          <a className="hadith-month-link" href={localePath(locale, hadithMonthPath(m.id))}>
            <span>{m.month}</span>
            <svg className="flip-rtl" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M9 5l7 7-7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
