import type { Strings } from '../../i18n/index.ts';
import type { NightMode, ReadingSettings as Settings, TextSize } from './reading.ts';

interface Props {
  id: string;
  label: string;
  settings: Settings;
  /** Arabic pages have no translation to hide. */
  translated: boolean;
  onChange: (next: Settings) => void;
  /** The choices, from reading.ts (by its importer). */
  sizes: readonly TextSize[];
  modes: readonly NightMode[];
  t: Pick<
    Strings,
    'textSize' | 'showTranslation' | 'showTransliteration' | 'nightTheme' | 'nightAuto' | 'nightLight' | 'nightDark'
  >;
}

const NIGHT_LABEL = { auto: 'nightAuto', light: 'nightLight', dark: 'nightDark' } as const;

/** Arabic text size, translation and transliteration shown or hidden, night theme: applied as they change. */
export default function ReadingSettings({ id, label, settings, translated, onChange, sizes, modes, t }: Props) {
  return (
    <section id={id} className="reading-settings" aria-label={label}>
      <label>
        {t.textSize}
        <input
          type="range"
          min={sizes[0]}
          max={sizes[sizes.length - 1]}
          step={1}
          value={settings.size}
          aria-valuetext={`${settings.size + 1} / ${sizes.length}`}
          onChange={(e) => onChange({ ...settings, size: Number(e.currentTarget.value) as TextSize })}
        />
      </label>
      {translated && (
        <label className="reading-check">
          <input
            type="checkbox"
            checked={settings.translation}
            onChange={(e) => onChange({ ...settings, translation: e.currentTarget.checked })}
          />
          {t.showTranslation}
        </label>
      )}
      <label className="reading-check">
        <input
          type="checkbox"
          checked={settings.transliteration}
          onChange={(e) => onChange({ ...settings, transliteration: e.currentTarget.checked })}
        />
        {t.showTransliteration}
      </label>
      <label>
        {t.nightTheme}
        <select
          value={settings.night}
          onChange={(e) => onChange({ ...settings, night: e.currentTarget.value as NightMode })}
        >
          {modes.map((mode) => (
            <option key={mode} value={mode}>
              {t[NIGHT_LABEL[mode]]}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
