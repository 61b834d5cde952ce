import { useId, useState } from 'react';
import { formatNumber, type Locale, type StringsOf } from '../../i18n/index.ts';
import { MAX_SIZE, SIZES, parseSize } from './tasbih.ts';

export const ROUND_KEYS = ['tasbihRound', 'tasbihCustom', 'tasbihCustomCount'] as const;

interface Props {
  size: number;
  locale: Locale;
  onChange: (size: number) => void;
  t: StringsOf<typeof ROUND_KEYS>;
}

/** Rounds of 33, 99, or a size of one's own (kept as soon as it is a whole number from 1 to 1000). */
export default function RoundPicker({ size, locale, onChange, t }: Props) {
  const id = useId();
  const preset = (SIZES as readonly number[]).includes(size);
  const [custom, setCustom] = useState(!preset);
  const [text, setText] = useState(preset ? '' : String(size));
  const isCustom = custom || !preset;
  return (
    <fieldset className="tasbih-rounds-picker">
      <legend>{t.tasbihRound}</legend>
      {SIZES.map((s) => (
        <label key={s} className="tasbih-choice">
          <input
            type="radio"
            name={`${id}-size`}
            checked={!isCustom && size === s}
            onChange={() => {
              setCustom(false);
              onChange(s);
            }}
          />
          {formatNumber(locale, s)}
        </label>
      ))}
      <label className="tasbih-choice">
        <input type="radio" name={`${id}-size`} checked={isCustom} onChange={() => setCustom(true)} />
        {t.tasbihCustom}
      </label>
      {isCustom ? (
        <label className="tasbih-field">
          <span>{t.tasbihCustomCount}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SIZE}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              const parsed = parseSize(e.target.value);
              if (parsed !== null) onChange(parsed);
            }}
          />
        </label>
      ) : null}
    </fieldset>
  );
}
