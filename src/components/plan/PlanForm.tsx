import { useState, type FormEvent } from 'react';
import { type Locale, type StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { dayFormat } from '../calendar/hijri.ts';
import { loadPlace, placeText } from '../reading/readingPlace.ts';
import { PLAN_DAYS, type StoredPlan } from './planStore.ts';
import { ramadanNights } from './ramadanPlan.ts';
import { juzPlan, newPlan } from './readingPlan.ts';

export const PLAN_FORM_KEYS = [
  'planDays',
  'planFrom',
  'planFromStart',
  'planFromPlace',
  'planStart',
  'planJuzNight',
  'planJuzNightNote',
  'verseOf',
] as const;

interface Props {
  today: number;
  locale: Locale;
  t: StringsOf<typeof PLAN_FORM_KEYS>;
  onStart: (plan: StoredPlan) => void;
}

/** A new plan: the whole Quran in N days, from the opening or where the reader left off; a juz a night near Ramadan. */
export default function PlanForm({ today, locale, t, onStart }: Props) {
  const [place] = useState(loadPlace);
  const [days, setDays] = useState(String(PLAN_DAYS.usual));
  const [fromPlace, setFromPlace] = useState(false);
  const ramadan = ramadanNights(today);
  const start = (e: FormEvent) => {
    e.preventDefault();
    const from = fromPlace && place ? { chapter: place.surah.id, verse: place.verse } : undefined;
    onStart(newPlan(Number(days), today, from));
  };
  const day = dayFormat(locale, { day: 'numeric', month: 'long' });
  return (
    <>
      <form className="plan-form" onSubmit={start}>
        <label>
          {t.planDays}
          <input
            type="number"
            inputMode="numeric"
            required
            min={PLAN_DAYS.min}
            max={PLAN_DAYS.max}
            step={1}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </label>
        {place ? (
          <fieldset>
            <legend>{t.planFrom}</legend>
            <label>
              <input type="radio" name="plan-from" checked={!fromPlace} onChange={() => setFromPlace(false)} />
              {t.planFromStart}
            </label>
            <label>
              <input type="radio" name="plan-from" checked={fromPlace} onChange={() => setFromPlace(true)} />
              {fill(t.planFromPlace, { place: placeText(place, locale, t.verseOf) })}
            </label>
          </fieldset>
        ) : null}
        <button type="submit" className="text-button">
          {t.planStart}
        </button>
      </form>
      {ramadan ? (
        <div className="plan-juz">
          <p>{fill(t.planJuzNightNote, { first: day.format(ramadan.first), last: day.format(ramadan.last) })}</p>
          <button type="button" className="text-button" onClick={() => onStart(juzPlan(ramadan.first, ramadan.nights))}>
            {t.planJuzNight}
          </button>
        </div>
      ) : null}
    </>
  );
}
