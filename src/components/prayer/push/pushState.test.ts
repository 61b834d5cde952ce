import { afterEach, describe, expect, test } from 'vitest';
import { memoryStore, setItem, useBackend } from '../../../lib/storage.ts';
import {
  pushSetting,
  pushSupport,
  savePushSetting,
  settingKey,
  togglePrayer,
  type PushEnvironment,
} from './pushState.ts';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';
const full: PushEnvironment = {
  serviceWorker: true,
  pushManager: true,
  notification: true,
  userAgent: CHROME_ANDROID,
  standalone: false,
};
const paris = {
  latitude: 48.853,
  longitude: 2.349,
  timeZone: 'Europe/Paris',
  method: 'MuslimWorldLeague',
  name: 'Paris',
};

afterEach(() => useBackend(null));

describe('where push can work', () => {
  test('a browser with a worker, PushManager and Notification can, in a tab or installed', () => {
    expect(pushSupport(full)).toBe('supported');
    expect(pushSupport({ ...full, standalone: true })).toBe('supported');
  });

  test('lacking any of the three, it cannot', () => {
    expect(pushSupport({ ...full, pushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...full, serviceWorker: false })).toBe('unsupported');
    expect(pushSupport({ ...full, notification: false })).toBe('unsupported');
  });

  test('iOS Safari in a tab is told to add the app to the home screen; installed, it can', () => {
    expect(pushSupport({ ...full, userAgent: IPHONE, pushManager: false, notification: false })).toBe(
      'ios-not-installed',
    );
    expect(pushSupport({ ...full, userAgent: IPHONE, standalone: true })).toBe('supported');
  });
});

describe('what the phone keeps', () => {
  test('off with every prayer until chosen otherwise, and what was saved reads back', () => {
    useBackend(memoryStore());
    expect(pushSetting()).toEqual({ on: false, prayers: ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'], sent: null });
    savePushSetting({ on: true, prayers: ['fajr', 'isha'], sent: 'x' });
    expect(pushSetting()).toEqual({ on: true, prayers: ['fajr', 'isha'], sent: 'x' });
  });

  test('a stored value of another shape, or with no prayer or an unknown one, reads as off', () => {
    useBackend(memoryStore());
    for (const bad of [
      { on: 'yes', prayers: ['fajr'] },
      { on: true, prayers: [] },
      { on: true, prayers: ['sunrise'] },
    ]) {
      setItem('prayerPush', bad);
      expect(pushSetting().on).toBe(false);
    }
  });
});

describe('when the server must be told again', () => {
  const key = settingKey(paris, 'fr', ['fajr', 'isha']);

  test('the same place, language and prayers (in any order) need nothing', () => {
    expect(settingKey({ ...paris }, 'fr', ['isha', 'fajr'])).toBe(key);
  });

  test('another place, method, place name, language or choice of prayers does', () => {
    expect(settingKey({ ...paris, latitude: 48.9 }, 'fr', ['fajr', 'isha'])).not.toBe(key);
    expect(settingKey({ ...paris, method: 'Egyptian' }, 'fr', ['fajr', 'isha'])).not.toBe(key);
    expect(settingKey({ ...paris, name: 'باريس' }, 'fr', ['fajr', 'isha'])).not.toBe(key);
    expect(settingKey(paris, 'ar', ['fajr', 'isha'])).not.toBe(key);
    expect(settingKey(paris, 'fr', ['fajr'])).not.toBe(key);
  });
});

test('prayers are added and removed in their order of the day, never down to none', () => {
  expect(togglePrayer(['isha'], 'fajr', true)).toEqual(['fajr', 'isha']);
  expect(togglePrayer(['fajr', 'asr', 'isha'], 'asr', false)).toEqual(['fajr', 'isha']);
  expect(togglePrayer(['asr'], 'asr', false)).toEqual(['asr']);
});
