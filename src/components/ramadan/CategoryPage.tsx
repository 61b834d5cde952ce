import type { ReactNode } from 'react';
import type { StringsOf } from '../../i18n/index.ts';
import LoadFailed from '../page/LoadFailed.tsx';
import type { PageData } from '../../lib/usePageData.ts';
import type { Category, RamadanJson } from './ramadanStore.ts';
import '../media/media.css';
import './ramadan.css';

/** The strings of the frame; a see-all page adds its cards'. */
export const CATEGORY_PAGE_KEYS = ['categoryMissing', 'loadFailed', 'retry'] as const;

interface Props<T> {
  data: PageData<RamadanJson>;
  retry: () => void;
  index: number | null | undefined;
  hydrated: boolean;
  pick: (json: RamadanJson) => Category<T>[];
  render: (item: T, i: number, category: Category<T>) => ReactNode;
  t: StringsOf<typeof CATEGORY_PAGE_KEYS>;
}

/**
 * The frame of a see-all page: loading, failure, unknown category, or the category's items.
 * In the HTML and while hydrating, every category, each marked with its index for the page's
 * categoryRules() to show the asked one alone.
 */
export default function CategoryPage<T extends { link: string }>({
  data,
  retry,
  index,
  hydrated,
  pick,
  render,
  t,
}: Props<T>) {
  if (data.status === 'loading') return null;
  if (data.status === 'failed') return <LoadFailed message={t.loadFailed} retryLabel={t.retry} onRetry={retry} />;
  const categories = pick(data.data);
  const section = (i: number, marked: boolean) => (
    <CategorySection key={i} i={i} marked={marked} category={categories[i]!} render={render} />
  );
  if (!hydrated) {
    // Hydrating: only the asked category's cards come alive. The others, hidden by the page's
    // rules, keep their HTML as is (no hooks, no thumbnail requests) until the next render drops them.
    const inert = (i: number) => (
      <section key={i} data-category={i} dangerouslySetInnerHTML={KEEP_HTML} suppressHydrationWarning />
    );
    return (
      <div data-categories>
        {categories.map((_, i) => (index === undefined || index === i ? section(i, true) : inert(i)))}
      </div>
    );
  }
  if (index == null || !categories[index]) return <p className="media-note">{t.categoryMissing}</p>;
  return <div data-categories>{section(index, false)}</div>;
}

/** While hydrating, React leaves an element with inner HTML as the page has it (and is told the difference is meant). */
const KEEP_HTML = { __html: '' };

interface SectionProps<T> {
  i: number;
  marked: boolean;
  category: Category<T>;
  render: (item: T, i: number, category: Category<T>) => ReactNode;
}

function CategorySection<T extends { link: string }>({ i, marked, category, render }: SectionProps<T>) {
  return (
    <section aria-labelledby={`ramadan-category-${i}`} data-category={marked ? i : undefined}>
      <h2 id={`ramadan-category-${i}`} className="ramadan-category-title section-title">
        {category.ramadanCategory}
      </h2>
      <ul className="ramadan-all" data-sequence>
        {category.data.map((item, n) => (
          <li key={`${item.link}-${n}`}>{render(item, n, category)}</li>
        ))}
      </ul>
    </section>
  );
}
