import { useMemo, useState } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { chosenPlace } from '../prayer/place/place.ts';
import { placeTitle } from '../prayer/place/names.ts';
import { useNow } from '../prayer/useNow.ts';
import { qiblaBearing, signedTurn, sunHint, sunPosition } from './qibla.ts';
import { QIBLA_WORD_KEYS, degrees, northWords, sunWords } from './qiblaWords.ts';
import { useCompass } from './useCompass.ts';
import QiblaDial from './QiblaDial.tsx';
import './qibla.css';

export const QIBLA_KEYS = [
  'qiblaFor',
  'qiblaMyPosition',
  'qiblaNoPlace',
  'qiblaChoosePlace',
  'qiblaAtKaaba',
  'qiblaBearing',
  'qiblaDial',
  'qiblaNorth',
  'qiblaCompassOn',
  'qiblaFacing',
  'qiblaCalibrate',
  'qiblaUseCompass',
  'qiblaNoCompass',
  'qiblaCompassOff',
  'qiblaCompassDenied',
  'qiblaCompassFailed',
  ...QIBLA_WORD_KEYS,
  'useLocation',
  'locating',
  'locationDenied',
] as const;

interface Props {
  locale: Locale;
  /** The prayer page in this locale, where the place is chosen. */
  prayerHref: string;
  t: StringsOf<typeof QIBLA_KEYS>;
}

interface Where {
  label: string;
  latitude: number;
  longitude: number;
}

/**
 * The Qibla from the prayer page's chosen place, or from the phone's position for this visit (asked
 * only on the tap): the bearing, a dial whose arrow turns with the phone's compass where one can be
 * read, and without one, North and the sun to go by.
 */
export default function Qibla({ locale, prayerHref, t }: Props) {
  const hydrated = useHydrated();
  const [position, setPosition] = useState<Where | null>(null);
  const [locating, setLocating] = useState<'idle' | 'locating' | 'denied'>('idle');
  const compass = useCompass();
  const now = useNow(60_000, hydrated);
  // The place is the phone's to know: the page's HTML shows the dial and North only.
  const chosen = useMemo(() => (hydrated ? chosenPlace() : null), [hydrated]);
  const where: Where | null =
    position ??
    (chosen ? { label: placeTitle(locale, chosen), latitude: chosen.latitude, longitude: chosen.longitude } : null);
  const bearing = where && qiblaBearing(where.latitude, where.longitude);
  const deg = (n: number) => degrees(locale, n);
  const heading = compass.heading ?? 0;
  // The compass can still be had for a tap: the page says it is off, not that there is none.
  const asking = compass.offer === 'ask' || compass.offer === 'asking';

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating('denied');
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        setPosition({ label: t.qiblaMyPosition, latitude: coords.latitude, longitude: coords.longitude });
      },
      () => setLocating('denied'),
      { timeout: 20_000, maximumAge: 10 * 60_000 },
    );
  };

  const sun = where && bearing !== null && sunHint(bearing, sunPosition(now, where.latitude, where.longitude));
  const label = bearing === null ? t.qiblaDial : `${t.qiblaDial} – ${fill(t.qiblaBearing, { deg: deg(bearing) })}`;
  return (
    <div className="qibla">
      {/* The HTML says "choose your city" and the page's inline script (qiblaScript.ts) writes the
          stored place over it; the first render takes that text as it is, the next renders its own. */}
      <p className="qibla-place" data-for={t.qiblaFor} key={hydrated ? 'live' : 'html'} suppressHydrationWarning>
        {where ? fill(t.qiblaFor, { place: where.label }) : t.qiblaNoPlace}
      </p>
      <QiblaDial bearing={bearing ?? null} heading={heading} north={t.qiblaNorth} label={label} />
      {bearing === null && where ? <p className="qibla-bearing">{t.qiblaAtKaaba}</p> : null}
      {bearing !== null && bearing !== undefined ? (
        <p className="qibla-bearing">{fill(t.qiblaBearing, { deg: deg(bearing) })}</p>
      ) : null}
      {bearing != null && compass.heading !== null ? (
        <>
          <p>{t.qiblaCompassOn}</p>
          <p className="qibla-facing" role="status">
            {Math.abs(signedTurn(bearing - compass.heading)) < 5 ? t.qiblaFacing : ''}
          </p>
          <p className="media-note">{t.qiblaCalibrate}</p>
        </>
      ) : null}
      {bearing != null && compass.heading === null ? (
        <div className="qibla-no-compass">
          <p>{asking ? t.qiblaCompassOff : t.qiblaNoCompass}</p>
          <p>{northWords(bearing, locale, t)}</p>
          {sun ? <p className="qibla-sun">{sunWords(sun, locale, t)}</p> : null}
        </div>
      ) : null}
      {hydrated ? (
        <div className="qibla-actions">
          {asking ? (
            <button
              type="button"
              className="qibla-button"
              onClick={compass.enable}
              disabled={compass.offer === 'asking'}
            >
              {t.qiblaUseCompass}
            </button>
          ) : null}
          {compass.offer === 'denied' || compass.offer === 'failed' ? (
            <p className="media-note" role="status">
              {compass.offer === 'denied' ? t.qiblaCompassDenied : t.qiblaCompassFailed}
            </p>
          ) : null}
          <button type="button" className="qibla-button" onClick={locate} disabled={locating === 'locating'}>
            {locating === 'locating' ? t.locating : t.useLocation}
          </button>
          {locating === 'denied' ? <p className="media-note">{t.locationDenied}</p> : null}
          {where ? null : (
            <a className="qibla-button" href={prayerHref}>
              {t.qiblaChoosePlace}
            </a>
          )}
        </div>
      ) : null}
    </div>
  );
}
