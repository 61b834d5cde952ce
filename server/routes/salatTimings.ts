import { HttpError, type ApiRoute } from '../http.ts';
import { readContent } from '../content.ts';
import { parseDayKey, placeFromEnv, timetable, type PrayerLabel } from '../prayerTimes.ts';

const place = placeFromEnv(process.env);

/**
 * POST /api/salatTimings {date: "DD-MM-YYYY"}: real times from adhan for the configured place,
 * for a window of days around the date. Headings and names come localised by the Language header.
 */
export const salatTimings: ApiRoute = {
  path: 'salatTimings',
  handle(body, { lang, options }) {
    const center = parseDayKey(body.date);
    if (!center) throw new HttpError(400, 'badBody');
    return timetable(center, place, readContent<PrayerLabel[]>(options.contentDir, 'prayer'), lang);
  },
};
