import type { ReactNode } from 'react';
import type { Strings } from '../../i18n/index.ts';
import LoadFailed from '../page/LoadFailed.tsx';
import type { PageData } from '../../lib/usePageData.ts';
import type { Category, RamadanJson } from './ramadanStore.ts';
import '../media/media.css';
import './ramadan.css';

interface Props<T> {
  data: PageData<RamadanJson>;
  retry: () => void;
  index: number | null | undefined;
  pick: (json: RamadanJson) => Category<T>[];
  render: (item: T, i: number, category: Category<T>) => ReactNode;
  t: Strings;
}

/** The frame of a see-all page: loading, failure, unknown category, or the category's items. */
export default function CategoryPage<T extends { link: string }>({ data, retry, index, pick, render, t }: Props<T>) {
  if (index === undefined || data.status === 'loading') return null;
  if (data.status === 'failed') return <LoadFailed message={t.loadFailed} retryLabel={t.retry} onRetry={retry} />;
  const category = index === null ? undefined : pick(data.data)[index];
  if (!category) return <p className="media-note">{t.categoryMissing}</p>;
  return (
    <section aria-labelledby="ramadan-category">
      <h2 id="ramadan-category" className="ramadan-category-title">
        {category.ramadanCategory}
      </h2>
      <ul className="ramadan-all" data-sequence>
        {category.data.map((item, i) => (
          <li key={`${item.link}-${i}`}>{render(item, i, category)}</li>
        ))}
      </ul>
    </section>
  );
}
