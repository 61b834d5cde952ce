import type { Locale, Strings } from '../../i18n/index.ts';
import { usePageData } from '../media/usePageData.ts';
import { $hadith, loadHadith } from './hadithStore.ts';
import Playlist from './Playlist.tsx';
import './hadith.css';

interface Props {
  monthId: string;
  locale: Locale;
  t: Strings;
}

/**
 * /hadesList/{id}: the month's list comes from the months page (the store) after a client-side
 * navigation, or from hadithContent on reload and deep link. A failed load is logged only (spec 8).
 */
export default function HadithPlaylist({ monthId, locale, t }: Props) {
  const handed = $hadith.get();
  const [data] = usePageData(
    () => {
      return loadHadith();
    },
    { cached: handed && monthId in handed.lists ? handed : null },
  );
  if (data.status !== 'ready') return null;
  const month = data.data.months.find((m) => m.id === monthId);
  const tracks = data.data.lists[monthId] ?? [];
  return (
    <section className="hadith-month" aria-labelledby="hadith-month-name">
      <h2 id="hadith-month-name" className="hadith-month-name">
        {month?.month ?? monthId}
      </h2>
      {tracks.length > 0 ? (
        <Playlist monthId={monthId} tracks={tracks} t={t} />
      ) : (
        <p className="media-note">{t.hadithEmpty}</p>
      )}
    </section>
  );
}
