import { useEffect, useRef, useState } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { openModal } from '../../stores/app.ts';
import {
  chosenEarly,
  countOf,
  initialState,
  loadTasbih,
  reset,
  saveTasbih,
  tap,
  type Dhikr,
  type TasbihState,
} from './tasbih.ts';
import TasbihTarget, { TARGET_KEYS } from './TasbihTarget.tsx';
import RoundPicker, { ROUND_KEYS } from './RoundPicker.tsx';
import '../quran/quran-text.css';
import './tasbih.css';

export const TASBIH_KEYS = [
  'tasbihDhikr',
  'tasbihRoundDone',
  'tasbihReset',
  'tasbihResetConfirm',
  'tasbihResetDone',
  'notSaved',
  'yes',
  'no',
  ...TARGET_KEYS,
  ...ROUND_KEYS,
] as const;

interface Props {
  locale: Locale;
  dhikr: Dhikr[];
  t: StringsOf<typeof TASBIH_KEYS>;
}

/**
 * The tasbih: the dhikr in hand (Arabic, transliteration, meaning), one large target that counts,
 * rounds of 33, 99 or any size with a vibration and an announcement at each round's end, kept on the
 * phone, and a reset that asks first.
 */
export default function Tasbih({ locale, dhikr, t }: Props) {
  const ids = dhikr.map((d) => d.id);
  const hydrated = useHydrated();
  // The page's HTML is a new counter; the phone's count comes with the second render.
  const [state, setState] = useState<TasbihState>(() => initialState(ids[0]));
  const [announce, setAnnounce] = useState('');
  const [unsaved, setUnsaved] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const update = (next: TasbihState) => {
    setState(next);
    setUnsaved(!saveTasbih(next));
  };
  // The phone's count, read once after the HTML's render (in the same commit as `hydrated`). The
  // HTML's select and radios work before the island: what was chosen there while it hydrated is
  // the subscriber's choice, over the phone's, and is kept.
  useEffect(() => {
    const html = root.current!;
    const radios = [...html.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    const early = chosenEarly(
      ids,
      html.querySelector('select')?.value,
      radios.findIndex((r) => r.checked),
    );
    const next = { ...loadTasbih(ids), ...early };
    // Only a choice is saved: the phone's own state is already what it keeps.
    if (Object.keys(early).length) update(next);
    else setState(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const current = dhikr.find((d) => d.id === state.dhikr) ?? dhikr[0];
  const name = locale === 'ar' ? current.ar : current.transliteration;

  const count = () => {
    // A tap made while the page hydrated is replayed before the phone's count is read: it counts
    // on from that count, not from the HTML's zero (which it would then store over it).
    const { state: next, roundDone } = tap(hydrated ? state : loadTasbih(ids));
    update(next);
    if (!roundDone) return;
    navigator.vibrate?.(200);
    setAnnounce(fill(t.tasbihRoundDone, { n: Math.floor(countOf(next) / next.size), size: next.size }));
  };
  const askReset = () =>
    openModal({
      title: t.tasbihReset,
      body: fill(t.tasbihResetConfirm, { dhikr: name }),
      buttons: [
        {
          label: t.yes,
          action: () => {
            update(reset(state));
            setAnnounce(t.tasbihResetDone);
          },
        },
        { label: t.no, safe: true },
      ],
    });

  return (
    <div className="tasbih" ref={root}>
      <label className="tasbih-field">
        <span>{t.tasbihDhikr}</span>
        <select value={current.id} onChange={(e) => update({ ...state, dhikr: e.target.value })}>
          {dhikr.map((d) => (
            <option key={d.id} value={d.id}>
              {locale === 'ar' ? d.ar : `${d.transliteration} – ${d.meaning[locale]}`}
            </option>
          ))}
        </select>
      </label>
      <div className="tasbih-dhikr">
        <p className="q" lang="ar" dir="rtl">
          {current.ar}
        </p>
        {locale === 'ar' ? null : (
          <>
            <p className="tasbih-translit" lang="ar-Latn" dir="ltr">
              {current.transliteration}
            </p>
            <p className="tasbih-meaning">{current.meaning[locale]}</p>
          </>
        )}
      </div>
      <RoundPicker
        key={hydrated ? 'phone' : 'html'}
        size={state.size}
        locale={locale}
        onChange={(size) => update({ ...state, size })}
        t={t}
      />
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {unsaved ? <p className="media-note">{t.notSaved}</p> : null}
      <TasbihTarget count={countOf(state)} size={state.size} locale={locale} onCount={count} t={t} />
      <button type="button" className="tasbih-reset" onClick={askReset}>
        {t.tasbihReset}
      </button>
    </div>
  );
}
