import { describe, expect, it } from 'vitest';
import { Coordinates, CalculationMethod, PrayerTimes } from 'adhan';
import { KAABA, compassHeading, qiblaBearing, signedTurn, sunHint, sunPosition, turnBetween } from './qibla.ts';

// Published Qibla bearings (degrees from true North, great circle), as Qibla finders and mosque
// directories give them.
const CITIES = [
  { name: 'Paris', latitude: 48.8566, longitude: 2.3522, published: 119.2 },
  { name: 'London', latitude: 51.5074, longitude: -0.1278, published: 119.0 },
  { name: 'New York', latitude: 40.7128, longitude: -74.006, published: 58.5 },
  { name: 'Jakarta', latitude: -6.2088, longitude: 106.8456, published: 295.1 },
  // Dakar: 73.9° (the figure of 69° sometimes quoted is not the great circle's; both roads here give 73.9°).
  { name: 'Dakar', latitude: 14.7167, longitude: -17.4677, published: 73.9 },
  { name: 'Tokyo', latitude: 35.6762, longitude: 139.6503, published: 293.0 },
  { name: 'Sydney', latitude: -33.8688, longitude: 151.2093, published: 277.5 },
];

/** The same bearing by another road: the great circle's plane, with vectors on the unit sphere. */
function bearingByVectors(latitude: number, longitude: number): number {
  const r = Math.PI / 180;
  const v = (lat: number, lon: number) => [
    Math.cos(lat * r) * Math.cos(lon * r),
    Math.cos(lat * r) * Math.sin(lon * r),
    Math.sin(lat * r),
  ];
  const cross = (a: number[], b: number[]) => [
    a[1] * b[2] - a[2] * b[1],
    a[2] * b[0] - a[0] * b[2],
    a[0] * b[1] - a[1] * b[0],
  ];
  const dot = (a: number[], b: number[]) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  const here = v(latitude, longitude);
  const there = v(KAABA.latitude, KAABA.longitude);
  const east = cross([0, 0, 1], here);
  const north = cross(here, east);
  // The direction of travel at `here` lies in the plane of here and there, across here.
  const along = cross(cross(here, there), here);
  const deg = (Math.atan2(dot(along, east), dot(along, north)) * 180) / Math.PI;
  return (deg + 360) % 360;
}

describe('qiblaBearing', () => {
  for (const city of CITIES) {
    it(`${city.name} faces about ${city.published}°`, () => {
      const bearing = qiblaBearing(city.latitude, city.longitude) as number;
      expect(Math.abs(signedTurn(bearing - city.published))).toBeLessThan(1);
      expect(Math.abs(signedTurn(bearing - bearingByVectors(city.latitude, city.longitude)))).toBeLessThan(0.01);
    });
  }

  it('has no direction at the Kaaba itself, and one just beside it', () => {
    expect(qiblaBearing(KAABA.latitude, KAABA.longitude)).toBeNull();
    // A little to the South: the Kaaba is due North.
    expect(qiblaBearing(KAABA.latitude - 0.1, KAABA.longitude)).toBeCloseTo(0, 3);
    expect(qiblaBearing(KAABA.latitude, KAABA.longitude + 0.1)).toBeCloseTo(270, 0);
  });
});

describe('sunPosition', () => {
  const noon = (latitude: number, longitude: number, date: Date) =>
    new PrayerTimes(new Coordinates(latitude, longitude), date, CalculationMethod.MuslimWorldLeague()).dhuhr.getTime();

  it('stands due South, as high as the equinox allows, at solar noon in Paris', () => {
    // 20 March 2026, at adhan's Dhuhr (the sun's transit, to the minute).
    const sun = sunPosition(noon(48.8566, 2.3522, new Date(2026, 2, 20)), 48.8566, 2.3522);
    expect(Math.abs(sun.azimuth - 180)).toBeLessThan(1.5);
    expect(Math.abs(sun.altitude - (90 - 48.8566))).toBeLessThan(1);
  });

  it('stands due North at noon in Sydney', () => {
    const sun = sunPosition(noon(-33.8688, 151.2093, new Date(2026, 5, 21)), -33.8688, 151.2093);
    expect(Math.abs(signedTurn(sun.azimuth))).toBeLessThan(2);
    expect(Math.abs(sun.altitude - (90 - 33.87 - 23.44))).toBeLessThan(1);
  });

  it('is on the horizon at adhan’s sunrise and sunset, where the almanacs put it', () => {
    // London, June solstice: published sunrise direction about 49°, sunset about 311°.
    const london = new PrayerTimes(
      new Coordinates(51.5074, -0.1278),
      new Date(2026, 5, 21),
      CalculationMethod.MuslimWorldLeague(),
    );
    const rise = sunPosition(london.sunrise.getTime(), 51.5074, -0.1278);
    const set = sunPosition(london.maghrib.getTime(), 51.5074, -0.1278);
    // adhan's sunrise is the upper limb at the horizon, with refraction: the centre about 0.83° below.
    expect(Math.abs(rise.altitude + 0.83)).toBeLessThan(0.5);
    expect(Math.abs(set.altitude + 0.83)).toBeLessThan(0.5);
    expect(Math.abs(rise.azimuth - 49)).toBeLessThan(1.5);
    expect(Math.abs(set.azimuth - 311)).toBeLessThan(1.5);
  });
});

