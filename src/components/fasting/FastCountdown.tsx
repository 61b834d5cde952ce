import { fill } from '../../lib/fill.ts';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { countdownText, todayKeyIn } from '../prayer/placeClock.ts';
import { useNow } from '../prayer/useNow.ts';
import { nextFastMoment, type FastingDay } from './fastingDays.ts';

export const FAST_COUNTDOWN_KEYS = ['iftarIn', 'suhoorEndsIn'] as const;

interface Props {
  days: FastingDay[];
  zone: string | null;
  locale: Locale;
  t: StringsOf<typeof FAST_COUNTDOWN_KEYS>;
  /** Said instead while there is nothing to count down yet ("Ramadan begins in 70 days"). */
  before: string | null;
}

/**
 * "Iftar in 01:02:03" or "Suhoor ends in …", live, from the eve of the first fast to the last
 * Iftar. Its own clock ticks every second, so only this line renders again; a timer role, which
 * screen readers do not announce at each tick.
 */
export default function FastCountdown({ days, zone, locale, t, before }: Props) {
  const now = useNow(1000);
  const next = nextFastMoment(days, now, todayKeyIn(zone, now));
  if (!next) return before ? <p className="fast-countdown">{before}</p> : null;
  return (
    <p className="fast-countdown" role="timer">
      {fill(next.kind === 'iftar' ? t.iftarIn : t.suhoorEndsIn, { time: countdownText(locale, next.at - now) })}
    </p>
  );
}
