import { describe, expect, test } from 'vitest';
import { pushSupport, settingKey, togglePrayer, type PushEnvironment } from './pushState.ts';

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

describe('when the server must be told again', () => {
  const key = settingKey('subscriber-1', paris, 'fr', ['fajr', 'isha']);

  test('the same subscriber, place, language and prayers (in any order) need nothing', () => {
    expect(settingKey('subscriber-1', { ...paris }, 'fr', ['isha', 'fajr'])).toBe(key);
  });

  test('another place, method, place name, language or choice of prayers does', () => {
    expect(settingKey('subscriber-1', { ...paris, latitude: 48.9 }, 'fr', ['fajr', 'isha'])).not.toBe(key);
    expect(settingKey('subscriber-1', { ...paris, method: 'Egyptian' }, 'fr', ['fajr', 'isha'])).not.toBe(key);
    expect(settingKey('subscriber-1', { ...paris, name: 'باريس' }, 'fr', ['fajr', 'isha'])).not.toBe(key);
    expect(settingKey('subscriber-1', paris, 'ar', ['fajr', 'isha'])).not.toBe(key);
    expect(settingKey('subscriber-1', paris, 'fr', ['fajr'])).not.toBe(key);
  });

  test('the verse of the day asked for, or at another hour, does; not asking for it keeps the key sent before', () => {
    expect(settingKey('subscriber-1', paris, 'fr', ['fajr', 'isha'], null)).toBe(key);
    const seven = settingKey('subscriber-1', paris, 'fr', ['fajr', 'isha'], 7);
    expect(seven).not.toBe(key);
    expect(settingKey('subscriber-1', paris, 'fr', ['fajr', 'isha'], 8)).not.toBe(seven);
    expect(settingKey('subscriber-1', paris, 'fr', [], 7)).not.toBe(seven);
  });

  test('another subscriber on the phone does: a subscription belongs to whoever saved it', () => {
    expect(settingKey('subscriber-2', paris, 'fr', ['fajr', 'isha'])).not.toBe(key);
  });

  test('what was sent before subscriptions had owners (a key without the uid) is sent again', () => {
    const { latitude, longitude, timeZone, method, name } = paris;
    const before = JSON.stringify([latitude, longitude, timeZone, method, name, 'fr', ['fajr', 'isha']]);
    expect(key).not.toBe(before);
  });
});

test('prayers are added and removed in their order of the day, never down to none', () => {
  expect(togglePrayer(['isha'], 'fajr', true)).toEqual(['fajr', 'isha']);
  expect(togglePrayer(['fajr', 'asr', 'isha'], 'asr', false)).toEqual(['fajr', 'isha']);
  expect(togglePrayer(['asr'], 'asr', false)).toEqual(['asr']);
  // With the verse of the day asked for, the verse alone is a choice.
  expect(togglePrayer(['asr'], 'asr', false, true)).toEqual([]);
});
