import { lazy, Suspense } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import type { RAMADAN_TIMES_KEYS } from './fastingKeys.ts';
import './fasting.css';

// The month is drawn once the island has hydrated and knows the phone's day and place; its code
// comes then, as the page's room is already kept for it.
const RamadanMonth = lazy(() => import('./RamadanMonth.tsx'));

interface Props {
  locale: Locale;
  t: StringsOf<typeof RAMADAN_TIMES_KEYS>;
}

/** The island, once the phone's day and place are known (the build knows neither). */
export default function RamadanTimes({ locale, t }: Props) {
  const hydrated = useHydrated();
  // The room is kept while the island alone can fill it.
  return (
    <div className="fasting">
      {hydrated ? (
        <Suspense fallback={null}>
          <RamadanMonth locale={locale} t={t} />
        </Suspense>
      ) : null}
    </div>
  );
}
