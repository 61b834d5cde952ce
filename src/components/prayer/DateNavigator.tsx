import { useId } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { keyToTime, step } from './dateNav.ts';
import { gregorianDate, hijriDate } from './format.ts';
import DateLimits, { DATE_LIMITS_KEYS } from './DateLimits.tsx';

export const DATE_NAV_KEYS = ['previousDay', 'nextDay', ...DATE_LIMITS_KEYS] as const;

interface Props {
  keys: string[];
  /** The day shown; null at build, where no one knows what day it will be (todayScript.ts). */
  current: string | null;
  /** Today's key on the place's clock; null before the times arrive. */
  today: string | null;
  onChange: (key: string) => void;
  locale: Locale;
  t: StringsOf<typeof DATE_NAV_KEYS>;
}

/**
 * Back/forward over the answered days, and "Today" away from it. An arrow with no day behind it is
 * dimmed and disabled, yet stays a keyboard stop whose description says why (DateLimits' note).
 */
export default function DateNavigator({ keys, current, today, onChange, locale, t }: Props) {
  const noteId = useId();
  const back = current ? step(keys, current, -1) : null;
  const forward = current ? step(keys, current, 1) : null;
  const time = current ? keyToTime(current) : null;
  const known = keys.length > 0 && current !== null;
  const why = (target: string | null) => (known && !target ? noteId : undefined);
  return (
    <>
      <div className="date-nav">
        <Arrow label={t.previousDay} target={back} onChange={onChange} direction="back" describedBy={why(back)} />
        <div className="date-nav-dates" aria-live="polite">
          <h2 className="date-nav-gregorian">{time ? gregorianDate(locale, time) : ''}</h2>
          <p className="date-nav-hijri">{time ? hijriDate(locale, time) : ''}</p>
        </div>
        <Arrow label={t.nextDay} target={forward} onChange={onChange} direction="forward" describedBy={why(forward)} />
      </div>
      <DateLimits
        keys={keys}
        current={current}
        today={today}
        atLimit={known && (!back || !forward)}
        noteId={noteId}
        onChange={onChange}
        locale={locale}
        t={t}
      />
    </>
  );
}

function Arrow({
  label,
  target,
  onChange,
  direction,
  describedBy,
}: {
  label: string;
  target: string | null;
  onChange: (k: string) => void;
  direction: 'back' | 'forward';
  describedBy?: string;
}) {
  // aria-disabled rather than disabled: a disabled button leaves the keyboard's order and its
  // reason would never be heard; this one is announced as unavailable, with the note as why.
  return (
    <button
      type="button"
      className="date-nav-arrow"
      aria-label={label}
      aria-disabled={!target}
      aria-describedby={describedBy}
      onClick={() => target && onChange(target)}
    >
      {/* Drawn pointing left; prayer.css turns it to the inline start (back) or end (forward). */}
      <svg className={`date-nav-${direction}`} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
