import { useState, type ReactNode } from 'react';
import { formatNumber, localePath, type Locale } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { READING_PLAN, versePath } from '../../shared/routes.ts';
import { todayNoon } from '../calendar/hijri.ts';
import type { StoredPlan } from './planStore.ts';
import { addressText } from './planText.ts';
import { planDay, usable } from './readingPlan.ts';

interface Props {
  plan: StoredPlan;
  locale: Locale;
  t: { planOnHome: string; planOnHomeRead: string };
  /** What the card shows when the plan has no portion for today (not begun, or read through). */
  otherwise: ReactNode;
}

/**
 * Home's card for a reader with a plan: today's portion, a link to read on in it; once it is read,
 * a link to the plan. Its own script, loaded only for a reader who keeps a plan: the Quran's tables
 * (readingPlan.ts) stay off home for everyone else.
 */
export default function PlanLine({ plan, locale, t, otherwise }: Props) {
  const [today] = useState(todayNoon);
  if (!usable(plan)) return otherwise;
  const status = planDay(plan, today);
  if (status.day === 0 || status.finished) return otherwise;
  const values = {
    day: formatNumber(locale, Math.min(status.day, status.days)),
    days: formatNumber(locale, status.days),
    first: addressText(locale, status.first),
    last: addressText(locale, status.last),
  };
  const [href, text] = status.todayRead
    ? [READING_PLAN, fill(t.planOnHomeRead, values)]
    : [versePath(status.readOn.chapter, status.readOn.verse), fill(t.planOnHome, values)];
  return (
    <a className="continue-reading" href={localePath(locale, href)}>
      {text}
    </a>
  );
}
