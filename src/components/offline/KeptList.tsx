import { useEffect, useState } from 'react';
import { localePath, type Locale, type StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { formatSize, type KeptItem } from './kept.ts';
import { keptItems, keptLabel, totalBytes } from './keptList.ts';
import './kept-list.css';

export const KEPT_LIST_KEYS = ['keptTitle', 'keptNone', 'keptTotal', 'keptRemove', 'keptRemoveItem'] as const;

interface Props {
  locale: Locale;
  t: StringsOf<typeof KEPT_LIST_KEYS>;
}

/** What this phone keeps for offline, each with the space it takes and a Remove, and the total. */
export default function KeptList({ locale, t }: Props) {
  // Storage is read after hydration: the page's HTML cannot know it.
  const [list, setList] = useState<KeptItem[] | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's list, after the HTML's first render
  useEffect(() => setList(keptItems()), []);

  const remove = async (id: string) => {
    const { unkeep } = await import('./keep.ts');
    await unkeep(id);
    setList(keptItems());
  };

  return (
    <section className="kept" aria-labelledby="kept-title">
      <h2 id="kept-title" className="section-title">
        {t.keptTitle}
      </h2>
      {!list?.length ? (
        <p>{t.keptNone}</p>
      ) : (
        <>
          <ul>
            {list.map((k) => (
              <li key={k.id}>
                <a href={localePath(locale, k.route)}>{keptLabel(k, locale)}</a>
                <span>{formatSize(locale, k.bytes)}</span>
                <button
                  type="button"
                  aria-label={fill(t.keptRemoveItem, { title: keptLabel(k, locale) })}
                  onClick={() => void remove(k.id)}
                >
                  {t.keptRemove}
                </button>
              </li>
            ))}
          </ul>
          <p>{fill(t.keptTotal, { size: formatSize(locale, totalBytes(list)) })}</p>
        </>
      )}
    </section>
  );
}
