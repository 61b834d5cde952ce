import { lazy, Suspense, useEffect, useState } from 'react';
import { localePath, type Locale, type StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { versePath } from '../../shared/routes.ts';
import { loadPlan, type StoredPlan } from '../plan/planStore.ts';
import { loadPlace, placeText, type ReadingPlace } from './readingPlace.ts';

export const CONTINUE_READING_KEYS = ['continueReading', 'verseOf', 'planOnHome', 'planOnHomeRead'] as const;

// A reader's plan comes with its own script: the Quran's tables it needs stay off the page for others.
const PlanLine = lazy(() => import('../plan/PlanLine.tsx'));

interface Props {
  locale: Locale;
  t: StringsOf<typeof CONTINUE_READING_KEYS>;
}

/**
 * "Continue: Al-Baqarah, verse 255", a link to the last verse read on this device, once known; for a
 * reader with a reading plan, today's portion in its place.
 */
export default function ContinueReading({ locale, t }: Props) {
  const [place, setPlace] = useState<ReadingPlace | null>(null);
  const [plan, setPlan] = useState<StoredPlan | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's place, after the HTML's first render
    setPlace(loadPlace());
    setPlan(loadPlan());
  }, []);
  const link = place ? (
    <a className="continue-reading" href={localePath(locale, versePath(place.surah.id, place.verse))}>
      {fill(t.continueReading, { place: placeText(place, locale, t.verseOf) })}
    </a>
  ) : null;
  if (!plan) return link;
  return (
    <Suspense fallback={null}>
      <PlanLine plan={plan} locale={locale} t={t} otherwise={link} />
    </Suspense>
  );
}
