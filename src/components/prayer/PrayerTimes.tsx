import { useState } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { usePageData } from '../../lib/usePageData.ts';
import LoadFailed from '../page/LoadFailed.tsx';
import { fill } from '../../lib/fill.ts';
import { dateKeys, initialKey, nextPrayer, type Timings } from './dateNav.ts';
import { answeredOperator, answeredPlace, followsNearerLatitude, keptTimings, loadTimings } from './timings.ts';
import { chooseAsr, chosenAsr, chosenPlace, choosePlace, type ChosenPlace } from './place/place.ts';
import { DEFAULT_ASR, type AsrSchool } from '../../../content/prayerMethods.ts';
import { operatorTitle, placeTitle } from './place/names.ts';
import { todayKeyIn } from './placeClock.ts';
import { useNow } from './useNow.ts';
import DateNavigator from './DateNavigator.tsx';
import PrayerList from './PrayerList.tsx';
import PlaceBar from './place/PlaceBar.tsx';
import Countdown from './Countdown.tsx';
import PrayerAlertWhenOn from './PrayerAlertWhenOn.tsx';
import PrayerOptions from './PrayerOptions.tsx';
import type { PRAYER_KEYS } from './prayerKeys.ts';
import './prayer.css';

interface Props {
  locale: Locale;
  t: StringsOf<typeof PRAYER_KEYS>;
}

/**
 * Prayer alert: for which place, zone and method the times are; a live countdown to the next
 * prayer and the alert at its time; the date navigator over the days salatTimings answered, and
 * that day's rows on the place's clock; the month as a calendar file.
 */
export default function PrayerTimes({ locale, t }: Props) {
  // Read at once on the phone. The page's HTML cannot know it: its inline script writes the place's
  // name there (todayScript.ts), and PlaceBar takes that text as it is on hydration.
  const [place, setPlace] = useState<ChosenPlace | null>(() =>
    typeof document === 'undefined' ? null : chosenPlace(),
  );
  const [asr, setAsr] = useState<AsrSchool>(() => (typeof document === 'undefined' ? DEFAULT_ASR : chosenAsr()));
  const todayThere = () => todayKeyIn(place?.timeZone ?? null, Date.now());
  // A returning subscriber sees the times kept from the last visit at once, while they are asked again.
  const [kept] = useState(() =>
    typeof document === 'undefined' ? null : keptTimings(locale, todayThere(), place, asr),
  );
  const [data, retry] = usePageData(() => loadTimings(todayThere(), locale, place, asr), {
    cached: kept,
    refresh: true,
  });
  const [current, setCurrent] = useState<string | null>(null);
  // The minute's edge is when anything here changes (prayer times are whole minutes, days end on
  // one); the countdown and the alert keep their own clocks by the second.
  const now = useNow(60_000);

  const [unsaved, setUnsaved] = useState(false);

  const choose = (next: ChosenPlace | null) => {
    setUnsaved(!choosePlace(next));
    setPlace(next);
    setCurrent(null);
    retry();
  };
  const chooseSchool = (next: AsrSchool) => {
    setUnsaved(!chooseAsr(next));
    setAsr(next);
    retry();
  };

  if (data.status === 'failed') return <LoadFailed message={t.loadFailed} retryLabel={t.retry} onRetry={retry} />;
  // While the times are on their way (and in the page's HTML), the same tree with what is known
  // already: the place, today's date (todayScript.ts writes both as the page is parsed) and the
  // room the countdown and the rows will take, so the first paint holds the page's largest text
  // and nothing on screen moves when the times arrive.
  const timings: Timings | null = data.status === 'ready' ? data.data : null;
  const answered = timings && answeredPlace(timings);
  // The place's clock when the answer says which place it is for; else the times as answered.
  const zone = answered?.timeZone ?? null;
  const keys = timings ? dateKeys(timings) : [];
  const today = typeof document === 'undefined' ? null : todayKeyIn(zone, now);
  const shown = timings
    ? current && keys.includes(current)
      ? current
      : initialKey(keys, todayKeyIn(zone, now))
    : today;
  if (timings && !shown) return <p className="media-note">{t.noTimes}</p>;
  const next = timings && nextPrayer(timings, now);
  const honoured = place && answered ? place : null;
  // The operator's place by its name ("La Mecque, Arabie saoudite") when the answer gives one.
  const operator = timings && answeredOperator(timings);
  const operatorPlace = operatorTitle(locale, operator);
  const placeLabel = honoured ? placeTitle(locale, honoured) : (operatorPlace ?? t.operatorPlace);
  return (
    <div className="prayer">
      {timings ? <PrayerAlertWhenOn timings={timings} t={t} /> : null}
      <PlaceBar
        place={place}
        answered={answered}
        pending={!timings}
        now={now}
        operatorLabel={operatorPlace ? fill(t.operatorPlaceNamed, { place: operatorPlace }) : t.operatorPlace}
        operatorCountry={operator?.country ?? ''}
        asr={asr}
        onAsr={chooseSchool}
        locale={locale}
        onChoose={choose}
        t={t}
      />
      {unsaved ? (
        <p className="media-note" role="status">
          {t.notSaved}
        </p>
      ) : null}
      {timings ? (
        <Countdown timings={timings} locale={locale} t={t} />
      ) : (
        <p className="prayer-countdown prayer-pending" aria-hidden="true">
          {fill(t.nextPrayerIn, { prayer: '', time: '' })}
        </p>
      )}
      <DateNavigator
        keys={keys}
        current={shown}
        today={timings ? todayKeyIn(zone, now) : null}
        onChange={setCurrent}
        locale={locale}
        t={t}
      />
      {timings && shown ? (
        <PrayerList
          rows={timings[shown]}
          nextIndex={next?.key === shown ? next.index : -1}
          zone={zone}
          nearerLatitude={followsNearerLatitude(timings, shown)}
          locale={locale}
          t={t}
        />
      ) : (
        <div className="prayer-rows-pending" />
      )}
      {timings ? (
        <PrayerOptions
          today={todayKeyIn(zone ?? place?.timeZone ?? null, now)}
          place={place}
          asr={asr}
          timesFor={honoured ? { ...honoured, ...(answered?.asr ? { asr: answered.asr } : {}) } : answered}
          labels={{ calendar: fill(t.calendarName, { place: placeLabel }), place: placeLabel, timeZone: zone }}
          locale={locale}
          t={t}
        />
      ) : null}
    </div>
  );
}
