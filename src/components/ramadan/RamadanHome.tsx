import { localePath, type Locale, type Strings } from '../../i18n/index.ts';
import { seeAllPath } from '../../lib/routes.ts';
import LoadFailed from '../page/LoadFailed.tsx';
import { usePageData } from '../../lib/usePageData.ts';
import AudioCard from './AudioCard.tsx';
import RamadanRow from './RamadanRow.tsx';
import VideoCard from './VideoCard.tsx';
import { $ramadan, loadRamadan, type RamadanJson } from './ramadanStore.ts';
import '../media/media.css';
import './ramadan.css';

/** Items shown per row; "see all" has the rest. */
const ROW_LIMIT = 3;

interface Props {
  locale: Locale;
  t: Strings;
  /** The catalogue the page was built with, shown until the API's answer differs. */
  initial?: RamadanJson;
}

/** /9: one video row (the first video category only) and one row per audio category. */
export default function RamadanHome({ locale, t, initial }: Props) {
  const [data, retry] = usePageData(
    () => {
      return loadRamadan();
    },
    { initial, cached: $ramadan.get(), refresh: true },
  );
  if (data.status === 'loading') return null;
  if (data.status === 'failed') return <LoadFailed message={t.loadFailed} retryLabel={t.retry} onRetry={retry} />;
  const video = data.data.video[0];
  return (
    <>
      {video ? (
        <RamadanRow
          id="ramadan-video-0"
          title={video.ramadanCategory}
          seeAllHref={localePath(locale, seeAllPath('video', 0))}
          t={t}
        >
          {video.data.slice(0, ROW_LIMIT).map((item, i) => (
            <li key={`${item.link}-${i}`} className="ramadan-strip-video">
              <VideoCard item={item} fallbackName={`${video.ramadanCategory} ${i + 1}`} t={t} />
            </li>
          ))}
        </RamadanRow>
      ) : null}
      {data.data.audio.map((category, c) => (
        <RamadanRow
          key={`${category.ramadanCategory}-${c}`}
          id={`ramadan-audio-${c}`}
          title={category.ramadanCategory}
          seeAllHref={localePath(locale, seeAllPath('audio', c))}
          t={t}
        >
          {category.data.slice(0, ROW_LIMIT).map((item, i) => (
            <li key={`${item.link}-${i}`} className="ramadan-strip-audio">
              <AudioCard item={item} t={t} />
            </li>
          ))}
        </RamadanRow>
      ))}
    </>
  );
}
