import { use, useState } from 'react';
import { formatNumber, type Locale } from '../../i18n/index.ts';
import { lazyStrings } from '../../i18n/lazyStrings.ts';
import { fill } from '../../lib/fill.ts';
import { share, sharedText, shareNote } from '../../lib/share.ts';
import { labelOf, type SurahLabel } from './readingPlace.ts';
import {
  applySettings,
  bookmarkId,
  loadBookmarks,
  loadSettings,
  NIGHT_MODES,
  saveBookmarks,
  snippet,
  TEXT_SIZES,
  toggled,
  type ReadingSettings as Settings,
} from './reading.ts';
import ReadingSettings from './ReadingSettings.tsx';
import VerseActions from './VerseActions.tsx';
// Rendered with the panels, so the page's HTML (the surah page's budget) does not carry it.
import panelCss from './panels.css?inline';

/**
 * The settings and a tapped verse's actions, loaded on the first tap with the page locale's
 * strings table: their strings are not in the surah page's HTML (near its budget), and the
 * table is a chunk of its own, precached by the service worker like every script.
 */
export interface PanelsProps {
  locale: Locale;
  surah: SurahLabel;
  settingsId: string;
  settingsOpen: boolean;
  verse: number | null;
  /** The verse's address, absolute, as copied. */
  verseUrl: string;
  onClose: () => void;
}

const isMarked = (surah: SurahLabel, verse: number) =>
  loadBookmarks().some((b) => bookmarkId(b) === bookmarkId({ kind: 'verse', surah, verse }));

export default function ReadingPanels({
  locale,
  surah,
  settingsId,
  settingsOpen,
  verse,
  verseUrl,
  onClose,
}: PanelsProps) {
  const t = use(lazyStrings(locale)).default;
  const [settings, setSettings] = useState<Settings>(loadSettings);
  // Which verse the copy was for, and whether it is bookmarked, as of the last tap or change.
  const [copied, setCopied] = useState<number | null>(null);
  const [shared, setShared] = useState<{ verse: number; note: string } | null>(null);
  const [marks, setMarks] = useState(0);
  const [unsaved, setUnsaved] = useState(false);

  const changeSettings = (next: Settings) => {
    setSettings(next);
    applySettings(next);
  };
  const toggleBookmark = () => {
    if (verse === null) return;
    const text = document.querySelector(`[id="v${verse}"] > p[lang="ar"]`)?.textContent ?? '';
    setUnsaved(!saveBookmarks(toggled(loadBookmarks(), { kind: 'verse', surah, verse, text: snippet(text) })));
    setMarks(marks + 1);
  };
  const copy = () => {
    const shown = verse;
    navigator.clipboard?.writeText(verseUrl).then(
      () => setCopied(shown),
      () => setCopied(null),
    );
  };

  const shareVerse = () => {
    if (verse === null) return;
    const item = document.querySelector(`[id="v${verse}"]`);
    const source = fill(t.verseOf, { surah: labelOf(surah, locale), verse: formatNumber(locale, verse) });
    const text = sharedText(
      item?.querySelector('p[lang="ar"]')?.textContent ?? '',
      item?.querySelector('p:not([lang])')?.textContent ?? null,
      source,
    );
    // Called in the tap itself: Safari opens the share sheet only within the gesture.
    void share({ title: source, text, url: verseUrl }).then((how) => {
      const note = shareNote(how, t);
      setShared(note ? { verse, note } : null);
    });
  };

  return (
    <>
      <style>{panelCss}</style>
      {settingsOpen && (
        <ReadingSettings
          id={settingsId}
          label={t.readingSettings}
          settings={settings}
          translated={locale !== 'ar'}
          onChange={changeSettings}
          sizes={TEXT_SIZES}
          modes={NIGHT_MODES}
          t={t}
        />
      )}
      {verse !== null && (
        <VerseActions
          key={`${verse}:${marks}`}
          // In the digits of the verse's badge (quran.css: Arabic-Indic on Arabic pages).
          label={fill(t.verseN, { n: formatNumber(locale, verse) })}
          bookmarked={isMarked(surah, verse)}
          copied={copied === verse}
          shared={shared?.verse === verse ? shared.note : null}
          unsaved={unsaved}
          onBookmark={toggleBookmark}
          onCopy={copy}
          onShare={shareVerse}
          onClose={onClose}
          t={t}
        />
      )}
    </>
  );
}
