import { useState } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { formatNumber } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { usePageData } from '../../lib/usePageData.ts';
import LoadFailed from '../page/LoadFailed.tsx';
import { dayFormat, inDaysText, ramadanOf, todayNoon } from '../calendar/hijri.ts';
import { chosenAsr, chosenPlace } from '../prayer/place/place.ts';
import { operatorTitle, placeTitle } from '../prayer/place/names.ts';
import { todayKeyIn } from '../prayer/placeClock.ts';
import { useNow } from '../prayer/useNow.ts';
import { daysUntil } from './fastingDays.ts';
import { keptTimetable, loadTimetable, type Timetable } from './fastingTimes.ts';
import FastCountdown from './FastCountdown.tsx';
import FastingTable, { clock } from './FastingTable.tsx';
import FastingFileButton from './FastingFileButton.tsx';
import type { RAMADAN_TIMES_KEYS } from './fastingKeys.ts';

interface Props {
  locale: Locale;
  t: StringsOf<typeof RAMADAN_TIMES_KEYS>;
}

/**
 * This Ramadan's days (or the coming one's) with Imsak and Iftar at the subscriber's place and
 * Asr, as the prayer page has them: kept from the last visit shown at once, asked again; a
 * countdown during the month, the days left before it.
 */
export default function RamadanMonth({ locale, t }: Props) {
  const [today] = useState(todayNoon);
  const [place] = useState(chosenPlace);
  const [asr] = useState(chosenAsr);
  // The minute's edge: the place's day, which the table marks, may turn while the page is open.
  const now = useNow(60_000);
  const { year, days } = ramadanOf(today);
  const [kept] = useState(() => keptTimetable(locale, year, place, asr));
  const [data, retry] = usePageData<Timetable>(() => loadTimetable(year, days, locale, place, asr), {
    cached: kept,
    refresh: true,
  });
  if (data.status === 'failed') return <LoadFailed message={t.loadFailed} retryLabel={t.retry} onRetry={retry} />;
  if (data.status !== 'ready') return null;
  const timetable = data.data;
  const operator = operatorTitle(locale, timetable.operator);
  // The chosen place once the answer says the times are for it; else the operator's, said so.
  const chosen = place && timetable.zone ? placeTitle(locale, place) : null;
  const placeLabel = chosen ?? operator ?? t.operatorPlace;
  const placeLine = chosen ?? (operator ? fill(t.operatorPlaceNamed, { place: operator }) : t.operatorPlace);
  const title = dayFormat(locale, { month: 'long', year: 'numeric' }, true).format(timetable.days[0].utcNoon);
  const left = daysUntil(timetable.days, today);
  const placeToday = todayKeyIn(timetable.zone, now);
  const fastToday = timetable.days.find((d) => d.key === placeToday);
  return (
    <>
      <h2>{title}</h2>
      <p className="fasting-place">{fill(t.ramadanTimesFor, { place: placeLine })}</p>
      <FastCountdown
        days={timetable.days}
        zone={timetable.zone}
        locale={locale}
        t={t}
        before={
          left > 0
            ? fill(t.ramadanBegins, {
                when: inDaysText(locale, t, left),
              })
            : null
        }
      />
      {fastToday ? (
        <p className="fasting-today">
          {fill(t.fastToday, {
            day: formatNumber(locale, fastToday.day),
            imsak: clock(locale, fastToday.imsak, timetable.zone),
            iftar: clock(locale, fastToday.iftar, timetable.zone),
          })}
        </p>
      ) : null}
      <FastingTable days={timetable.days} today={placeToday} zone={timetable.zone} locale={locale} t={t} />
      <FastingFileButton
        timetable={timetable}
        labels={{
          calendar: fill(t.ramadanTimesCalendar, { place: placeLabel }),
          place: placeLabel,
          imsak: t.imsak,
          iftar: t.iftar,
          note: t.imsakNote,
        }}
        t={t}
      />
    </>
  );
}
