import { formatNumber, type Locale, type StringsOf } from '../../i18n/index.ts';
import { fill } from '../../lib/fill.ts';
import { turnBetween, type SunHint } from './qibla.ts';

export const QIBLA_WORD_KEYS = [
  'qiblaNorthTurn',
  'qiblaNorthAhead',
  'qiblaSunTurn',
  'qiblaSunAhead',
  'qiblaSunDown',
  'sideRight',
  'sideLeft',
] as const;

type Words = StringsOf<typeof QIBLA_WORD_KEYS>;

/** Whole degrees in the locale's digits (Arabic-Indic on Arabic pages, as every other number there). */
export function degrees(locale: Locale, n: number): string {
  return formatNumber(locale, Math.round(n) % 360);
}

/** From North to the Qibla, the short way round: "turn 65° to the left", never "295° to the right". */
export function northWords(bearing: number, locale: Locale, t: Words): string {
  const turn = turnBetween(0, bearing);
  if (turn.kind === 'ahead') return t.qiblaNorthAhead;
  return fill(t.qiblaNorthTurn, {
    deg: degrees(locale, turn.degrees),
    side: turn.side === 'right' ? t.sideRight : t.sideLeft,
  });
}

/** From the sun to the Qibla, or why the sun cannot be gone by. */
export function sunWords(sun: SunHint, locale: Locale, t: Words): string {
  if (sun.kind === 'down') return t.qiblaSunDown;
  if (sun.kind === 'ahead') return fill(t.qiblaSunAhead, { sun: degrees(locale, sun.sun) });
  return fill(t.qiblaSunTurn, {
    sun: degrees(locale, sun.sun),
    deg: degrees(locale, sun.degrees),
    side: sun.side === 'right' ? t.sideRight : t.sideLeft,
  });
}
