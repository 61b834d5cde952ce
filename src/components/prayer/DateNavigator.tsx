import type { Locale, StringsOf } from '../../i18n/index.ts';
import { keyToTime, step } from './dateNav.ts';
import { gregorianDate, hijriDate } from './format.ts';

export const DATE_NAV_KEYS = ['previousDay', 'nextDay'] as const;

interface Props {
  keys: string[];
  /** The day shown; null at build, where no one knows what day it will be (todayScript.ts). */
  current: string | null;
  onChange: (key: string) => void;
  locale: Locale;
  t: StringsOf<typeof DATE_NAV_KEYS>;
}

/** Back/forward over the answered days; an arrow with no day behind it is dimmed and disabled. */
export default function DateNavigator({ keys, current, onChange, locale, t }: Props) {
  const back = current ? step(keys, current, -1) : null;
  const forward = current ? step(keys, current, 1) : null;
  const time = current ? keyToTime(current) : null;
  return (
    <div className="date-nav">
      <Arrow label={t.previousDay} target={back} onChange={onChange} direction="back" />
      <div className="date-nav-dates" aria-live="polite">
        <h2 className="date-nav-gregorian">{time ? gregorianDate(locale, time) : ''}</h2>
        <p className="date-nav-hijri">{time ? hijriDate(locale, time) : ''}</p>
      </div>
      <Arrow label={t.nextDay} target={forward} onChange={onChange} direction="forward" />
    </div>
  );
}

function Arrow({
  label,
  target,
  onChange,
  direction,
}: {
  label: string;
  target: string | null;
  onChange: (k: string) => void;
  direction: 'back' | 'forward';
}) {
  return (
    <button
      type="button"
      className="date-nav-arrow"
      aria-label={label}
      disabled={!target}
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
