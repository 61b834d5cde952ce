import type { Locale } from '../../../i18n/index.ts';
import { PUSH_PRAYERS, type PushPrayer } from '../../../shared/push.ts';
import labels from '../../../../content/prayer.json' with { type: 'json' };
import { togglePrayer } from './pushState.ts';

interface Props {
  chosen: readonly PushPrayer[];
  /** The verse of the day is asked for: then no prayer at all is a choice too. */
  verseOn: boolean;
  disabled: boolean;
  locale: Locale;
  legend: string;
  onChange: (prayers: PushPrayer[]) => void;
}

/** Which of the five prayers a notification announces, named as the page's rows name them. */
export default function PushPrayers({ chosen, verseOn, disabled, locale, legend, onChange }: Props) {
  return (
    <fieldset className="prayer-push-prayers" disabled={disabled}>
      <legend>{legend}</legend>
      {PUSH_PRAYERS.map((prayer) => {
        const checked = chosen.includes(prayer);
        return (
          <label key={prayer} className="prayer-push-choice">
            <input
              type="checkbox"
              checked={checked}
              // The last one stays unless the verse is asked for: a subscription to nothing is the switch turned off.
              disabled={checked && chosen.length === 1 && !verseOn}
              onChange={(e) => onChange(togglePrayer(chosen, prayer, e.target.checked, verseOn))}
            />
            {labels.find((label) => label.id === prayer)?.name[locale]}
          </label>
        );
      })}
    </fieldset>
  );
}
