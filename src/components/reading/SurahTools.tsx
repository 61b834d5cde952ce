import { lazy, Suspense, useEffect, useState } from 'react';
import { localePath, type Locale } from '../../shared/locales.ts';
import type { StringsOf } from '../../i18n/index.ts';
import type { SurahLabel } from './readingPlace.ts';
import { versePath } from '../../shared/routes.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { useReadingPlace } from './useReadingPlace.ts';
import { useTransliteration } from './useTransliteration.ts';
import './reading.css';
import '../../styles/reading-prefs.css';

export const SURAH_TOOLS_KEYS = ['readingSettings'] as const;

// Settings and bookmarks load on the first tap: imported here, their module would be a chunk
// shared with the other reading islands, one script more than the page's budget of 8.
const ReadingPanels = lazy(() => import('./ReadingPanels.tsx'));

interface Props {
  surah: SurahLabel;
  locale: Locale;
  t: StringsOf<typeof SURAH_TOOLS_KEYS>;
}

const SETTINGS_ID = 'reading-settings';

/**
 * A surah page's reading tools: the "Aa" settings, the place read kept as the subscriber scrolls,
 * and a tap on a verse (or Enter on it) opening its actions. The verses carry no buttons of their own (the page's
 * HTML budget): one listener on the list finds the verse tapped.
 */
export default function SurahTools({ surah, locale, t }: Props) {
  const hydrated = useHydrated();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [verse, setVerse] = useState<number | null>(null);
  useReadingPlace(surah);
  useTransliteration(surah.id);

  useEffect(() => {
    const list = document.querySelector('.verses');
    const onTap = (event: Event) => {
      const li = (event.target as Element).closest('.verses > li');
      // A reader selecting text is not asking for the actions.
      if (!li || String(getSelection() ?? '') !== '') return;
      setVerse(Number(li.id.slice(1)));
    };
    // Keyboards reach the same actions: each verse is focusable from here (tabindex in the HTML
    // would cost the page's budget) and Enter or Space opens its bar.
    const onKey = (event: KeyboardEvent) => {
      const li = (event.target as Element).closest('.verses > li');
      if (!li || event.target !== li || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      setVerse(Number(li.id.slice(1)));
    };
    list?.querySelectorAll<HTMLElement>(':scope > li').forEach((li) => (li.tabIndex = 0));
    list?.addEventListener('click', onTap);
    list?.addEventListener('keydown', onKey as EventListener);
    return () => {
      list?.removeEventListener('click', onTap);
      list?.removeEventListener('keydown', onKey as EventListener);
    };
  }, []);

  useEffect(() => {
    document.querySelector('.verse-selected')?.classList.remove('verse-selected');
    if (verse !== null) document.getElementById(`v${verse}`)?.classList.add('verse-selected');
  }, [verse]);

  return (
    <div className="surah-tools">
      <button
        type="button"
        className="aa-button"
        aria-label={t.readingSettings}
        aria-expanded={settingsOpen}
        aria-controls={SETTINGS_ID}
        disabled={!hydrated}
        onClick={() => setSettingsOpen(!settingsOpen)}
      >
        Aa
      </button>
      {(settingsOpen || verse !== null) && (
        <Suspense>
          <ReadingPanels
            locale={locale}
            surah={surah}
            settingsId={SETTINGS_ID}
            settingsOpen={settingsOpen}
            verse={verse}
            verseUrl={verse === null ? '' : new URL(localePath(locale, versePath(surah.id, verse)), location.href).href}
            onClose={() => setVerse(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
