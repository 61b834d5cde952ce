import type { Locale } from '../../i18n/index.ts';
import type { PrayerRow } from './dateNav.ts';
import { momentClock } from './placeClock.ts';

// The prayer page's rows and zone, on the place's clock (placeClock.ts).

/** A row's time on the place's clock: from its instant when the zone is known, else as answered. */
export function rowClock(locale: Locale, row: PrayerRow, zone: string | null): string {
  const at = row.timestamp ? Date.parse(row.timestamp) : Number.NaN;
  return momentClock(locale, Number.isNaN(at) ? null : at, row.time, zone);
}

/**
 * "Europe/Paris (GMT+1)": the zone's name and its offset at that moment. A technical name with
 * Latin digits, shown left to right in a <bdi dir="ltr"> (PlaceBar) inside Arabic sentences.
 */
export function zoneLabel(zone: string, at: number): string {
  let offset: string | undefined;
  try {
    offset = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
  } catch {
    offset = undefined;
  }
  return offset ? `${zone} (${offset})` : zone;
}
