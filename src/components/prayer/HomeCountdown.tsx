import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { localePath, type Locale, type StringsOf } from '../../i18n/index.ts';
import { tileRoute } from '../../shared/routes.ts';
import { afterNextPaint } from '../../lib/nextPaint.ts';
import { $canRead } from '../../stores/subscription.ts';
import type { Timings } from './dateNav.ts';
import { answeredOperator, keptTimings, loadTimings } from './timings.ts';
import { ALERT_KEYS, comingPrayer } from './alert.ts';
import { chosenPlace, type ChosenPlace } from './place/place.ts';
import { placeName } from './place/names.ts';
import { todayKeyIn } from './placeClock.ts';
import { useNow } from './useNow.ts';
import Countdown, { COUNTDOWN_KEYS } from './Countdown.tsx';
import PrayerAlertWhenOn from './PrayerAlertWhenOn.tsx';
import './home-countdown.css';

export const HOME_COUNTDOWN_KEYS = [...COUNTDOWN_KEYS, ...ALERT_KEYS] as const;

interface Props {
  locale: Locale;
  t: StringsOf<typeof HOME_COUNTDOWN_KEYS>;
}

/**
 * Home's line "Dhuhr in 01:02:03", a link to the prayer page, and the alert at the prayer's time.
 * It runs from the times kept on the device (offline too), asking for them only when none cover
 * today. Empty in the HTML (the build knows neither the time nor the place); it then takes the
 * hero's tagline line (home-countdown.css), so nothing moves when it fills.
 */
export default function HomeCountdown({ locale, t }: Props) {
  const canRead = useStore($canRead, { ssr: 'initial' });
  const [timings, setTimings] = useState<Timings | null>(null);
  const [chosen, setPlace] = useState<ChosenPlace | null>(null);
  // Whether a prayer is still to come changes on a minute's edge; the countdown ticks by the second itself.
  const now = useNow(60_000, canRead && timings !== null);
  const id = useId();

  useEffect(() => {
    const place = chosenPlace();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read after hydration, on purpose
    setPlace(place);
    const today = todayKeyIn(place?.timeZone ?? null, Date.now());
    const kept = keptTimings(locale, today, place);
    if (kept) return setTimings(kept);
    let alive = true;
    const cancel = afterNextPaint(
      () => void loadTimings(today, locale, place).then((fresh) => alive && fresh && setTimings(fresh)),
    );
    return () => {
      alive = false;
      cancel();
    };
  }, [locale]);

  const ready = canRead && timings !== null;
  // Whose times they are (home says it nowhere else): the chosen city, else the operator's as the
  // answer names it; the city alone, to keep the hero's one line.
  const where = !ready ? null : chosen ? placeName(locale, chosen) : answeredOperator(timings)?.name || null;
  return (
    <div className="home-countdown">
      {ready && comingPrayer(timings, now) ? (
        <a className="home-countdown-link" href={localePath(locale, tileRoute(4) as string)} aria-labelledby={id}>
          <Countdown id={id} timings={timings} locale={locale} t={t} place={where} />
        </a>
      ) : null}
      {ready ? <PrayerAlertWhenOn timings={timings} t={t} /> : null}
    </div>
  );
}
