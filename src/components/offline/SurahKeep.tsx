import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { surahPath } from '../../shared/routes.ts';
import { fetchAddress, storedAddress } from '../quran/audioAddress.ts';
import { getItem } from '../../lib/storage.ts';
import { formatSize, type KeptItem } from './kept.ts';
import './keep.css';

// The download, its progress and its strings load on the first tap: the surah page's startup
// scripts and HTML are at their budgets.
const KeepFlow = lazy(() => import('./KeepFlow.tsx'));

// Here rather than in kept.ts: only this button, on every surah page's start, needs them.
/** Whether this phone keeps the item: read at a page's start, before the list's code is loaded. */
function isKept(id: string): boolean {
  const list = getItem<unknown[]>('kept');
  return Array.isArray(list) && list.some((k) => (k as KeptItem | null)?.id === id);
}

/** The files' total size from their Content-Length, asked with HEAD; 0 when a server does not say. */
async function sizeOf(files: string[], signal?: AbortSignal): Promise<number> {
  const sizes = await Promise.all(
    files.map((f) =>
      fetch(f, { method: 'HEAD', signal })
        .then((r) => (r.ok ? Number(r.headers.get('content-length')) || 0 : 0))
        .catch(() => 0),
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

export const SURAH_KEEP_KEYS = ['keepOffline', 'keepOfflineSize', 'keptOffline', 'keptRemove'] as const;

interface Props {
  surah: { id: number; name: string; transliteration: string };
  locale: Locale;
  t: StringsOf<typeof SURAH_KEEP_KEYS>;
}

/** "Download for offline (about 2 MB)", or "Kept for offline ✓ · Remove": a surah's one recitation file. */
export default function SurahKeep({ surah, locale, t }: Props) {
  const id = `quran:${surah.id}`;
  const [state, setState] = useState<'idle' | 'kept' | 'flow'>('idle');
  const [size, setSize] = useState(0);
  const files = useCallback(async () => {
    const known = storedAddress(surah.id, locale);
    if (known) return [known];
    const answer = await fetchAddress(surah.id);
    return answer.ok ? [answer.data] : null;
  }, [surah.id, locale]);

  useEffect(() => {
    // What this phone kept is read after the HTML's render.
    if (isKept(id)) return setState('kept');
    const sizing = new AbortController();
    void files()
      .then((list) => (list && navigator.onLine ? sizeOf(list, sizing.signal) : 0))
      .then((n) => !sizing.signal.aborted && setSize(n));
    return () => sizing.abort();
  }, [id, files]);

  const label = size ? t.keepOfflineSize.replace('{size}', formatSize(locale, size)) : t.keepOffline;
  const button = (onClick?: () => void) => (
    <p className="keep-offline">
      <button type="button" disabled={!onClick} onClick={onClick}>
        {label}
      </button>
    </p>
  );
  if (state === 'flow')
    return (
      <Suspense fallback={button()}>
        <KeepFlow
          item={{ id, route: surahPath(surah.id), name: surah.name, latin: surah.transliteration }}
          locale={locale}
          files={files}
          size={size}
        />
      </Suspense>
    );
  if (state === 'kept')
    return (
      <p className="keep-offline">
        <span>{t.keptOffline}</span>
        <button
          type="button"
          onClick={() => void import('./keep.ts').then(({ unkeep }) => unkeep(id)).then(() => setState('idle'))}
        >
          {t.keptRemove}
        </button>
      </p>
    );
  return button(() => setState('flow'));
}
