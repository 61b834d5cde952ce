import { HttpError, type ApiRoute } from '../http.ts';
import { readContent } from '../content.ts';
import {
  nearerLatitudeDays,
  operatorPlaceFromEnv,
  parseDayKey,
  placeFromBody,
  placeFromEnv,
  timetable,
  type PrayerLabel,
} from '../prayerTimes.ts';

const operatorPlace = placeFromEnv(process.env);
const operatorName = operatorPlaceFromEnv(process.env);

/**
 * POST /api/salatTimings {date: "DD-MM-YYYY", latitude?, longitude?, timeZone?, method?}: real
 * times from adhan for a window of days around the date, keyed DD-MM-YYYY, with headings and
 * names localised by the Language header. The optional fields (an extension of the contract that
 * an operator's API may ignore) pick the subscriber's place and method; each one absent is the
 * operator's (PRAYER_*). Beside the days, `place` says what the times were computed for, and
 * `operator` names the operator's own place in the request's language with its country (the app
 * names the place it shows and ranks that country's towns first in its search). `nearerLatitude`
 * lists the days whose times follow a latitude nearer the equator (no sunrise or sunset there).
 */
export const salatTimings: ApiRoute = {
  path: 'salatTimings',
  handle(body, { lang, options }) {
    const center = parseDayKey(body.date);
    const place = placeFromBody(body, operatorPlace);
    if (!center || !place) throw new HttpError(400, 'badBody');
    const days = timetable(center, place, readContent<PrayerLabel[]>(options.contentDir, 'prayer'), lang);
    const operator = { name: operatorName.name?.[lang] ?? '', country: operatorName.country };
    // The days whose times follow a nearer latitude (polar circle), only where there are some.
    const nearer = Math.abs(place.latitude) >= 60 ? nearerLatitudeDays(center, place) : [];
    return { ...days, place, operator, ...(nearer.length ? { nearerLatitude: nearer } : {}) };
  },
};
