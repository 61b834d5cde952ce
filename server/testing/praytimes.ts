/**
 * An independent reference for the prayer-time tests: PrayTimes.org's calculator (the `praytimes`
 * npm package, Hamid Zarrabi-Zadeh, LGPL), which shares no code with adhan: its own solar
 * position (USNO approximation), its own hour-angle solver. Test-only.
 *
 * PrayTimes is configured to follow the same rules as server/prayerTimes.ts where the two
 * libraries' defaults legitimately differ; each rule is applied here, on PrayTimes' own numbers:
 * - Asr's noon shadow uses the declination at noon (PrayTimes takes it at the Asr estimate);
 * - beyond 48° (north or south) Fajr and Isha are bounded by a seventh of the night, otherwise by
 *   its middle, the night running from sunset to the NEXT day's sunrise (as adhan; PrayTimes' own
 *   high-latitude rule measures it to the same day's sunrise);
 * - a day without sunrise or sunset (or without sunrise the next day) takes the times of the
 *   nearest latitude, in steps of 0.5°, where the sun rises and sets both days (AqrabBalad);
 * - where no afternoon shadow reaches Asr's length, Asr falls at the same fraction of the
 *   afternoon as at the nearest latitude where it exists.
 */
import { createRequire } from 'node:module';

interface PrayTimesInstance {
  numIterations: number;
  setting: Record<string, string | number>;
  offset: Record<string, number>;
  lat: number;
  jDate: number;
  adjust(params: Record<string, string | number>): void;
  getTimes(date: [number, number, number], coords: [number, number], tz: number, dst: number, format: 'Float'): Times;
  midDay(time: number): number;
  sunAngleTime(angle: number, time: number, direction?: 'ccw'): number;
  sunPosition(jd: number): { declination: number };
  asrTime(factor: number, time: number): number;
}
type Times = Record<'fajr' | 'sunrise' | 'dhuhr' | 'asr' | 'sunset' | 'maghrib' | 'isha', number>;
const PrayTimes = createRequire(import.meta.url)('praytimes') as new (method?: string) => PrayTimesInstance;

export interface ReferenceMethod {
  fajr: number;
  /** Degrees, or minutes after Maghrib ("90 min"). */
  isha: number | string;
  /** Minutes added to the sun's transit. */
  dhuhr: number;
  /** PrayTimes' Asr juristic setting: the shadow's length plus once ('Standard') or twice ('Hanafi') its height. */
  asr?: 'Standard' | 'Hanafi';
}

/** The methods' published parameters (and adhan's documented Dhuhr minute for some of them). */
export const REFERENCE_METHODS: Record<string, ReferenceMethod> = {
  MuslimWorldLeague: { fajr: 18, isha: 17, dhuhr: 1 },
  Egyptian: { fajr: 19.5, isha: 17.5, dhuhr: 1 },
  Karachi: { fajr: 18, isha: 18, dhuhr: 1 },
  UmmAlQura: { fajr: 18.5, isha: '90 min', dhuhr: 0 },
  NorthAmerica: { fajr: 15, isha: 15, dhuhr: 1 },
  Singapore: { fajr: 20, isha: 18, dhuhr: 1 },
  // Kementerian Agama Republik Indonesia, as Aladhan's method 20 publishes it.
  Kemenag: { fajr: 20, isha: 18, dhuhr: 1 },
};

const tan = (d: number) => Math.tan((d * Math.PI) / 180);
const acot = (x: number) => (Math.atan(1 / x) * 180) / Math.PI;

