import { formatNumber, type Locale } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import type { VerseAt } from './planStore.ts';

/** A verse's short address, 2:142, in the page's digits. */
export const addressText = (locale: Locale, { chapter, verse }: VerseAt): string =>
  `${formatNumber(locale, chapter)}:${formatNumber(locale, verse)}`;

type StandingKeys = 'planOnTrack' | 'planAheadOne' | 'planAhead' | 'planBehindOne' | 'planBehind';

/** On track, or how many days of reading ahead or behind. */
export function standingText(locale: Locale, t: Record<StandingKeys, string>, ahead: number): string {
  if (ahead === 0) return t.planOnTrack;
  const n = Math.abs(ahead);
  if (ahead > 0) return n === 1 ? t.planAheadOne : fill(t.planAhead, { n: formatNumber(locale, n) });
  return n === 1 ? t.planBehindOne : fill(t.planBehind, { n: formatNumber(locale, n) });
}
