import { describe, expect, test } from 'vitest';
import { strings } from '../i18n/index.ts';
import type { PrayerPushPayload } from '../shared/push.ts';
import {
  WORKER_KEYS,
  genericNotification,
  openPrayerPage,
  prayerNotification,
  type WindowLike,
} from './notification.ts';

const workerStrings = (lang: 'fr' | 'en' | 'ar') =>
  Object.fromEntries(WORKER_KEYS.map((k) => [k, strings(lang)[k]])) as Record<(typeof WORKER_KEYS)[number], string>;
const payload = (lang: 'fr' | 'en' | 'ar', place: string): PrayerPushPayload => ({
  v: 1,
  kind: 'prayer',
  prayer: 'fajr',
  at: '2026-03-01T04:50:00Z',
  time: '05:50',
  place,
  lang,
});

describe('the notification of a prayer', () => {
  test('in French: the prayer, its time and place, the page to open, replacing the last one', () => {
    const { title, options } = prayerNotification(payload('fr', 'Paris'), workerStrings('fr'));
    expect(title).toBe('C’est l’heure de la prière : Fajr');
    expect(options).toMatchObject({
      body: '05:50 à Paris',
      lang: 'fr',
      dir: 'ltr',
      tag: 'prayer',
      renotify: true,
      icon: '/icons/app-192.png',
      timestamp: Date.parse('2026-03-01T04:50:00Z'),
      data: { url: '/4' },
    });
  });

  test('in Arabic: right to left, Arabic-Indic digits, the Arabic prayer page', () => {
    const { title, options } = prayerNotification(payload('ar', 'باريس'), workerStrings('ar'));
    expect(title).toContain('صلاة الفجر');
    expect(options).toMatchObject({ body: '٠٥:٥٠ في باريس', lang: 'ar', dir: 'rtl', data: { url: '/ar/4' } });
  });

  test('a push it cannot read still names the app and leads to the prayer page', () => {
    const { title, options } = genericNotification('en', workerStrings('en'));
    expect(title).toBe(strings('en').appName);
    expect(options).toMatchObject({ body: strings('en').pushGeneric, tag: 'prayer', data: { url: '/en/4' } });
  });
});

// Headless Chromium shows notifications but offers no way to tap one: the tap's handler is tested here.
describe('a tap on the notification', () => {
  const origin = 'https://nour.example';
  const window = (url: string) => {
    const calls: string[] = [];
    const w: WindowLike & { calls: string[] } = {
      url,
      calls,
      focus: async () => void calls.push('focus'),
      navigate: async (to) => void calls.push(`navigate ${to}`),
    };
    return w;
  };

  test('brings the app’s open window forward on the prayer page', async () => {
    const open = window(`${origin}/en/2`);
    const opened: string[] = [];
    await openPrayerPage([window('https://other.example/'), open], async (u) => opened.push(u), '/en/4', origin);
    expect(open.calls).toEqual(['focus', `navigate ${origin}/en/4`]);
    expect(opened).toEqual([]);
  });

  test('already on the prayer page: only brought forward', async () => {
    const open = window(`${origin}/ar/4`);
    await openPrayerPage([open], async () => undefined, '/ar/4', origin);
    expect(open.calls).toEqual(['focus']);
  });

  test('no window of the app open: opens one on the prayer page', async () => {
    const opened: string[] = [];
    await openPrayerPage([], async (u) => opened.push(u), '/4', origin);
    expect(opened).toEqual([`${origin}/4`]);
  });
});
