/**
 * The direction of the Kaaba and of the sun, as bearings in degrees clockwise from true North, and
 * the phone's compass heading from a device orientation event. Pure functions: no storage, no DOM.
 */

/** The Kaaba, Makkah. */
export const KAABA = { latitude: 21.4225, longitude: 39.8262 } as const;

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** An angle in degrees brought into [0, 360). */
export function normalize(degrees: number): number {
  const d = degrees % 360;
  return d < 0 ? d + 360 : d;
}

/** A turn in degrees brought into (-180, 180]: negative is to the left (anticlockwise). */
export function signedTurn(degrees: number): number {
  const d = normalize(degrees);
  return d > 180 ? d - 360 : d;
}

/** The initial great-circle bearing from a place to the Kaaba; null at the Kaaba itself. */
export function qiblaBearing(latitude: number, longitude: number): number | null {
  const φ1 = latitude * RAD;
  const φ2 = KAABA.latitude * RAD;
  const Δλ = (KAABA.longitude - longitude) * RAD;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  if (Math.abs(x) < 1e-9 && Math.abs(y) < 1e-9) return null;
  return normalize(Math.atan2(y, x) * DEG);
}

export interface SunPosition {
  /** Degrees clockwise from true North. */
  azimuth: number;
  /** Degrees above the horizon (negative below). */
  altitude: number;
}

/**
 * Where the sun stands at a moment seen from a place: NOAA's general solar position formulas
 * (fractional year, equation of time, declination, hour angle), good to about a degree.
 */
export function sunPosition(time: number, latitude: number, longitude: number): SunPosition {
  const date = new Date(time);
  const startOfYear = Date.UTC(date.getUTCFullYear(), 0, 1);
  const dayOfYear = Math.floor((time - startOfYear) / 86_400_000) + 1;
  const hours = date.getUTCHours() + date.getUTCMinutes() / 60 + date.getUTCSeconds() / 3600;
  const γ = ((2 * Math.PI) / 365) * (dayOfYear - 1 + (hours - 12) / 24);
  const equationOfTime =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(γ) -
      0.032077 * Math.sin(γ) -
      0.014615 * Math.cos(2 * γ) -
      0.040849 * Math.sin(2 * γ));
  const δ =
    0.006918 -
    0.399912 * Math.cos(γ) +
    0.070257 * Math.sin(γ) -
    0.006758 * Math.cos(2 * γ) +
    0.000907 * Math.sin(2 * γ) -
    0.002697 * Math.cos(3 * γ) +
    0.00148 * Math.sin(3 * γ);
  const solarMinutes = hours * 60 + equationOfTime + 4 * longitude;
  const hourAngle = (solarMinutes / 4 - 180) * RAD;
  const φ = latitude * RAD;
  const altitude = Math.asin(Math.sin(φ) * Math.sin(δ) + Math.cos(φ) * Math.cos(δ) * Math.cos(hourAngle));
  // Measured from the South towards the West, then turned to start from the North.
  const fromSouth = Math.atan2(Math.sin(hourAngle), Math.cos(hourAngle) * Math.sin(φ) - Math.tan(δ) * Math.cos(φ));
  return { azimuth: normalize(fromSouth * DEG + 180), altitude: altitude * DEG };
}

/** A turn as a person makes it: the short way round, so never more than 180°. */
export type Turn = { kind: 'ahead' } | { kind: 'turn'; degrees: number; side: 'right' | 'left' };

/** Below this turn, facing one direction is facing the other closely enough to say so. */
const AHEAD = 5;

/** How to turn from facing `from` to facing `to` (bearings in degrees): 295° to the right is 65° to the left. */
export function turnBetween(from: number, to: number): Turn {
  const turn = signedTurn(to - from);
  const degrees = Math.round(Math.abs(turn));
  if (degrees < AHEAD) return { kind: 'ahead' };
  return { kind: 'turn', degrees, side: turn > 0 ? 'right' : 'left' };
}

/** How to find the Qibla from the sun: face it, then turn this many degrees (or none: the sun is down). */
export type SunHint = { kind: 'down' } | ({ sun: number } & Turn);

export function sunHint(qibla: number, sun: SunPosition): SunHint {
  // A sun at the horizon is hidden by most horizons; too high, its direction cannot be read.
  if (sun.altitude < 2 || sun.altitude > 80) return { kind: 'down' };
  return { sun: Math.round(sun.azimuth) % 360, ...turnBetween(sun.azimuth, qibla) };
}

/** What the compass reading needs from a DeviceOrientationEvent (and iOS's webkitCompassHeading). */
export interface OrientationReading {
  alpha: number | null;
  absolute?: boolean;
  webkitCompassHeading?: number;
}

/**
 * Where the top of the phone points, in degrees clockwise from North, or null when the event does
 * not say (no sensor, or angles relative to wherever the phone started). `screenAngle` is the
 * screen's rotation (screen.orientation.angle): the top of the picture is what the subscriber aims.
 */
export function compassHeading(event: OrientationReading, screenAngle = 0): number | null {
  const ios = event.webkitCompassHeading;
  if (typeof ios === 'number' && Number.isFinite(ios) && ios >= 0) return normalize(ios + screenAngle);
  if (event.absolute !== true || event.alpha === null || !Number.isFinite(event.alpha)) return null;
  // alpha turns anticlockwise from North as the phone turns: the heading is its opposite.
  return normalize(360 - event.alpha + screenAngle);
}
