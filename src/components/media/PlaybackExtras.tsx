import { useEffect, useState } from 'react';
import { fill } from '../../lib/fill.ts';
import { verseNumber } from '../quran/surah.ts';
import { documentLocale } from '../../lib/documentLocale.ts';
import { $nowPlaying } from '../../stores/nowPlaying.ts';
import { onMedia, position, setRate } from './player/service.ts';
import './playback.css';
import { localClock } from './clock.ts';
import { SPEEDS, storeSpeed, storedSpeed } from './playback.ts';
import { storeResume, storedResume, type Resume } from './resume.ts';

interface Props {
  /** The track (a surah, a hadith month) whose position is kept: the service's key for it. */
  resumeKey: string;
  labels: { playbackSpeed: string; resumeAt: string };
  /** In a compact player the speed's label is for screen readers only: the choice shows "1×". */
  compact?: boolean;
  onResume: (at: Resume) => void;
}

/** Speed for long recitations (kept for next time), and "Resume at 12:34" where the subscriber stopped. */
export default function PlaybackExtras({ resumeKey, labels, compact, onResume }: Props) {
  // Loaded after the player shows, never pre-rendered: storage can be read while rendering.
  const [speed, setSpeed] = useState(storedSpeed);
  const [resume, setResume] = useState<Resume | null>(null);
  /** The one audio plays this track now (it may play another page's). */
  const mine = () => $nowPlaying.get()?.key === resumeKey;

  useEffect(() => {
    // A page opened again on audio that is still going has nothing to resume.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the offer depends on what plays now
    setResume(mine() && position().time > 0 ? null : storedResume(resumeKey));
    let saved = 0;
    const save = () => {
      const { time, duration, paused } = position();
      if (!mine() || (Math.abs(time - saved) < 5 && !paused)) return;
      saved = time;
      storeResume(resumeKey, time, duration, $nowPlaying.get()?.index);
    };
    // A place past the end of this recording (another file, a stored value gone wrong) is forgotten.
    const measured = () => {
      const { duration } = position();
      if (mine() && Number.isFinite(duration) && storedResume(resumeKey) && !storedResume(resumeKey, duration)) {
        storeResume(resumeKey, 0, 0);
        setResume(null);
      }
    };
    return onMedia({
      timeupdate: save,
      pause: save,
      ended: () => mine() && storeResume(resumeKey, 0, 0),
      play: () => mine() && setResume(null),
      durationchange: measured,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mine() reads the store when called
  }, [resumeKey]);

  const choose = (rate: number) => {
    setSpeed(rate);
    storeSpeed(rate);
    if (mine()) setRate(rate);
  };

  return (
    <div className="playback-extras">
      <label className="playback-speed">
        <span className={compact ? 'sr-only' : undefined}>{labels.playbackSpeed}</span>{' '}
        <select value={speed} onChange={(e) => choose(Number(e.currentTarget.value))}>
          {SPEEDS.map((s) => (
            // The page's digits: Arabic-Indic on an Arabic page.
            <option key={s} value={s}>{`${verseNumber(documentLocale(), s)}×`}</option>
          ))}
        </select>
      </label>
      {resume ? (
        <button type="button" className="text-button resume-offer" onClick={() => onResume(resume)}>
          {fill(labels.resumeAt, { time: localClock(document.documentElement.lang, resume.time) })}
        </button>
      ) : null}
    </div>
  );
}
