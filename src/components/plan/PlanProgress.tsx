import { useId } from 'react';
import { formatNumber, localePath, type Locale, type StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { versePath } from '../../shared/routes.ts';
import { inDaysText } from '../calendar/hijri.ts';
import PlanEnd, { PLAN_END_KEYS } from './PlanEnd.tsx';
import type { VerseAt } from './planStore.ts';
import { standingText } from './planText.ts';
import type { PlanDay } from './readingPlan.ts';

export const PLAN_PROGRESS_KEYS = [
  'planDayOf',
  'planBegins',
  'inDays',
  'inOneDay',
  'planToday',
  'planReadOn',
  'planTodayRead',
  'planReadAhead',
  'planProgress',
  'planOnTrack',
  'planAheadOne',
  'planAhead',
  'planBehindOne',
  'planBehind',
  'planMarkRead',
  'planMarkNext',
  'planCatchUp',
  'planAdvanceNote',
  'planFinished',
  'verseOf',
  'planAgain',
  ...PLAN_END_KEYS,
] as const;

interface Props {
  status: PlanDay;
  /** The chapters' names in the page's language, 1 to 114. */
  names: readonly string[];
  locale: Locale;
  t: StringsOf<typeof PLAN_PROGRESS_KEYS>;
  onMarkRead: () => void;
  onEnd: () => void;
}

/** Where the plan stands today: the day, today's portion and a link to read on, what is read and left. */
export default function PlanProgress({ status, names, locale, t, onMarkRead, onEnd }: Props) {
  const n = (x: number) => formatNumber(locale, x);
  const where = ({ chapter, verse }: VerseAt) => fill(t.verseOf, { surah: names[chapter - 1], verse: n(verse) });
  const { day, days, beginsIn, finished, todayRead } = status;
  const countId = useId();
  // Behind, the next portion to read is an earlier day's, not today's.
  const behind = day > 0 && status.ahead < 0;
  const heading =
    day === 0
      ? fill(t.planBegins, { when: inDaysText(locale, t, beginsIn) })
      : fill(t.planDayOf, { day: n(Math.min(day, days)), days: n(days) });
  return (
    <section className="plan-now" aria-label={heading}>
      <h2>{heading}</h2>
      {finished ? (
        <p className="plan-finished">{t.planFinished}</p>
      ) : (
        <>
          <p className="plan-portion">{fill(t.planToday, { first: where(status.first), last: where(status.last) })}</p>
          {todayRead && day > 0 ? <p className="plan-done">{t.planTodayRead}</p> : null}
          <a className="plan-read" href={localePath(locale, versePath(status.readOn.chapter, status.readOn.verse))}>
            {behind ? fill(t.planCatchUp, { place: where(status.readOn) }) : todayRead ? t.planReadAhead : t.planReadOn}
          </a>
        </>
      )}
      <progress className="plan-bar" max={status.total} value={status.read} aria-labelledby={countId} />
      <p className="plan-count" id={countId}>
        {fill(t.planProgress, { read: n(status.read), total: n(status.total), left: n(status.total - status.read) })}
      </p>
      {day > 0 && !finished ? <p className="plan-standing">{standingText(locale, t, status.ahead)}</p> : null}
      {day > 0 && !todayRead ? (
        <button type="button" className="text-button" onClick={onMarkRead}>
          {behind ? t.planMarkNext : t.planMarkRead}
        </button>
      ) : null}
      {finished ? null : <p className="plan-note">{t.planAdvanceNote}</p>}
      {finished ? (
        // Read through, nothing is lost: a new plan at once.
        <button type="button" className="text-button plan-again" onClick={onEnd}>
          {t.planAgain}
        </button>
      ) : (
        <PlanEnd t={t} onEnd={onEnd} />
      )}
    </section>
  );
}
