import { useId, useState } from 'react';
import type { StringsOf } from '../../i18n/index.ts';
import { alertsEnabled, setAlertsEnabled } from './alert.ts';

export const ALERT_SWITCH_KEYS = ['alertsOn', 'alertsNote'] as const;

/** Alerts on or off, remembered on the device. Rendered only after hydration (it reads storage). */
export default function AlertSwitch({ t }: { t: StringsOf<typeof ALERT_SWITCH_KEYS> }) {
  const [on, setOn] = useState(alertsEnabled);
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
        onChange={(e) => {
          setOn(e.target.checked);
          setAlertsEnabled(e.target.checked);
        }}
      />
      <label htmlFor={id}>{t.alertsOn}</label>
      <p id={`${id}-note`} className="prayer-option-note">
        {t.alertsNote}
      </p>
    </div>
  );
}
