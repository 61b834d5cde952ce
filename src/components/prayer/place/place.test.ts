import { afterEach, describe, expect, test } from 'vitest';
import { memoryStore, useBackend as setBackend } from '../../../lib/storage.ts';
import { choosePlace, chosenPlace, isChosenPlace, placeFields, placeId, placeOfCity } from './place.ts';

const jakarta = {
  name: 'Jakarta',
  nameAr: 'جاكرتا',
  country: 'ID',
  latitude: -6.215,
  longitude: 106.845,
  timeZone: 'Asia/Jakarta',
};

afterEach(() => setBackend(null));

describe("the subscriber's place", () => {
  test("a city takes its country's customary method unless one is given", () => {
    expect(placeOfCity(jakarta).method).toBe('Singapore');
    expect(placeOfCity({ ...jakarta, country: 'FR' }).method).toBe('MuslimWorldLeague');
    expect(placeOfCity(jakarta, 'Karachi').method).toBe('Karachi');
  });

  test('is remembered on the device; none means the operator’s place', () => {
    setBackend(memoryStore());
    expect(chosenPlace()).toBeNull();
    choosePlace(placeOfCity(jakarta));
    expect(chosenPlace()).toMatchObject({ name: 'Jakarta', method: 'Singapore' });
    choosePlace(null);
    expect(chosenPlace()).toBeNull();
  });

  test('anything unusable stored under the key is ignored', () => {
    const kv = memoryStore();
    setBackend(kv);
    const good = placeOfCity(jakarta);
    for (const bad of [
      { ...good, timeZone: 'Mars/Olympus' },
      { ...good, method: 'Other' },
      { ...good, latitude: 91 },
      { ...good, country: 'indonesia' },
      '<script>',
    ]) {
      kv.setItem('prayerPlace', JSON.stringify(bad));
      expect(chosenPlace()).toBeNull();
    }
    expect(isChosenPlace(good)).toBe(true);
  });

  test('is sent to salatTimings as its optional fields, and names the answers kept for it', () => {
    const place = placeOfCity(jakarta);
    expect(placeFields(place)).toEqual({
      latitude: -6.215,
      longitude: 106.845,
      timeZone: 'Asia/Jakarta',
      method: 'Singapore',
    });
    expect(placeFields(null)).toEqual({});
    expect(placeId(null)).toBe('operator');
    expect(placeId(place)).not.toBe(placeId({ ...place, method: 'Karachi' }));
  });
});
