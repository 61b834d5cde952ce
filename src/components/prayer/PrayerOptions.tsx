import { lazy, Suspense } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import type { PushPlace } from '../../shared/push.ts';
import type { AnsweredPlace, ChosenPlace } from './place/place.ts';
import type { AsrSchool } from '../../../content/prayerMethods.ts';
import AlertSwitch, { ALERT_SWITCH_KEYS } from './AlertSwitch.tsx';
import CalendarButton, { CALENDAR_KEYS } from './CalendarButton.tsx';
import ShareDayButton, { SHARE_DAY_KEYS } from './ShareDayButton.tsx';
import { PUSH_KEYS } from './push/pushKeys.ts';

// Its own file after hydration: every visit of /4 would otherwise pay for it at startup. Offline
// before the file was ever cached, the option is left out rather than the page failing.
const PushOption = lazy(() => import('./push/PushOption.tsx').catch(() => ({ default: () => null })));

export const PRAYER_OPTION_KEYS = [...ALERT_SWITCH_KEYS, ...PUSH_KEYS, ...CALENDAR_KEYS, ...SHARE_DAY_KEYS] as const;

interface Props {
  today: string;
  /** The subscriber's own place, for the calendar file (it computes the times itself). */
  place: ChosenPlace | null;
  /** The subscriber's Asr, for the calendar file. */
  asr: AsrSchool;
  /** The place the times on screen are for: the chosen one when the answer honoured it, else the answer's. */
  timesFor: AnsweredPlace | null;
  /** The calendar's name, the place's name and zone, as the page shows them. */
  labels: { calendar: string; place: string; timeZone: string | null };
  locale: Locale;
  t: StringsOf<typeof PRAYER_OPTION_KEYS>;
}

/** The ways to be told at each prayer (in the open app, by Web Push, in the phone's calendar), and to tell others. */
export default function PrayerOptions({ today, place, asr, timesFor, labels, locale, t }: Props) {
  const pushPlace: PushPlace | null = timesFor && {
    latitude: timesFor.latitude,
    longitude: timesFor.longitude,
    timeZone: timesFor.timeZone,
    method: timesFor.method,
    // The Asr the times on screen follow, so a notification comes when the page says.
    ...(timesFor.asr === 'hanafi' ? { asr: 'hanafi' as const } : {}),
    name: labels.place,
  };
  return (
    <>
      <AlertSwitch t={t} />
      {pushPlace ? (
        <Suspense fallback={null}>
          <PushOption place={pushPlace} locale={locale} t={t} />
        </Suspense>
      ) : null}
      <CalendarButton today={today} place={place} asr={asr} labels={labels} t={t} />
      <ShareDayButton title={labels.calendar} t={t} />
    </>
  );
}
