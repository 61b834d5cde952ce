import { useId } from 'react';
import type { Locale } from '../../../i18n/index.ts';
import { VERSE_HOUR_FIRST } from './pushState.ts';
import { localDigits } from '../../../shared/locales.ts';

interface Props {
  /** The hour of the place's clock, or null when the verse is not asked for. */
  hour: number | null;
  /** No prayer is chosen: the verse is all there is, so it stays (as the last prayer does). */
  last: boolean;
  disabled: boolean;
  locale: Locale;
  t: { pushVerse: string; pushVerseHour: string };
  onChange: (hour: number | null) => void;
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** "The verse of the day, at 07:00": home's verse each day as a notification, at an hour picked. */
export default function PushVerse({ hour, last, disabled, locale, t, onChange }: Props) {
  const id = useId();
  return (
    <div className="prayer-push-verse">
      <label className="prayer-push-choice">
        <input
          type="checkbox"
          checked={hour !== null}
          disabled={disabled || (hour !== null && last)}
          onChange={(e) => onChange(e.target.checked ? VERSE_HOUR_FIRST : null)}
        />
        {t.pushVerse}
      </label>
      {hour !== null ? (
        <>
          <label htmlFor={id} className="sr-only">
            {t.pushVerseHour}
          </label>
          <select id={id} value={hour} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))}>
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {/* On the place's clock, written as the prayer times are. */}
                {localDigits(locale, `${String(h).padStart(2, '0')}:00`)}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </div>
  );
}
