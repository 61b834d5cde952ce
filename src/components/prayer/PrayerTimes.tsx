import { useEffect, useState } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { usePageData } from '../../lib/usePageData.ts';
import LoadFailed from '../page/LoadFailed.tsx';
import { dateKeys, initialKey, nextPrayer, todayKey, type Timings } from './dateNav.ts';
import { keptTimings, loadTimings } from './timings.ts';
import DateNavigator, { DATE_NAV_KEYS } from './DateNavigator.tsx';
import PrayerList, { PRAYER_LIST_KEYS } from './PrayerList.tsx';
import './prayer.css';

/** The strings the island uses: only these ride in its props (pickStrings). */
export const PRAYER_KEYS = ['loadFailed', 'retry', ...PRAYER_LIST_KEYS, ...DATE_NAV_KEYS] as const;

interface Props {
  locale: Locale;
  t: StringsOf<typeof PRAYER_KEYS>;
}

/** Prayer alert: the date navigator over the days salatTimings answered, and that day's rows. */
export default function PrayerTimes({ locale, t }: Props) {
  // A returning subscriber sees the times kept from the last visit at once, while they are asked again.
  const [kept] = useState(() => keptTimings(locale, todayKey(new Date())));
  const [data, retry] = usePageData(() => loadTimings(todayKey(new Date()), locale), { cached: kept, refresh: true });
  const [current, setCurrent] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    // The "next prayer" mark moves on by itself while the page stays open.
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

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
  const keys = dateKeys(timings);
  const shown = current && keys.includes(current) ? current : initialKey(keys, todayKey(new Date(now)));
  if (!shown) return <p className="media-note">{t.noTimes}</p>;
  const next = nextPrayer(timings, now);
  return (
    <div className="prayer">
      <DateNavigator keys={keys} current={shown} onChange={setCurrent} locale={locale} t={t} />
      <PrayerList rows={timings[shown]} nextIndex={next?.key === shown ? next.index : -1} locale={locale} t={t} />
    </div>
  );
}
