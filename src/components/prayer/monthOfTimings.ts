// The days of a month at a place, asked of salatTimings window by window: the prayer page's
// calendar file and Ramadan's timetable both ask for them.
import { apiPost } from '../../lib/api.ts';
import { dateKeys, keyOf, keyToTime, type Timings } from './dateNav.ts';
import { chosenAsr, placeFields, type ChosenPlace } from './place/place.ts';
import type { AsrSchool } from '../../../content/prayerMethods.ts';
import { isTimings } from './timings.ts';

const DAY = 86_400_000;

/**
 * The API's answers cover a window of days around the date asked (the reference server: 3 before,
 * 7 after). Asks for dates until every day of the month is covered, whatever the window's size.
 */
export async function monthOfTimings(
  today: string,
  place: ChosenPlace | null,
  days: number,
  asr: AsrSchool = chosenAsr(),
): Promise<Timings> {
  const start = keyToTime(today);
  if (start === null) throw new Error(`not a day: ${today}`);
  const wanted = Array.from({ length: days }, (_, i) => keyOf(start + i * DAY));
  const month: Timings = {};
  for (let asks = 0; asks < days; asks++) {
    const missing = wanted.find((k) => !month[k]);
    if (!missing) break;
    const result = await apiPost('salatTimings', { date: missing, ...placeFields(place, asr) }, isTimings);
    if (!result.ok) throw new Error(`salatTimings ${missing}: ${result.reason}`);
    const got = dateKeys(result.data).filter((k) => wanted.includes(k));
    if (!got.includes(missing)) throw new Error(`salatTimings ${missing}: the day asked is not in the answer`);
    for (const k of got) month[k] = result.data[k];
    // What the times are for (beyond the contract: the place, the operator's), as the page reads it.
    const answer = result.data as Record<string, unknown>;
    for (const meta of ['place', 'operator'])
      if (meta in answer) (month as Record<string, unknown>)[meta] = answer[meta];
  }
  return month;
}
