import { useEffect, useState } from 'react';
import { formatNumber, localePath, type Locale, type StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { versePath } from '../../shared/routes.ts';
import { labelOf, loadPlace, type ReadingPlace } from './readingPlace.ts';

export const CONTINUE_READING_KEYS = ['continueReading', 'verseOf'] as const;

interface Props {
  locale: Locale;
  t: StringsOf<typeof CONTINUE_READING_KEYS>;
}

/** "Continue: Al-Baqarah, verse 255", a link to the last verse read on this device, once known. */
export default function ContinueReading({ locale, t }: Props) {
  const [place, setPlace] = useState<ReadingPlace | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's place, after the HTML's first render
  useEffect(() => setPlace(loadPlace()), []);
  if (!place) return null;
  const where = fill(t.verseOf, { surah: labelOf(place.surah, locale), verse: formatNumber(locale, place.verse) });
  return (
    <a className="continue-reading" href={localePath(locale, versePath(place.surah.id, place.verse))}>
      {fill(t.continueReading, { place: where })}
    </a>
  );
}
