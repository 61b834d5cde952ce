import { lazy, Suspense, useEffect, useState } from 'react';
import { localePath, type Locale } from '../../i18n/locales.ts';
import type { StringsOf } from '../../i18n/index.ts';
import { versePath } from '../../lib/routes.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import {
  applySettings,
  bookmarkId,
  loadBookmarks,
  loadSettings,
  NIGHT_MODES,
  TEXT_SIZES,
  saveBookmarks,
  snippet,
  toggled,
  type ReadingSettings as Settings,
  type SurahLabel,
} from './reading.ts';
import { useReadingPlace } from './useReadingPlace.ts';
import './reading.css';
import '../../styles/reading-prefs.css';

export const SURAH_TOOLS_KEYS = ['readingSettings'] as const;

const ReadingPanels = lazy(() => import('./ReadingPanels.tsx'));

interface Props {
  surah: SurahLabel;
  locale: Locale;
  t: StringsOf<typeof SURAH_TOOLS_KEYS>;
}

const SETTINGS_ID = 'reading-settings';

/**
 * A surah page's reading tools: the "Aa" settings, the place read kept as the subscriber scrolls,
 * and a tap on a verse opening its actions. The verses carry no buttons of their own (the page's
 * HTML budget): one listener on the list finds the verse tapped.
 */
export default function SurahTools({ surah, locale, t }: Props) {
  const hydrated = useHydrated();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [verse, setVerse] = useState<number | null>(null);
  const [bookmarked, setBookmarked] = useState(false);
  const [copied, setCopied] = useState(false);
  useReadingPlace(surah);

  useEffect(() => {
    const list = document.querySelector('.verses');
    const onTap = (event: Event) => {
      const li = (event.target as Element).closest('.verses > li');
      // A reader selecting text is not asking for the actions.
      if (!li || String(getSelection() ?? '') !== '') return;
      const n = Number(li.id.slice(1));
      setVerse(n);
      setCopied(false);
      setBookmarked(loadBookmarks().some((b) => bookmarkId(b) === bookmarkId({ kind: 'verse', surah, verse: n })));
    };
    list?.addEventListener('click', onTap);
    return () => list?.removeEventListener('click', onTap);
  }, [surah]);

  useEffect(() => {
    document.querySelector('.verse-selected')?.classList.remove('verse-selected');
    if (verse !== null) document.getElementById(`v${verse}`)?.classList.add('verse-selected');
  }, [verse]);

  const changeSettings = (next: Settings) => {
    setSettings(next);
    applySettings(next);
  };

  const toggleBookmark = () => {
    if (verse === null) return;
    const text = document.querySelector(`#v${verse} > p[lang="ar"]`)?.textContent ?? '';
    const list = toggled(loadBookmarks(), { kind: 'verse', surah, verse, text: snippet(text) });
    saveBookmarks(list);
    setBookmarked(list.some((b) => bookmarkId(b) === bookmarkId({ kind: 'verse', surah, verse })));
  };

  const copy = () => {
    if (verse === null) return;
    const url = new URL(localePath(locale, versePath(surah.id, verse)), location.href).href;
    navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <div className="surah-tools">
      <button
        type="button"
        className="aa-button"
        aria-label={t.readingSettings}
        aria-expanded={settings !== null}
        aria-controls={SETTINGS_ID}
        disabled={!hydrated}
        onClick={() => setSettings(settings ? null : loadSettings())}
      >
        Aa
      </button>
      {(settings || verse !== null) && (
        <Suspense>
          <ReadingPanels
            locale={locale}
            settingsId={SETTINGS_ID}
            settings={settings}
            onSettings={changeSettings}
            sizes={TEXT_SIZES}
            modes={NIGHT_MODES}
            verse={verse}
            bookmarked={bookmarked}
            copied={copied}
            onBookmark={toggleBookmark}
            onCopy={copy}
            onClose={() => setVerse(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
