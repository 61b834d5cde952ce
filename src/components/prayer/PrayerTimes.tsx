import { useState } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { usePageData } from '../../lib/usePageData.ts';
import LoadFailed from '../page/LoadFailed.tsx';
import { fill } from '../../lib/fill.ts';
import { dateKeys, initialKey, nextPrayer, todayKey, type Timings } from './dateNav.ts';
import { answeredPlace, keptTimings, loadTimings } from './timings.ts';
import { chosenPlace, choosePlace, type ChosenPlace } from './place/place.ts';
import { placeTitle } from './place/names.ts';
import { todayKeyIn } from './zoned.ts';
import { useNow } from './useNow.ts';
import DateNavigator, { DATE_NAV_KEYS } from './DateNavigator.tsx';
import PrayerList, { PRAYER_LIST_KEYS } from './PrayerList.tsx';
import PlaceBar, { PLACE_BAR_KEYS } from './place/PlaceBar.tsx';
import Countdown, { COUNTDOWN_KEYS } from './Countdown.tsx';
import PrayerAlert, { ALERT_KEYS } from './PrayerAlert.tsx';
import AlertSwitch, { ALERT_SWITCH_KEYS } from './AlertSwitch.tsx';
import CalendarButton, { CALENDAR_KEYS } from './CalendarButton.tsx';
import './prayer.css';

/** The strings the island uses: only these ride in its props (pickStrings). */
export const PRAYER_KEYS = [
  'loadFailed',
  'retry',
  'calendarName',
  ...PRAYER_LIST_KEYS,
  ...DATE_NAV_KEYS,
  ...PLACE_BAR_KEYS,
  ...COUNTDOWN_KEYS,
  ...ALERT_KEYS,
  ...ALERT_SWITCH_KEYS,
  ...CALENDAR_KEYS,
] as const;

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
  // Read at once on the phone: nothing rendered before the times arrive depends on it.
  const [place, setPlace] = useState<ChosenPlace | null>(() =>
    typeof document === 'undefined' ? null : chosenPlace(),
  );
  const todayThere = () => todayKeyIn(place?.timeZone ?? null, Date.now());
  // A returning subscriber sees the times kept from the last visit at once, while they are asked again.
  const [kept] = useState(() => (typeof document === 'undefined' ? null : keptTimings(locale, todayThere(), place)));
  const [data, retry] = usePageData(() => loadTimings(todayThere(), locale, place), { cached: kept, refresh: true });
  const [current, setCurrent] = useState<string | null>(null);
  const now = useNow();

  const choose = (next: ChosenPlace | null) => {
    choosePlace(next);
    setPlace(next);
    setCurrent(null);
    retry();
  };

  if (data.status === 'loading') {
    // Today, while its times are on their way. The build cannot know the day: it leaves the
    // headings empty and the page's inline script fills them (todayScript.mjs).
    const today = typeof document === 'undefined' ? null : todayKey(new Date(now));
    return (
      <div className="prayer">
        <DateNavigator keys={[]} current={today} onChange={setCurrent} locale={locale} t={t} />
      </div>
    );
  }
  if (data.status === 'failed') return <LoadFailed message={t.loadFailed} retryLabel={t.retry} onRetry={retry} />;
  const timings: Timings = data.data;
  const answered = answeredPlace(timings);
  // The place's clock when the answer says which place it is for; else the times as answered.
  const zone = answered?.timeZone ?? null;
  const keys = dateKeys(timings);
  const shown = current && keys.includes(current) ? current : initialKey(keys, todayKeyIn(zone, now));
  if (!shown) return <p className="media-note">{t.noTimes}</p>;
  const next = nextPrayer(timings, now);
  const honoured = place && answered ? place : null;
  const placeLabel = honoured ? placeTitle(locale, honoured) : t.operatorPlace;
  return (
    <div className="prayer">
      <PrayerAlert timings={timings} now={now} t={t} />
      <PlaceBar place={place} answered={answered} now={now} locale={locale} onChoose={choose} t={t} />
      <Countdown timings={timings} now={now} locale={locale} t={t} />
      <DateNavigator keys={keys} current={shown} onChange={setCurrent} locale={locale} t={t} />
      <PrayerList
        rows={timings[shown]}
        nextIndex={next?.key === shown ? next.index : -1}
        zone={zone}
        locale={locale}
        t={t}
      />
      <AlertSwitch t={t} />
      <CalendarButton
        today={todayKeyIn(zone ?? place?.timeZone ?? null, now)}
        place={place}
        labels={{ calendar: fill(t.calendarName, { place: placeLabel }), place: placeLabel, timeZone: zone }}
        t={t}
      />
    </div>
  );
}