describe('turnBetween', () => {
  it('turns the short way round from North', () => {
    // Jakarta faces 295°: 65° to the left of North, not 295° to the right.
    expect(turnBetween(0, qiblaBearing(-6.2088, 106.8456) as number)).toEqual({
      kind: 'turn',
      degrees: 65,
      side: 'left',
    });
    expect(turnBetween(0, 119.2)).toEqual({ kind: 'turn', degrees: 119, side: 'right' });
    expect(turnBetween(0, 277.5)).toEqual({ kind: 'turn', degrees: 83, side: 'left' });
  });

  it('never turns more than half a circle, and turns right at exactly half', () => {
    expect(turnBetween(0, 180)).toEqual({ kind: 'turn', degrees: 180, side: 'right' });
    expect(turnBetween(0, 181)).toEqual({ kind: 'turn', degrees: 179, side: 'left' });
    expect(turnBetween(350, 10)).toEqual({ kind: 'turn', degrees: 20, side: 'right' });
    expect(turnBetween(10, 350)).toEqual({ kind: 'turn', degrees: 20, side: 'left' });
  });

  it('says "ahead" when the turn is too small to make', () => {
    expect(turnBetween(0, 3)).toEqual({ kind: 'ahead' });
    expect(turnBetween(0, 356)).toEqual({ kind: 'ahead' });
    expect(turnBetween(0, 5)).toEqual({ kind: 'turn', degrees: 5, side: 'right' });
  });
});

describe('sunHint', () => {
  it('says which way to turn from the sun, and how far', () => {
    expect(sunHint(119, { azimuth: 180, altitude: 40 })).toEqual({ kind: 'turn', sun: 180, degrees: 61, side: 'left' });
    expect(sunHint(293, { azimuth: 200, altitude: 30 })).toEqual({
      kind: 'turn',
      sun: 200,
      degrees: 93,
      side: 'right',
    });
    // Across North: from 350° to 10° is 20° to the right.
    expect(sunHint(10, { azimuth: 350, altitude: 30 })).toEqual({ kind: 'turn', sun: 350, degrees: 20, side: 'right' });
    expect(sunHint(120, { azimuth: 118, altitude: 30 })).toEqual({ kind: 'ahead', sun: 118 });
  });

  it('gives no hint when the sun is down, at the horizon or overhead', () => {
    expect(sunHint(119, { azimuth: 300, altitude: -5 })).toEqual({ kind: 'down' });
    expect(sunHint(119, { azimuth: 300, altitude: 1 })).toEqual({ kind: 'down' });
    expect(sunHint(119, { azimuth: 300, altitude: 85 })).toEqual({ kind: 'down' });
  });
});

describe('compassHeading', () => {
  it('reads an absolute alpha as the opposite turn from North', () => {
    expect(compassHeading({ alpha: 0, absolute: true })).toBe(0);
    expect(compassHeading({ alpha: 90, absolute: true })).toBe(270);
    expect(compassHeading({ alpha: 270, absolute: true })).toBe(90);
  });

  it('reads iOS’s compass heading as it is', () => {
    expect(compassHeading({ alpha: 12, webkitCompassHeading: 45 })).toBe(45);
  });

  it('turns with the screen', () => {
    expect(compassHeading({ alpha: 0, absolute: true }, 90)).toBe(90);
  });

  it('refuses angles that are not from North, or missing', () => {
    expect(compassHeading({ alpha: 90, absolute: false })).toBeNull();
    expect(compassHeading({ alpha: null, absolute: true })).toBeNull();
    expect(compassHeading({ alpha: 10, webkitCompassHeading: -1 })).toBeNull();
  });
});
