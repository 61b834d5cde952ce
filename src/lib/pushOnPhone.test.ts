import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { memoryStore, setItem, useBackend } from './storage.ts';
import { dropBrowserPush, pushSetting, savePushSetting } from './pushOnPhone.ts';

afterEach(() => {
  useBackend(null);
  vi.unstubAllGlobals();
});

describe('what the phone keeps', () => {
  test('off with every prayer until chosen otherwise, and what was saved reads back', () => {
    useBackend(memoryStore());
    expect(pushSetting()).toEqual({
      on: false,
      prayers: ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'],
      verseHour: null,
      sent: null,
    });
    savePushSetting({ on: true, prayers: ['fajr', 'isha'], verseHour: null, sent: 'x' });
    expect(pushSetting()).toEqual({ on: true, prayers: ['fajr', 'isha'], verseHour: null, sent: 'x' });
    savePushSetting({ on: true, prayers: [], verseHour: 21, sent: 'y' });
    expect(pushSetting()).toEqual({ on: true, prayers: [], verseHour: 21, sent: 'y' });
  });

  test('a setting kept before the verse could be asked for reads as no verse', () => {
    useBackend(memoryStore());
    setItem('prayerPush', { on: true, prayers: ['fajr'], sent: 'old' });
    expect(pushSetting()).toEqual({ on: true, prayers: ['fajr'], verseHour: null, sent: 'old' });
  });

  test('a stored value of another shape, or with no prayer or an unknown one, reads as off', () => {
    useBackend(memoryStore());
    for (const bad of [
      { on: 'yes', prayers: ['fajr'] },
      { on: true, prayers: [] },
      { on: true, prayers: [], verseHour: 24 },
      { on: true, prayers: [], verseHour: '7' },
      { on: true, prayers: ['sunrise'] },
    ]) {
      setItem('prayerPush', bad);
      expect(pushSetting().on).toBe(false);
    }
  });
});

describe('push dropped on this phone (unsubscribed, or no longer active)', () => {
  const unsubscribe = vi.fn(async () => true);
  const cachesDeleted: string[] = [];
  let subscription: { unsubscribe: typeof unsubscribe } | null;
  let registration: unknown;

  beforeEach(() => {
    useBackend(memoryStore());
    unsubscribe.mockClear();
    cachesDeleted.length = 0;
    subscription = { unsubscribe };
    registration = { pushManager: { getSubscription: async () => subscription } };
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => registration } });
    vi.stubGlobal('caches', { delete: async (name: string) => cachesDeleted.push(name) > 0 });
  });

  test('on: the browser lets its subscription go, the renewal goes, the switch reads off with its prayers kept', async () => {
    savePushSetting({ on: true, prayers: ['fajr', 'isha'], verseHour: null, sent: 'sent-key' });
    expect(await dropBrowserPush()).toBe(true);
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(cachesDeleted).toEqual(['push-renewal']);
    expect(pushSetting()).toEqual({ on: false, prayers: ['fajr', 'isha'], verseHour: null, sent: null });
  });

  test('a browser subscription the setting did not know of goes too, and counts as on', async () => {
    expect(await dropBrowserPush()).toBe(true);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  test('never on: nothing to say, and the Cache API is not even opened (every inactive or new answer asks)', async () => {
    subscription = null;
    expect(await dropBrowserPush()).toBe(false);
    expect(pushSetting().on).toBe(false);
    expect(cachesDeleted).toEqual([]);
  });

  test('no worker registered, or none in this browser: off all the same, without an error', async () => {
    savePushSetting({ on: true, prayers: ['fajr'], verseHour: null, sent: 'sent-key' });
    registration = undefined;
    expect(await dropBrowserPush()).toBe(true);
    expect(pushSetting().on).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(await dropBrowserPush()).toBe(false);
  });

  test('the browser refusing to let go: the setting is off anyway, and nothing throws', async () => {
    savePushSetting({ on: true, prayers: ['fajr'], verseHour: null, sent: 'sent-key' });
    unsubscribe.mockRejectedValueOnce(new Error('gone'));
    vi.spyOn(console, 'warn').mockImplementationOnce(() => undefined);
    expect(await dropBrowserPush()).toBe(true);
    expect(pushSetting().on).toBe(false);
    expect(cachesDeleted).toEqual(['push-renewal']);
  });
});
