import { useCallback } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { tileRoute } from '../../shared/routes.ts';
import KeepButton from './KeepButton.tsx';

export const DUAS_KEEP_KEYS = ['keepDuas', 'keepDuasSize', 'keptOffline', 'keptRemove', 'keptDuas'] as const;

interface Props {
  /** The recitations the page's language plays (Arabic pages play the French ones). */
  files: string[];
  locale: Locale;
  t: StringsOf<typeof DUAS_KEEP_KEYS>;
}

/** The dua list's one action: every dua's recitation in the page's language. */
export default function DuasKeep({ files, locale, t }: Props) {
  const asked = useCallback(() => Promise.resolve(files), [files]);
  return (
    <KeepButton
      item={{ id: `duas:${locale}`, route: tileRoute(3) ?? '/3', name: t.keptDuas, latin: t.keptDuas }}
      locale={locale}
      files={asked}
      labels={{ keep: t.keepDuas, keepSize: t.keepDuasSize, kept: t.keptOffline, remove: t.keptRemove }}
    />
  );
}
