import { useEffect, useState } from 'react';
import type { Locale, Strings } from '../../i18n/index.ts';
import { setApiLocale } from '../../lib/api.ts';
import LoadFailed from '../media/LoadFailed.tsx';
import { usePageData } from '../media/usePageData.ts';
import AudioCard from './AudioCard.tsx';
import VideoCard from './VideoCard.tsx';
import { $ramadan, categoryFromSearch, loadRamadan } from './ramadanStore.ts';
import '../media/media.css';
import './ramadan.css';

interface Props {
  kind: 'video' | 'audio';
  locale: Locale;
  t: Strings;
}

/**
 * /allVideos and /allAudios: every item of the category named in ?category=, from the data /9
 * handed over, or loaded here on reload and deep link.
 */
export default function RamadanCategory({ kind, locale, t }: Props) {
  const [index, setIndex] = useState<number | null | undefined>(undefined);
  useEffect(() => setIndex(categoryFromSearch(location.search)), []);
  const [data, retry] = usePageData(
    () => {
      setApiLocale(locale);
      return loadRamadan();
    },
    { cached: $ramadan.get() },
  );
  if (index === undefined || data.status === 'loading') return null;
  if (data.status === 'failed') return <LoadFailed message={t.loadFailed} retryLabel={t.retry} onRetry={retry} />;
  const category = index === null ? undefined : kind === 'video' ? data.data.video[index] : data.data.audio[index];
  if (!category) return <p className="media-note">{t.categoryMissing}</p>;
  return (
    <section aria-labelledby="ramadan-category">
      <h2 id="ramadan-category" className="ramadan-category-title">{category.ramadanCategory}</h2>
      <ul className="ramadan-all">
        {kind === 'video'
          ? data.data.video[index as number].data.map((item, i) => (
              <li key={`${item.link}-${i}`}>
                <VideoCard item={item} fallbackName={`${category.ramadanCategory} ${i + 1}`} t={t} />
              </li>
            ))
          : data.data.audio[index as number].data.map((item, i) => (
              <li key={`${item.link}-${i}`}>
                <AudioCard item={item} t={t} />
              </li>
            ))}
      </ul>
    </section>
  );
}
