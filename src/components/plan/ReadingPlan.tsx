import { useEffect, useState } from 'react';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { todayNoon } from '../calendar/hijri.ts';
import PlanForm from './PlanForm.tsx';
import PlanProgress from './PlanProgress.tsx';
import type { PLAN_KEYS } from './planKeys.ts';
import { endPlan, loadPlan, savePlan, type StoredPlan } from './planStore.ts';
import { markedRead, planDay, usable } from './readingPlan.ts';
import './plan.css';

interface Props {
  locale: Locale;
  t: StringsOf<typeof PLAN_KEYS>;
  /** The chapters' names in the page's language, 1 to 114. */
  names: readonly string[];
}

const usableOrNone = (plan: StoredPlan | null) => (plan && usable(plan) ? plan : null);

/** The plan kept on the phone, or the form to begin one: known only once the island runs. */
export default function ReadingPlan({ locale, t, names }: Props) {
  // undefined until the phone is read; null when it keeps no plan.
  const [plan, setPlan] = useState<StoredPlan | null | undefined>(undefined);
  const [saved, setSaved] = useState(true);
  const [today] = useState(todayNoon);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the phone's plan, after the HTML's first render
  useEffect(() => setPlan(usableOrNone(loadPlan())), []);
  const keep = (next: StoredPlan) => {
    setSaved(savePlan(next));
    setPlan(next);
  };
  return (
    <div className="reading-plan">
      {plan === undefined ? null : plan === null ? (
        <PlanForm today={today} locale={locale} t={t} onStart={keep} />
      ) : (
        <PlanProgress
          status={planDay(plan, today)}
          names={names}
          locale={locale}
          t={t}
          onMarkRead={() => keep(markedRead(plan))}
          onEnd={() => {
            endPlan();
            setPlan(null);
          }}
        />
      )}
      {saved ? null : <p role="status">{t.notSaved}</p>}
    </div>
  );
}
