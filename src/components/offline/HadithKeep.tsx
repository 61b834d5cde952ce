import type { Locale, StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { hadithMonthPath } from '../../shared/routes.ts';
import KeepButton from './KeepButton.tsx';

export const HADITH_KEEP_KEYS = ['keepOffline', 'keepSize', 'keptOffline', 'keptRemove', 'keptHadithMonth'] as const;

interface Props {
  monthId: string;
  month: string;
  /** The month's tracks' files, from the hadithContent answer the playlist shows. */
  files: string[];
  locale: Locale;
  t: StringsOf<typeof HADITH_KEEP_KEYS>;
}

/** The playlist's own "keep this month": every track of it. */
export default function HadithKeep({ monthId, month, files, locale, t }: Props) {
  const name = fill(t.keptHadithMonth, { month });
  return (
    <KeepButton
      item={{ id: `hadith:${monthId}`, route: hadithMonthPath(monthId), name, latin: name }}
      locale={locale}
      files={files}
      labels={{ keep: t.keepOffline, keepSize: t.keepSize, kept: t.keptOffline, remove: t.keptRemove }}
    />
  );
}
