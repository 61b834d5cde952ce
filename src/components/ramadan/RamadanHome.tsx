import { localePath, type Locale, type Strings } from '../../i18n/index.ts';
import LoadFailed from '../media/LoadFailed.tsx';
import { usePageData } from '../media/usePageData.ts';
import AudioCard from './AudioCard.tsx';
import RamadanRow from './RamadanRow.tsx';
import VideoCard from './VideoCard.tsx';
import { $ramadan, loadRamadan } from './ramadanStore.ts';
import '../media/media.css';
import './ramadan.css';

/** Items shown per row; "see all" has the rest. */
const ROW_LIMIT = 3;

interface Props {
  locale: Locale;
  t: Strings;
}

/** /9: one video row (the first video category only, spec 9) and one row per audio category. */
export default function RamadanHome({ locale, t }: Props) {
  const [data, retry] = usePageData(
    () => {
      return loadRamadan();
    },
    { cached: $ramadan.get(), refresh: true },
  );
  if (data.status === 'loading') return null;
  if (data.status === 'failed') return <LoadFailed message={t.loadFailed} retryLabel={t.retry} onRetry={retry} />;
  const video = data.data.video[0];
  const seeAll = (route: string, index: number) => `${localePath(locale, route)}?category=${index}`;
  return (
    <>
      {video ? (
        <RamadanRow id="ramadan-video-0" title={video.ramadanCategory} seeAllHref={seeAll('/allVideos', 0)} t={t}>
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
          seeAllHref={seeAll('/allAudios', c)}
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
