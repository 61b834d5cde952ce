import type { StringsOf } from '../../i18n/index.ts';
import AudioPlayer, { AUDIO_LABEL_KEYS } from '../media/AudioPlayer.tsx';
import LoadFailed from '../page/LoadFailed.tsx';
import { usePageData } from '../../lib/usePageData.ts';
import { loadHajj, type HajjGroup } from './hajjData.ts';
import '../media/media.css';

/** The strings the island uses: only these ride in its props (pickStrings). */
export const HAJJ_KEYS = ['loadFailed', 'retry', ...AUDIO_LABEL_KEYS] as const;

interface Props {
  t: StringsOf<typeof HAJJ_KEYS>;
  /** The guide the page was built with, shown until the API's answer differs. */
  initial?: HajjGroup[];
}

/** Hajj audio guides: a section per hajjCategory, a row per rite. One plays at a time (media store). */
export default function HajjGuide({ t, initial }: Props) {
  const [data, retry] = usePageData(
    () => {
      return loadHajj();
    },
    { initial },
  );
  if (data.status === 'loading') return null;
  if (data.status === 'failed') return <LoadFailed message={t.loadFailed} retryLabel={t.retry} onRetry={retry} />;
  return (
    <>
      {data.data.map((group, g) => (
        <section key={`${group.hajjCategory}-${g}`} className="media-section" aria-labelledby={`hajj-${g}`}>
          <h2 id={`hajj-${g}`} className="section-title">
            {group.hajjCategory}
          </h2>
          <ul className="media-list" data-sequence>
            {group.data.map((item, i) => (
              <li key={`${item.link}-${i}`} className="media-row">
                <span className="media-row-name">{item.name}</span>
                <AudioPlayer src={item.link} title={item.name} labels={t} section="hajj" size="small" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
