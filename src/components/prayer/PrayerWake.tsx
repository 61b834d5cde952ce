import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale, Strings } from '../../i18n/index.ts';
import { lazyStrings } from '../../i18n/lazyStrings.ts';
import { $canRead } from '../../stores/subscription.ts';
import { keptTimings } from './timings.ts';
import { chosenPlace } from './place/place.ts';
import { todayKeyIn } from './placeClock.ts';
import { useNow } from './useNow.ts';
import PrayerAlert from './PrayerAlert.tsx';

/**
 * The prayer alert on any page, run from the times kept on the device (offline too). The chrome
 * mounts it shortly before a kept time (src/lib/prayerWake.ts), so no page loads it at startup.
 * Where home's or /4's own alert runs too, the first to see the prayer marks it alerted and the
 * other stays quiet (alert.ts).
 */
export default function PrayerWake({ locale }: { locale: Locale }) {
  const canRead = useStore($canRead);
  // Today changes on a minute's edge; the alert keeps its own clock by the second.
  const now = useNow(60_000);
  const [t, setT] = useState<Strings | null>(null);
  // Its own locale's strings, fetched with it: every page's chrome would otherwise carry them.
  useEffect(() => void lazyStrings(locale).then((m) => setT(m.default)), [locale]);
  const place = useMemo(() => chosenPlace(), []);
  const today = todayKeyIn(place?.timeZone ?? null, now);
  const timings = useMemo(() => keptTimings(locale, today, place), [locale, today, place]);
  return canRead && t && timings ? <PrayerAlert timings={timings} t={t} /> : null;
}
