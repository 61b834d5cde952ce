import { localePath, type Locale } from '../../i18n/index.ts';
import { usePageData } from '../media/usePageData.ts';
import { $hadith, loadHadith } from './hadithStore.ts';
import './hadith.css';

interface Props {
  locale: Locale;
}

/**
 * /7: hadithContent is fetched each time the list opens (spec 7); the answer stays in the store
 * so the playlist page opens on it at once. A failed fetch is logged only, loader hidden (spec 8).
 */
export default function HadithMonths({ locale }: Props) {
  const [data] = usePageData(
    () => {
      return loadHadith();
    },
    { cached: $hadith.get(), refresh: true },
  );
  if (data.status !== 'ready') return null;
  return (
    <ul className="hadith-months">
      {data.data.months.map((m) => (
        <li key={m.id}>
          <a className="hadith-month-link" href={localePath(locale, `/hadesList/${encodeURIComponent(m.id)}`)}>
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
