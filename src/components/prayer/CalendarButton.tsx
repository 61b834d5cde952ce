import { useState } from 'react';
import type { StringsOf } from '../../i18n/index.ts';
import type { ChosenPlace } from './place/place.ts';
import type { AsrSchool } from '../../../content/prayerMethods.ts';

export const CALENDAR_KEYS = [
  'addToCalendar',
  'calendarNote',
  'calendarPreparing',
  'calendarFailed',
  'calendarSaved',
] as const;

interface Props {
  today: string;
  place: ChosenPlace | null;
  /** The Asr the page shows, which the file's times follow. */
  asr: AsrSchool;
  /** The calendar's name, the place's name and zone, as the page shows them. */
  labels: { calendar: string; place: string; timeZone: string | null };
  t: StringsOf<typeof CALENDAR_KEYS>;
}

/**
 * "Add the next 30 days to my calendar": an iCalendar file with an alarm per prayer, so the alert
 * reaches a phone whose browser is closed. The file's code (and `ics`) loads only on the tap.
 */
export default function CalendarButton({ today, place, asr, labels, t }: Props) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  // A download says nothing on many phones: the file's name is said here, so it can be found.
  const [saved, setSaved] = useState<string | null>(null);
  const start = async () => {
    setState('busy');
    setSaved(null);
    try {
      const { downloadCalendar } = await import('./calendar.ts');
      setSaved(await downloadCalendar(today, place, labels, asr));
      setState('idle');
    } catch (error) {
      console.warn('[prayer] calendar not made', error);
      setState('failed');
    }
  };
  return (
    <>
      <div className="prayer-option">
        <button
          type="button"
          className="text-button prayer-calendar"
          disabled={state === 'busy'}
          onClick={() => void start()}
        >
          {state === 'busy' ? t.calendarPreparing : t.addToCalendar}
        </button>
        <p className="prayer-option-note">{t.calendarNote}</p>
        {state === 'failed' ? (
          <p className="prayer-option-note" role="alert">
            {t.calendarFailed}
          </p>
        ) : null}
      </div>
      {/* A live region there before it speaks, so that screen readers hear what is put in it (not
          role="status", which the app keeps for its loader); outside the grid, whose gap would
          give it room while it is empty. */}
      <div aria-live="polite">{saved ? <Saved text={t.calendarSaved} file={saved} /> : null}</div>
    </>
  );
}

/** The confirmation, the file's name kept left to right inside an Arabic sentence. */
function Saved({ text, file }: { text: string; file: string }) {
  const [before, after = ''] = text.split('{file}');
  return (
    <p className="prayer-option-note prayer-calendar-saved">
      {before}
      <bdi dir="ltr">{file}</bdi>
      {after}
    </p>
  );
}
