import { useId } from 'react';
import { useStore } from '@nanostores/react';
import type { StringsOf } from '../../i18n/index.ts';
import { $alertsOn, setAlertsEnabled } from './alert.ts';

export const ALERT_SWITCH_KEYS = ['alertsOn', 'alertsNote'] as const;

/** Alerts on or off, remembered on the device. Rendered only after hydration (it reads storage). */
export default function AlertSwitch({ t }: { t: StringsOf<typeof ALERT_SWITCH_KEYS> }) {
  // The same stored choice the alert's own island follows.
  const on = useStore($alertsOn);
  const id = useId();
  return (
    <div className="prayer-option">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="prayer-switch"
        checked={on}
        aria-describedby={`${id}-note`}
        onChange={(e) => setAlertsEnabled(e.target.checked)}
      />
      <label htmlFor={id}>{t.alertsOn}</label>
      <p id={`${id}-note`} className="prayer-option-note">
        {t.alertsNote}
      </p>
    </div>
  );
}
