import { useState } from 'react';
import type { StringsOf } from '../../i18n/index.ts';
import type { ChosenPlace } from './place/place.ts';

export const CALENDAR_KEYS = ['addToCalendar', 'calendarNote', 'calendarPreparing', 'calendarFailed'] as const;

interface Props {
  today: string;
  place: ChosenPlace | null;
  /** The calendar's name, the place's name and zone, as the page shows them. */
  labels: { calendar: string; place: string; timeZone: string | null };
  t: StringsOf<typeof CALENDAR_KEYS>;
}

/**
 * "Add the next 30 days to my calendar": an iCalendar file with an alarm per prayer, so the alert
 * reaches a phone whose browser is closed. The file's code (and `ics`) loads only on the tap.
 */
export default function CalendarButton({ today, place, labels, t }: Props) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const start = async () => {
    setState('busy');
    try {
      const { downloadCalendar } = await import('./calendar.ts');
      await downloadCalendar(today, place, labels);
      setState('idle');
    } catch (error) {
      console.warn('[prayer] calendar not made', error);
      setState('failed');
    }
  };
  return (
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
  );
}
