import { useState } from 'react';
import type { ChromeStrings } from '../../i18n/index.ts';
import type { NightMode } from '../reading/reading.ts';

// One label per night mode: a mode added to reading.ts without its label fails the type check.
const LABEL = { auto: 'nightAuto', light: 'nightLight', dark: 'nightDark' } as const satisfies Record<
  NightMode,
  keyof ChromeStrings
>;
const MODES = Object.keys(LABEL) as NightMode[];

/** What the head script applied from the stored reading settings (no attribute: as the phone). */
function applied(): NightMode {
  const value = document.documentElement.getAttribute('data-rnight');
  return MODES.find((mode) => mode === value) ?? 'auto';
}

/** The night theme for every page, the same setting as the reading settings' (stored with them). */
export default function NightChoice({ t }: { t: ChromeStrings }) {
  // Rendered only in the open menu, after a tap: the page's attribute is there to read.
  const [mode, setMode] = useState<NightMode>(applied);
  const choose = (next: NightMode) => {
    setMode(next);
    // The reading settings' module loads on a change only: every page carries this menu.
    void import('../reading/setNight.ts').then((m) => m.setNight(next));
  };
  return (
    <label className="menu-night">
      {t.nightTheme}
      <select value={mode} onChange={(e) => choose(e.currentTarget.value as NightMode)}>
        {MODES.map((m) => (
          <option key={m} value={m}>
            {t[LABEL[m]]}
          </option>
        ))}
      </select>
    </label>
  );
}
