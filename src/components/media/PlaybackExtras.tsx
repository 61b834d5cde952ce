import { useEffect, useState, type RefObject } from 'react';
import { fill } from '../quran/surah.ts';
import { listen } from './listen.ts';
import './playback.css';
import {
  SPEEDS,
  applySpeed,
  localClock,
  storeResume,
  storeSpeed,
  storedResume,
  storedSpeed,
  type Resume,
} from './playback.ts';

interface Props {
  audio: RefObject<HTMLMediaElement | null>;
  /** What the stored position belongs to (a surah, a hadith month). */
  resumeKey: string;
  labels: { playbackSpeed: string; resumeAt: string };
  /** In a compact player the speed's label is for screen readers only: the choice shows "1×". */
  compact?: boolean;
  /** The track playing now, for playlists. */
  index?: number;
  onResume: (at: Resume) => void;
}

/** Speed for long recitations (kept for next time), and "Resume at 12:34" where the subscriber stopped. */
export default function PlaybackExtras({ audio, resumeKey, labels, compact, index, onResume }: Props) {
  // Loaded after the player shows, never pre-rendered: storage can be read while rendering.
  const [speed, setSpeed] = useState(storedSpeed);
  const [resume, setResume] = useState<Resume | null>(null);

  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    // Only a choice the subscriber made changes the element.
    const rate = storedSpeed();
    if (rate !== 1) applySpeed(el, rate);
    // A page opened again on audio that is still going has nothing to resume; the element's
    // position is known only once it is mounted.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the offer depends on the mounted element
    setResume(el.currentTime > 0 ? null : storedResume(resumeKey));
  }, [audio, resumeKey]);

  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    let saved = 0;
    const save = () => {
      if (Math.abs(el.currentTime - saved) < 5 && !el.paused) return;
      saved = el.currentTime;
      storeResume(resumeKey, el.currentTime, el.duration, index);
    };
    const started = () => setResume(null);
    // A place past the end of this recording (another file, a stored value gone wrong) is forgotten.
    const measured = () => {
      if (Number.isFinite(el.duration) && storedResume(resumeKey) && !storedResume(resumeKey, el.duration)) {
        storeResume(resumeKey, 0, 0);
        setResume(null);
      }
    };
    return listen(el, {
      timeupdate: save,
      pause: save,
      ended: () => storeResume(resumeKey, 0, 0),
      play: started,
      durationchange: measured,
    });
  }, [audio, resumeKey, index]);

  const choose = (rate: number) => {
    setSpeed(rate);
    storeSpeed(rate);
    if (audio.current) applySpeed(audio.current, rate);
  };

  return (
    <div className="playback-extras">
      <label className="playback-speed">
        <span className={compact ? 'sr-only' : undefined}>{labels.playbackSpeed}</span>{' '}
        <select value={speed} onChange={(e) => choose(Number(e.currentTarget.value))}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>{`${s}×`}</option>
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
