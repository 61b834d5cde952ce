import type { Locale, StringsOf } from '../../i18n/index.ts';
import type { PrayerRow } from './dateNav.ts';
import { rowClock } from './zoned.ts';

export const PRAYER_LIST_KEYS = ['noTimes', 'nextPrayer', 'nearerLatitudeNote'] as const;

interface Props {
  rows: PrayerRow[];
  /** Row of the next prayer on this day, or -1. */
  nextIndex: number;
  /** The place's time zone, when the answer says it: times are read on its clock. */
  zone: string | null;
  /** The answer says this day's times follow a nearer latitude (polar circle): say how they were found. */
  nearerLatitude?: boolean;
  locale: Locale;
  t: StringsOf<typeof PRAYER_LIST_KEYS>;
}

/** One day's prayers (and Shuruq, the end of Fajr's time): heading, name and time; the next one to come is marked. */
export default function PrayerList({ rows, nextIndex, zone, nearerLatitude = false, locale, t }: Props) {
  if (rows.length === 0) return <p className="media-note">{t.noTimes}</p>;
  return (
    <>
      <ul className="prayer-list">
        {rows.map((row, i) => (
          <li
            key={`${row.name}-${i}`}
            className={i === nextIndex ? 'prayer-row prayer-row--next' : 'prayer-row'}
            aria-current={i === nextIndex ? 'time' : undefined}
          >
            <span className="prayer-heading">{row.heading}</span>
            <span className="prayer-name">{row.name}</span>
            <time className="prayer-time">{rowClock(locale, row, zone)}</time>
            {i === nextIndex ? <span className="prayer-next">{t.nextPrayer}</span> : null}
          </li>
        ))}
      </ul>
      {nearerLatitude ? (
        <p className="prayer-option-note" role="note">
          {t.nearerLatitudeNote}
        </p>
      ) : null}
    </>
  );
}
