import { lazy, Suspense, useEffect, useState } from 'react';
import { localePath, type Locale } from '../../shared/locales.ts';
import type { StringsOf } from '../../i18n/index.ts';
import type { SurahLabel } from './readingPlace.ts';
import { versePath } from '../../shared/routes.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { useReadingPlace } from './useReadingPlace.ts';
import { useTransliteration } from './useTransliteration.ts';
import { getItem, setItem } from '../../lib/storage.ts';
import { SURAH_KEEP_KEYS } from '../offline/surahKeepKeys.ts';
import '../offline/keep.css';
import './reading.css';
import '../../styles/reading-prefs.css';

export const SURAH_TOOLS_KEYS = ['readingSettings', 'verseHint', ...SURAH_KEEP_KEYS] as const;

// Settings and bookmarks load on the first tap: imported here, their code would load and run at
// every surah page's start, for the few visits that open them.
const ReadingPanels = lazy(() => import('./ReadingPanels.tsx'));
// The surah's own action, not a reading tool: its code comes after the page's start, in its place.
const SurahKeep = lazy(() => import('../offline/SurahKeep.tsx'));

interface Props {
  surah: SurahLabel;
  locale: Locale;
  t: StringsOf<typeof SURAH_TOOLS_KEYS>;
}

const SETTINGS_ID = 'reading-settings';
/** Says what a verse does: shown until the reader first opens a verse's actions, always its description. */
const HINT_ID = 'verse-hint';
const HINT_SEEN = 'verseHintSeen';

/**
 * A surah page's reading tools: the "Aa" settings, the place read kept as the subscriber scrolls,
 * and a tap on a verse (or Enter on it) opening its actions. The verses carry no buttons of their own (the page's
 * HTML budget): one listener on the list finds the verse tapped. Above them, the surah kept for offline.
 */
export default function SurahTools({ surah, locale, t }: Props) {
  const hydrated = useHydrated();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [verse, setVerse] = useState<number | null>(null);
  // Read from the device after hydration (the HTML has the hint hidden): nothing shifts, it sits
  // beside the Aa button in the row that is there anyway.
  const [hintSeen, setHintSeen] = useState(true);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's flag, after the HTML's first render
  useEffect(() => setHintSeen(getItem<boolean>(HINT_SEEN) === true), []);
  useReadingPlace(surah);
  useTransliteration(surah.id);

  useEffect(() => {
    const list = document.querySelector('.verses');
    const open = (li: Element) => {
      setVerse(Number(li.id.slice(1)));
      // Found out: the hint has done its work.
      setItem(HINT_SEEN, true);
      setHintSeen(true);
    };
    const onTap = (event: Event) => {
      const li = (event.target as Element).closest('.verses > li');
      // A reader selecting text is not asking for the actions.
      if (!li || String(getSelection() ?? '') !== '') return;
      open(li);
    };
    // Keyboards reach the same actions: each verse is focusable from here (tabindex in the HTML
    // would cost the page's budget) and Enter or Space opens its bar.
    const onKey = (event: KeyboardEvent) => {
      const li = (event.target as Element).closest('.verses > li');
      if (!li || event.target !== li || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      open(li);
    };
    // Each verse says what it opens, to a screen reader too (set here: 286 attributes in the HTML
    // would cost the page's budget).
    list?.querySelectorAll<HTMLElement>(':scope > li').forEach((li) => {
      li.tabIndex = 0;
      li.setAttribute('aria-describedby', HINT_ID);
    });
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
    <>
      <Suspense
        fallback={
          <p className="keep-offline">
            <button type="button" disabled>
              {t.keepOffline}
              {/* KeepLabel's empty size line, so the button does not change when it comes. */}
              <span className="keep-size" />
            </button>
          </p>
        }
      >
        <SurahKeep surah={surah} locale={locale} t={t} />
      </Suspense>
      <div className="surah-tools">
        <p id={HINT_ID} className="verse-hint" hidden={hintSeen}>
          {t.verseHint}
        </p>
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
              verseUrl={
                verse === null ? '' : new URL(localePath(locale, versePath(surah.id, verse)), location.href).href
              }
              onClose={() => setVerse(null)}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}