/** Raw PrayTimes hours (UTC, from the date's UTC midnight) for one latitude, no high-latitude rule. */
function raw(date: [number, number, number], lat: number, lng: number, method: ReferenceMethod): Times {
  const pt = new PrayTimes();
  // PrayTimes keeps `setting` and `offset` on its prototype: give this instance its own.
  pt.setting = {
    imsak: '10 min',
    dhuhr: '0 min',
    asr: 'Standard',
    highLats: 'None',
    maghrib: '0 min',
    midnight: 'Standard',
  };
  pt.offset = Object.fromEntries(
    ['imsak', 'fajr', 'sunrise', 'dhuhr', 'asr', 'sunset', 'maghrib', 'isha', 'midnight'].map((k) => [k, 0]),
  );
  pt.numIterations = 4;
  pt.adjust({ fajr: method.fajr, isha: method.isha, asr: method.asr ?? 'Standard' });
  pt.asrTime = function (factor: number, time: number) {
    const noon = this.midDay(0.5) / 24;
    const decl = this.sunPosition(this.jDate + noon).declination;
    const zenith = Math.abs(this.lat - decl);
    if (zenith >= 90) return Number.NaN;
    return this.sunAngleTime(-acot(factor + tan(zenith)), time);
  };
  return pt.getTimes(date, [lat, lng], 0, 0, 'Float');
}

const ok = (t: Times) => Number.isFinite(t.sunrise) && Number.isFinite(t.sunset);

/** Reference instants (ms) for one civil day at a place, following the rules above. */
export function referenceDay(
  year: number,
  month: number,
  day: number,
  latitude: number,
  longitude: number,
  method: ReferenceMethod,
): Record<'fajr' | 'sunrise' | 'dhuhr' | 'asr' | 'maghrib' | 'isha', number> & {
  /** The day took a nearer latitude's times (polar rule). */
  resolved: boolean;
  /** The sun's geometric altitude at noon, at the place itself (degrees). */
  noonAltitude: number;
} {
  const date: [number, number, number] = [year, month, day];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const nextDate: [number, number, number] = [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
  const step = Math.sign(latitude) * 0.5;
  let lat = latitude;
  let t = raw(date, lat, longitude, method);
  let tomorrow = raw(nextDate, lat, longitude, method);
  if (!ok(t) || !Number.isFinite(tomorrow.sunrise)) {
    do {
      lat -= step;
      t = raw(date, lat, longitude, method);
      tomorrow = raw(nextDate, lat, longitude, method);
    } while (Math.abs(lat) >= 1 && !(ok(t) && ok(tomorrow)));
  }
  const night = tomorrow.sunrise + 24 - t.sunset;
  const portion = Math.abs(latitude) > 48 ? 1 / 7 : 1 / 2;
  let fajr = t.fajr;
  if (!Number.isFinite(fajr) || t.sunrise - portion * night > fajr) fajr = t.sunrise - portion * night;
  let isha = t.isha;
  if (typeof method.isha === 'number' && (!Number.isFinite(isha) || t.sunset + portion * night < isha)) {
    isha = t.sunset + portion * night;
  }
  let asr = t.asr;
  if (!Number.isFinite(asr) || asr > t.sunset) {
    let l = lat;
    let there: Times;
    do {
      l -= step;
      there = raw(date, l, longitude, method);
    } while (Math.abs(l) >= 1 && !(Number.isFinite(there.asr) && there.asr < there.sunset));
    const fraction = (there.asr - there.dhuhr) / (there.sunset - there.dhuhr);
    asr = t.dhuhr + fraction * (t.sunset - t.dhuhr);
  }
  const probe = new PrayTimes();
  probe.lat = latitude;
  probe.getTimes(date, [latitude, longitude], 0, 0, 'Float');
  const declination = probe.sunPosition(probe.jDate + 0.5).declination;
  const base = Date.UTC(year, month - 1, day);
  const at = (hours: number) => base + hours * 3_600_000;
  return {
    fajr: at(fajr),
    sunrise: at(t.sunrise),
    dhuhr: at(t.dhuhr + method.dhuhr / 60),
    asr: at(asr),
    maghrib: at(t.maghrib),
    isha: at(isha),
    resolved: lat !== latitude,
    noonAltitude: 90 - Math.abs(latitude - declination),
  };
}
