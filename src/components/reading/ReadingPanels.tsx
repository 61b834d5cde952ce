import { use } from 'react';
import type { Locale, Strings } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import type { NightMode, ReadingSettings as Settings, TextSize } from './reading.ts';
import ReadingSettings from './ReadingSettings.tsx';
import VerseActions from './VerseActions.tsx';
// Rendered with the panels, so the page's HTML (the surah page's budget) does not carry it.
import panelCss from './panels.css?inline';

/**
 * The settings and a tapped verse's actions, loaded on the first tap with the page locale's
 * strings table: their strings are not in the surah page's HTML (its 60 KB budget), and the
 * table is a chunk of its own, precached by the service worker like every script.
 */
// The query makes each table a module apart from the one src/i18n/index.ts imports (which the
// client tree-shakes away): imported as is, all three tables joined the app chunk of every page.
const tables: Record<Locale, () => Promise<{ default: Strings }>> = {
  fr: () => import('../../i18n/fr.ts?lazy'),
  en: () => import('../../i18n/en.ts?lazy'),
  ar: () => import('../../i18n/ar.ts?lazy'),
};
const loading = new Map<Locale, Promise<{ default: Strings }>>();

function table(locale: Locale): Promise<{ default: Strings }> {
  if (!loading.has(locale)) loading.set(locale, tables[locale]());
  return loading.get(locale)!;
}

export interface PanelsProps {
  locale: Locale;
  settingsId: string;
  settings: Settings | null;
  onSettings: (next: Settings) => void;
  sizes: readonly TextSize[];
  modes: readonly NightMode[];
  verse: number | null;
  bookmarked: boolean;
  copied: boolean;
  onBookmark: () => void;
  onCopy: () => void;
  onClose: () => void;
}

export default function ReadingPanels({
  locale,
  settingsId,
  settings,
  onSettings,
  sizes,
  modes,
  verse,
  ...actions
}: PanelsProps) {
  const t = use(table(locale)).default;
  return (
    <>
      <style>{panelCss}</style>
      {settings && (
        <ReadingSettings
          id={settingsId}
          label={t.readingSettings}
          settings={settings}
          translated={locale !== 'ar'}
          onChange={onSettings}
          sizes={sizes}
          modes={modes}
          t={t}
        />
      )}
      {verse !== null && <VerseActions label={fill(t.verseN, { n: verse })} {...actions} t={t} />}
    </>
  );
}
