import { useState } from 'react';
import type { StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import type { YearDaysLabels } from './yearDaysFile.ts';

export const YEAR_DAYS_BUTTON_KEYS = [
  'addYearDays',
  'yearDaysNote',
  'yearDaysSaved',
  'calendarPreparing',
  'calendarFailed',
] as const;

interface Props {
  today: number;
  labels: YearDaysLabels;
  t: StringsOf<typeof YEAR_DAYS_BUTTON_KEYS>;
}

/**
 * "Add these days to my calendar": the coming days of the Islamic year as an iCalendar file. The
 * file's code (and `ics`) loads only on the tap.
 */
export default function YearDaysButton({ today, labels, t }: Props) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  // A download says nothing on many phones: the file's name is said here, so it can be found.
  const [saved, setSaved] = useState<string | null>(null);
  const start = async () => {
    setState('busy');
    setSaved(null);
    try {
      const { downloadYearDays } = await import('./yearDaysFile.ts');
      setSaved(await downloadYearDays(today, labels));
      setState('idle');
    } catch (error) {
      console.warn('[calendar] file not made', error);
      setState('failed');
    }
  };
  return (
    <div className="year-days-file">
      <button type="button" className="text-button" disabled={state === 'busy'} onClick={() => void start()}>
        {state === 'busy' ? t.calendarPreparing : t.addYearDays}
      </button>
      <p className="calendar-note">{t.yearDaysNote}</p>
      {state === 'failed' ? (
        <p className="calendar-note" role="alert">
          {t.calendarFailed}
        </p>
      ) : null}
      {/* A live region there before it speaks, so that screen readers hear what is put in it. The
          file's name is isolated left to right (U+2066…U+2069) inside an Arabic sentence. */}
      <div aria-live="polite">
        {saved ? <p className="calendar-note">{fill(t.yearDaysSaved, { file: `\u2066${saved}\u2069` })}</p> : null}
      </div>
    </div>
  );
}
