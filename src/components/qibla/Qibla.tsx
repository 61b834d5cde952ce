import { useMemo, useState } from 'react';
import { formatNumber, type Locale, type StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { chosenPlace } from '../prayer/place/place.ts';
import { placeTitle } from '../prayer/place/names.ts';
import { useNow } from '../prayer/useNow.ts';
import { qiblaBearing, signedTurn, sunHint, sunPosition } from './qibla.ts';
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
  'qiblaSunTurn',
  'qiblaSunAhead',
  'qiblaSunDown',
  'sideRight',
  'sideLeft',
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
  const deg = (n: number) => formatNumber(locale, Math.round(n) % 360);
  const heading = compass.heading ?? 0;

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
          <p>{fill(t.qiblaNoCompass, { deg: deg(bearing) })}</p>
          {sun ? <p className="qibla-sun">{sunText(sun, deg, t)}</p> : null}
        </div>
      ) : null}
      {hydrated ? (
        <div className="qibla-actions">
          {compass.needsTap ? (
            <button type="button" className="qibla-button" onClick={compass.enable}>
              {t.qiblaUseCompass}
            </button>
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

function sunText(sun: ReturnType<typeof sunHint>, deg: (n: number) => string, t: Props['t']): string {
  if (sun.kind === 'down') return t.qiblaSunDown;
  if (sun.kind === 'ahead') return fill(t.qiblaSunAhead, { sun: deg(sun.sun) });
  return fill(t.qiblaSunTurn, {
    sun: deg(sun.sun),
    deg: deg(sun.degrees),
    side: sun.side === 'right' ? t.sideRight : t.sideLeft,
  });
}
