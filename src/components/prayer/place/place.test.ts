import { afterEach, describe, expect, test } from 'vitest';
import { memoryStore, useBackend as setBackend } from '../../../lib/storage.ts';
import {
  chooseAsr,
  choosePlace,
  chosenAsr,
  chosenPlace,
  isChosenPlace,
  placeFields,
  placeId,
  placeOfCity,
} from './place.ts';

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
    // Indonesia's own ministry (Kemenag), not Singapore's council, though their angles agree.
    expect(placeOfCity(jakarta).method).toBe('Kemenag');
    expect(placeOfCity({ ...jakarta, country: 'FR' }).method).toBe('MuslimWorldLeague');
    expect(placeOfCity(jakarta, 'Karachi').method).toBe('Karachi');
  });

  test('is remembered on the device; none means the operator’s place', () => {
    setBackend(memoryStore());
    expect(chosenPlace()).toBeNull();
    choosePlace(placeOfCity(jakarta));
    expect(chosenPlace()).toMatchObject({ name: 'Jakarta', method: 'Kemenag' });
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
      method: 'Kemenag',
    });
    expect(placeFields(null)).toEqual({});
    expect(placeId(null)).toBe('operator');
    expect(placeId(place)).not.toBe(placeId({ ...place, method: 'Karachi' }));
  });

  test('the Asr is the standard one until Hanafi is chosen, then asked for and kept apart, whatever the place', () => {
    setBackend(memoryStore());
    expect(chosenAsr()).toBe('standard');
    expect(chooseAsr('hanafi')).toBe(true);
    expect(chosenAsr()).toBe('hanafi');
    const place = placeOfCity(jakarta);
    expect(placeFields(null, 'hanafi')).toEqual({ asr: 'hanafi' });
    expect(placeFields(place, 'hanafi')).toMatchObject({ method: 'Kemenag', asr: 'hanafi' });
    // The standard Asr asks what a subscriber who never chose always asked.
    expect(placeFields(place, 'standard')).toEqual(placeFields(place));
    expect(placeId(null, 'hanafi')).not.toBe(placeId(null));
    expect(placeId(place, 'hanafi')).not.toBe(placeId(place));
    chooseAsr('standard');
    expect(chosenAsr()).toBe('standard');
  });

  test('an Asr stored as anything else is the standard one', () => {
    const kv = memoryStore();
    setBackend(kv);
    for (const bad of ['"shafi"', '2', '{"asr":"hanafi"}']) {
      kv.setItem('prayerAsr', bad);
      expect(chosenAsr()).toBe('standard');
    }
  });
});
