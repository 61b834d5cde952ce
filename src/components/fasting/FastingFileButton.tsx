import { useState } from 'react';
import type { StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import type { FastingLabels } from './fastingFile.ts';
import type { Timetable } from './fastingTimes.ts';

export const FASTING_FILE_KEYS = [
  'addRamadanTimes',
  'ramadanTimesNote',
  'ramadanTimesSaved',
  'calendarPreparing',
  'calendarFailed',
] as const;

interface Props {
  timetable: Timetable;
  labels: FastingLabels;
  t: StringsOf<typeof FASTING_FILE_KEYS>;
}

/** "Add the month to my calendar": Imsak and Iftar with alarms. The file's code (and `ics`) loads on the tap. */
export default function FastingFileButton({ timetable, labels, t }: Props) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  // A download says nothing on many phones: the file's name is said here, so it can be found.
  const [saved, setSaved] = useState<string | null>(null);
  const start = async () => {
    setState('busy');
    setSaved(null);
    try {
      const { downloadFasting } = await import('./fastingFile.ts');
      setSaved(await downloadFasting(timetable, labels));
      setState('idle');
    } catch (error) {
      console.warn('[fasting] file not made', error);
      setState('failed');
    }
  };
  return (
    <div className="fasting-file">
      <button type="button" className="text-button" disabled={state === 'busy'} onClick={() => void start()}>
        {state === 'busy' ? t.calendarPreparing : t.addRamadanTimes}
      </button>
      <p className="fasting-note">{t.ramadanTimesNote}</p>
      {state === 'failed' ? (
        <p className="fasting-note" role="alert">
          {t.calendarFailed}
        </p>
      ) : null}
      {/* A live region there before it speaks; the file's name kept left to right in Arabic (U+2066…U+2069). */}
      <div aria-live="polite">
        {saved ? <p className="fasting-note">{fill(t.ramadanTimesSaved, { file: `\u2066${saved}\u2069` })}</p> : null}
      </div>
    </div>
  );
}
