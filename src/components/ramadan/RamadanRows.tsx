import { localePath, type Locale, type StringsOf } from '../../i18n/index.ts';
import { seeAllPath } from '../../shared/routes.ts';
import LoadFailed from '../page/LoadFailed.tsx';
import { usePageData } from '../../lib/usePageData.ts';
import AudioCard from './AudioCard.tsx';
import { AUDIO_LABEL_KEYS } from '../media/AudioPlayer.tsx';
import RamadanRow from './RamadanRow.tsx';
import VideoCard, { VIDEO_CARD_KEYS } from './VideoCard.tsx';
import { viewOf, type RowPart, type RowsView } from './ramadanParts.ts';
import { $ramadan, loadRamadanShared } from './ramadanStore.ts';
import '../media/media.css';
import './ramadan.css';

/** Items shown per row; "see all" has the rest. */
const ROW_LIMIT = 3;

/** The strings the rows use: only these ride in each row island's props. */
export const ROW_KEYS = ['seeAll', 'loadFailed', 'retry', ...AUDIO_LABEL_KEYS, ...VIDEO_CARD_KEYS] as const;

interface Props {
  locale: Locale;
  t: StringsOf<typeof ROW_KEYS>;
  part: RowPart;
  /** This island's rows of the catalogue the page was built with, shown until the API's answer differs. */
  initial?: RowsView;
}

/** Rows of /9 (ramadanParts.ts): the video row (first video category only) and audio rows. */
export default function RamadanRows({ locale, t, part, initial }: Props) {
  const cached = $ramadan.get();
  const [data, retry] = usePageData(
    () => {
      return loadRamadanShared().then((json) => json && viewOf(json, part));
    },
    { initial, cached: cached && viewOf(cached, part), refresh: true },
  );
  if (data.status === 'loading') return null;
  if (data.status === 'failed') return <LoadFailed message={t.loadFailed} retryLabel={t.retry} onRetry={retry} />;
  const { video, audio } = data.data;
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
      {audio.map(({ index, category }) => (
        <RamadanRow
          key={`${category.ramadanCategory}-${index}`}
          id={`ramadan-audio-${index}`}
          title={category.ramadanCategory}
          seeAllHref={localePath(locale, seeAllPath('audio', index))}
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
