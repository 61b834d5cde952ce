import { useEffect, useRef, useState } from 'react';
import type { StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { useRoom } from '../../lib/useRoom.ts';
import { playChime } from '../media/chime.ts';
import { alertsEnabled, duePrayer, lastAlerted, markAlerted, type ALERT_KEYS, type DuePrayer } from './alert.ts';
import type { Timings } from './dateNav.ts';
import { useNow } from './useNow.ts';
// With the alert, not in the HTML of every page that may raise it (the wake runs on all of them).
import alertCss from './prayer-alert.css?inline';

/** A short chime (scripts/media/chime.sh): Vorbis, which every browser the app targets plays. */
export const CHIME_URL = '/sounds/prayer-chime.ogg';

export interface AlertProps {
  timings: Timings;
  t: StringsOf<typeof ALERT_KEYS>;
}

/**
 * At a prayer's time, while the app is open: a visible alert, announced (role="alert"), and the
 * chime (which pauses what plays), unless the subscriber turned alerts off. Each prayer is
 * alerted once, on whichever page sees it first (the moment is stored).
 */
export default function PrayerAlert({ timings, t }: AlertProps) {
  // Its own clock, every second: the page around it keeps a minute's.
  const now = useNow(1000);
  const [shown, setShown] = useState<DuePrayer | null>(null);
  const banner = useRef<HTMLDivElement>(null);

  // The banner is fixed under the header: the page makes room for it (prayer-alert.css), by its
  // measured height, so it covers no title or verse while it shows.
  useRoom(banner, '--prayer-alert-room', shown);

  useEffect(() => {
    if (!alertsEnabled()) return;
    const due = duePrayer(timings, now, lastAlerted());
    if (!due) return;
    markAlerted(due.at);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the clock, not a render, brings the prayer's time
    setShown(due);
    // A recitation playing pauses for it: the call to prayer comes first (docs/features.md).
    playChime(CHIME_URL);
  }, [timings, now]);

  if (!shown) return null;
  return (
    <>
      <style>{alertCss}</style>
      <div className="prayer-alert" role="alert" ref={banner}>
        <p className="prayer-alert-text">{fill(t.prayerTimeNow, { prayer: shown.name })}</p>
        <button type="button" className="prayer-alert-close" onClick={() => setShown(null)}>
          {t.close}
        </button>
      </div>
    </>
  );
}
