import { splitLocale } from '../../shared/locales.ts';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { hadithMonthOf } from '../../shared/routes.ts';
import { usePageData } from '../../lib/usePageData.ts';
import { $hadith, loadHadith, type HadithContent } from './hadithStore.ts';
import Playlist, { PLAYLIST_KEYS } from './Playlist.tsx';
import HadithKeep, { HADITH_KEEP_KEYS } from '../offline/HadithKeep.tsx';
import './hadith.css';

/** The strings the island uses: only these ride in its props (pickStrings). */
export const HADITH_KEYS = ['hadithEmpty', ...PLAYLIST_KEYS, ...HADITH_KEEP_KEYS] as const;

interface Props {
  /** Absent on the shell page of a month added after the build: the address bar names it. */
  monthId?: string;
  locale: Locale;
  t: StringsOf<typeof HADITH_KEYS>;
  /** The month the page was built with, shown until the API's answer differs. */
  initial?: HadithContent;
}

/**
 * A hadith month's page (hadithMonthPath): the month's list comes from the months page (the store) after a client-side
 * navigation, or from hadithContent on reload and deep link. A failed load is only logged.
 */
export default function HadithPlaylist({ monthId: builtId, locale, t, initial }: Props) {
  const monthId = builtId ?? hadithMonthOf(splitLocale(location.pathname).route) ?? '';
  const handed = $hadith.get();
  const [data] = usePageData(
    () => {
      return loadHadith();
    },
    { initial, cached: handed?.lists.has(monthId) ? handed : null },
  );
  if (data.status !== 'ready') return null;
  const month = data.data.months.find((m) => m.id === monthId);
  const tracks = data.data.lists.get(monthId) ?? [];
  return (
    <section className="hadith-month" aria-labelledby="hadith-month-name">
      <h2 id="hadith-month-name" className="hadith-month-name">
        {month?.month ?? monthId}
      </h2>
      {tracks.length > 0 ? (
        <>
          <HadithKeep
            monthId={monthId}
            month={month?.month ?? monthId}
            files={tracks.map((track) => track.fileSource)}
            locale={locale}
            t={t}
          />
          <Playlist monthId={monthId} locale={locale} tracks={tracks} t={t} />
        </>
      ) : (
        <p className="media-note">{t.hadithEmpty}</p>
      )}
    </section>
  );
}
