import { useEffect, useState } from 'react';
import { fill } from '../../lib/fill.ts';
import { localClock } from './clock.ts';
import { onMedia, position, seek } from './player/service.ts';
import { useNowPlaying } from './player/useTrack.ts';
import './seek.css';

export interface SeekLabels {
  seekLabel: string;
  timeOf: string;
}

interface Props {
  /** The track whose time it shows (the service's one audio may play another). */
  trackKey: string;
  locale: string;
  labels: SeekLabels;
}

interface Times {
  time: number;
  duration: number;
}

const NOTHING: Times = { time: 0, duration: Number.NaN };

/** Position and length of the track while the one audio plays it, kept current (a few times a second). */
function useTimes(mine: boolean) {
  const [times, setTimes] = useState<Times>(NOTHING);
  useEffect(() => {
    const sync = () => setTimes(mine ? position() : NOTHING);
    // A track still playing from an earlier visit to the page is mid-way already.
    sync();
    if (!mine) return;
    return onMedia({
      timeupdate: sync,
      durationchange: sync,
      loadedmetadata: sync,
      seeking: sync,
      emptied: sync,
      ended: sync,
    });
  }, [mine]);
  return [times, setTimes] as const;
}

/**
 * Elapsed time, a seek slider and the total, in the page's digits. A native range: keyboard
 * (arrows, Home/End, Page keys), touch, and right to left on Arabic pages come with it, and
 * screen readers hear "1:23 of 4:56". Until the file's length is known (nothing is loaded before
 * the first play), the slider is disabled.
 */
export default function SeekBar({ trackKey, locale, labels }: Props) {
  const [{ time, duration }, setTimes] = useTimes(!!useNowPlaying(trackKey));
  const known = Number.isFinite(duration) && duration > 0;
  const elapsed = localClock(locale, time);
  const total = known ? localClock(locale, duration) : '–:––';
  return (
    <div className="seek">
      <span aria-hidden="true">{elapsed}</span>
      {/* min 0 and step 1 are a range's defaults: not written, for the surah page's HTML budget. */}
      <input
        type="range"
        max={known ? Math.floor(duration) : 0}
        value={known ? Math.min(Math.floor(time), Math.floor(duration)) : 0}
        disabled={!known}
        aria-label={labels.seekLabel}
        aria-valuetext={known ? fill(labels.timeOf, { elapsed, total }) : undefined}
        onChange={(event) => {
          const to = Number(event.currentTarget.value);
          // Shown at once: a controlled slider waiting for the element's 'seeking' would snap
          // back under the finger (or lose a key pressed meanwhile).
          setTimes((now) => ({ ...now, time: to }));
          seek(to);
        }}
      />
      <span aria-hidden="true">{total}</span>
    </div>
  );
}
