import { formatNumber, type Locale, type StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { progress } from './tasbih.ts';

export const TARGET_KEYS = ['tasbihTap', 'tasbihOf', 'tasbihRounds'] as const;

interface Props {
  count: number;
  size: number;
  locale: Locale;
  onCount: () => void;
  t: StringsOf<typeof TARGET_KEYS>;
}

/**
 * The one large target: the lower screen counts, by touch, Space or Enter (a held key counts once).
 * Its name is its visible word ("Count") and stays the same, so a screen reader does not read every
 * tap; the count just before it is there to read, and the rounds are announced by the island's
 * live line.
 */
export default function TasbihTarget({ count, size, locale, onCount, t }: Props) {
  const { inRound, rounds } = progress(count, size);
  const n = (x: number) => formatNumber(locale, x);
  const of = fill(t.tasbihOf, { n: n(inRound), size: n(size) });
  const done = fill(t.tasbihRounds, { n: n(rounds) });
  return (
    <>
      <p className="sr-only">
        {of}, {done}
      </p>
      <button
        type="button"
        className="tasbih-target"
        onClick={onCount}
        onKeyDown={(e) => {
          if (e.repeat) e.preventDefault();
        }}
      >
        <span className="tasbih-count" aria-hidden="true">
          {n(inRound)}
        </span>
        <span className="tasbih-of" aria-hidden="true">
          {of}
        </span>
        <span className="tasbih-rounds" aria-hidden="true">
          {done}
        </span>
        <span className="tasbih-tap">{t.tasbihTap}</span>
      </button>
    </>
  );
}
