import type { Locale, StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { keyToTime } from './dateNav.ts';
import { shortDate } from './format.ts';

export const DATE_LIMITS_KEYS = ['dateToday', 'dateLimitNote'] as const;

interface Props {
  keys: string[];
  current: string | null;
  /** Today's key on the place's clock; null before the times arrive. */
  today: string | null;
  /** Whether an arrow has no day behind it: the note then says why (the arrow points to it). */
  atLimit: boolean;
  noteId: string;
  onChange: (key: string) => void;
  locale: Locale;
  t: StringsOf<typeof DATE_LIMITS_KEYS>;
}

/**
 * Under the date bar: "Today" once the subscriber has moved away from it, and at either end of the
 * answered days the reason an arrow stops there (the API gives a window around today).
 */
export default function DateLimits({ keys, current, today, atLimit, noteId, onChange, locale, t }: Props) {
  const first = keyToTime(keys[0] ?? '');
  const last = keyToTime(keys.at(-1) ?? '');
  const away = today !== null && current !== today && keys.includes(today);
  if (!away && !(atLimit && first !== null && last !== null)) return null;
  return (
    <div className="date-limits">
      {atLimit && first !== null && last !== null ? (
        <p id={noteId} className="date-limits-note">
          {fill(t.dateLimitNote, { first: shortDate(locale, first), last: shortDate(locale, last) })}
        </p>
      ) : null}
      {away ? (
        <button type="button" className="text-button date-limits-today" onClick={() => onChange(today)}>
          {t.dateToday}
        </button>
      ) : null}
    </div>
  );
}
