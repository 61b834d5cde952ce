import type { Locale } from '../../../i18n/index.ts';
import type { PushSetting } from '../../../lib/pushOnPhone.ts';
import PushPrayers from './PushPrayers.tsx';
import PushVerse from './PushVerse.tsx';

interface Props {
  setting: PushSetting;
  /** The verse's hour ticked while push was off, shown ticked while push comes on for it. */
  verseAsked: number | null;
  busy: boolean;
  locale: Locale;
  t: { pushPrayers: string; pushVerse: string; pushVerseHour: string };
  /** On: the prayers or the verse's hour changed. */
  onChange: (next: PushSetting) => void;
  /** Off: the verse ticked, push is to come on for it alone. */
  onVerseAlone: (hour: number) => void;
}

/** What push announces: the prayers and the verse of the day when on; off, the verse alone is offered. */
export default function PushChoices({ setting, verseAsked, busy, locale, t, onChange, onVerseAlone }: Props) {
  const verse = (
    <PushVerse
      hour={setting.on ? setting.verseHour : verseAsked}
      last={setting.on && setting.prayers.length === 0}
      disabled={busy}
      locale={locale}
      t={t}
      onChange={(verseHour) => {
        if (setting.on) onChange({ ...setting, verseHour });
        else if (verseHour !== null) onVerseAlone(verseHour);
      }}
    />
  );
  if (!setting.on) return verse;
  return (
    <>
      <PushPrayers
        chosen={setting.prayers}
        verseOn={setting.verseHour !== null}
        disabled={busy}
        locale={locale}
        legend={t.pushPrayers}
        onChange={(prayers) => onChange({ ...setting, prayers })}
      />
      {verse}
    </>
  );
}
