import { formatNumber, type Locale, type StringsOf } from '../../i18n/index.ts';
import { dayFormat } from '../calendar/hijri.ts';
import { momentClock } from '../prayer/placeClock.ts';
import type { FastMoment, FastingDay } from './fastingDays.ts';

export const FASTING_TABLE_KEYS = ['fastDay', 'fastDate', 'imsak', 'iftar'] as const;

interface Props {
  days: FastingDay[];
  /** The place's day now, which the table marks. */
  today: string;
  zone: string | null;
  locale: Locale;
  t: StringsOf<typeof FASTING_TABLE_KEYS>;
}

/** A moment of the fast on the place's clock. */
export const clock = (locale: Locale, moment: FastMoment, zone: string | null) =>
  momentClock(locale, moment.at, moment.time, zone);

/** Every day of the month: its day of Ramadan, its Gregorian date, Imsak and Iftar; today marked. */
export default function FastingTable({ days, today, zone, locale, t }: Props) {
  const date = dayFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' });
  return (
    <table className="fasting-table">
      <thead>
        <tr>
          <th scope="col">{t.fastDay}</th>
          <th scope="col">{t.fastDate}</th>
          <th scope="col">{t.imsak}</th>
          <th scope="col">{t.iftar}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.key} aria-current={d.key === today ? 'date' : undefined}>
            <th scope="row">{formatNumber(locale, d.day)}</th>
            <td>{date.format(d.utcNoon)}</td>
            <td>{clock(locale, d.imsak, zone)}</td>
            <td>{clock(locale, d.iftar, zone)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
