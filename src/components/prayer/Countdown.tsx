import type { Locale, StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { comingPrayer } from './alert.ts';
import type { Timings } from './dateNav.ts';
import { countdownText } from './placeClock.ts';
import { useNow } from './useNow.ts';
import './countdown.css';

export const COUNTDOWN_KEYS = ['nextPrayerIn', 'nextPrayerAt'] as const;

interface Props {
  timings: Timings;
  locale: Locale;
  t: StringsOf<typeof COUNTDOWN_KEYS>;
  /** The place the times are for, where the page does not say it already (home). */
  place?: string | null;
  /** For a link around it to take its text as its name (a timer's text is not a name by itself). */
  id?: string;
}

/**
 * "Dhuhr in 01:02:03", live. A timer role: screen readers do not announce each second, the
 * subscriber reads it when they want; the alert (PrayerAlert) speaks up at the time itself.
 * Its own clock ticks every second, so only this line renders again, not the page around it.
 */
export default function Countdown({ timings, locale, t, id, place }: Props) {
  const now = useNow(1000);
  const next = comingPrayer(timings, now);
  if (!next) return null;
  return (
    <p id={id} className="prayer-countdown" role="timer">
      {fill(place ? t.nextPrayerAt : t.nextPrayerIn, {
        prayer: next.name,
        time: countdownText(locale, next.at - now),
        place: place ?? '',
      })}
    </p>
  );
}
