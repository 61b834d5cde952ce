import { useState } from 'react';
import { formatNumber, type Locale, type StringsOf } from '../../i18n/index.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import {
  addMonths,
  comingDays,
  DAY_MS,
  dayFormat,
  hijriOf,
  inDaysText,
  monthDays,
  todayNoon,
  YEAR_DAYS,
} from './hijri.ts';
import YearDaysButton, { YEAR_DAYS_BUTTON_KEYS } from './YearDaysButton.tsx';
import './calendar.css';

export const HIJRI_CALENDAR_KEYS = [
  'previousMonth',
  'nextMonth',
  'thisMonth',
  'yearDays',
  'dateToday',
  'inDays',
  'inOneDay',
  'yearDaysCalendar',
  'moonNote',
  ...YEAR_DAYS_BUTTON_KEYS,
  ...YEAR_DAYS.map((d) => d.key),
] as const;

interface Props {
  locale: Locale;
  t: StringsOf<typeof HIJRI_CALENDAR_KEYS>;
}

// The week's first day as people there count it: Monday in France and Britain, Saturday in Egypt.
const WEEK_STARTS: Record<Locale, number> = { fr: 1, en: 1, ar: 6 };

/** An arrow to the month before (the reading way's start) or after; flip-rtl turns it in Arabic. */
function MonthArrow({ label, forward = false, onClick }: { label: string; forward?: boolean; onClick: () => void }) {
  return (
    <button type="button" className="icon-button month-arrow" aria-label={label} onClick={onClick}>
      <svg className="flip-rtl" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d={forward ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'}
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

/**
 * A Hijri month with its Gregorian days, moving by month, and the coming days of the Islamic year
 * with how many days remain. Today is the phone's own day; the build knows no day, so the HTML
 * keeps the room and the island fills it.
 */
export default function HijriCalendar({ locale, t }: Props) {
  const hydrated = useHydrated();
  const [offset, setOffset] = useState(0);
  if (!hydrated) return <div className="hijri-calendar" />;
  const today = todayNoon();
  const shown = addMonths(hijriOf(today), offset);
  const days = monthDays(shown.year, shown.month);
  const title = dayFormat(locale, { month: 'long', year: 'numeric' }, true).format(days[0].utcNoon);
  const gregorian = dayFormat(locale, { day: 'numeric', month: 'short' });
  const weekday = dayFormat(locale, { weekday: 'short' });
  const long = dayFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const hijriLong = dayFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }, true);
  // Blank cells before the 1st, so that each day falls under its weekday.
  const lead = (new Date(days[0].utcNoon).getUTCDay() - WEEK_STARTS[locale] + 7) % 7;
  const cells = [...Array.from({ length: lead }, () => null), ...days];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const heads = Array.from({ length: 7 }, (_, i) => weekday.format(days[0].utcNoon + (i - lead) * DAY_MS));

  return (
    <div className="hijri-calendar">
      <div className="month-nav">
        <MonthArrow label={t.previousMonth} onClick={() => setOffset(offset - 1)} />
        <h2 aria-live="polite">{title}</h2>
        <MonthArrow label={t.nextMonth} forward onClick={() => setOffset(offset + 1)} />
      </div>
      <table className="month-grid">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((d, i) =>
                d ? (
                  <td
                    key={i}
                    aria-current={d.utcNoon === today ? 'date' : undefined}
                    aria-label={`${hijriLong.format(d.utcNoon)}, ${long.format(d.utcNoon)}`}
                  >
                    <span className="hijri-day">{formatNumber(locale, d.day)}</span>
                    <span className="gregorian-day">{gregorian.format(d.utcNoon)}</span>
                  </td>
                ) : (
                  <td key={i} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {offset !== 0 ? (
        <button type="button" className="text-button" onClick={() => setOffset(0)}>
          {t.thisMonth}
        </button>
      ) : null}
      <h2>{t.yearDays}</h2>
      <ul className="year-days">
        {comingDays(today).map((d) => (
          <li key={d.key}>
            <strong>{t[d.key]}</strong>
            <span>
              {hijriLong.format(d.utcNoon)} · {long.format(d.utcNoon)}
            </span>
            <span className="days-left">{d.daysLeft === 0 ? t.dateToday : inDaysText(locale, t, d.daysLeft)}</span>
          </li>
        ))}
      </ul>
      <YearDaysButton
        today={today}
        labels={{
          calendar: t.yearDaysCalendar,
          names: t,
          hijri: (utcNoon) => hijriLong.format(utcNoon),
          note: t.moonNote,
        }}
        t={t}
      />
    </div>
  );
}
