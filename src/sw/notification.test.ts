import { describe, expect, test } from 'vitest';
import { strings } from '../i18n/tables.ts';
import { isVersePushPayload, type PrayerPushPayload, type VersePushPayload } from '../shared/push.ts';
import {
  WORKER_KEYS,
  genericNotification,
  openInApp,
  prayerNotification,
  verseNotification,
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

describe('the notification of the verse of the day', () => {
  const verse = (lang: 'fr' | 'en' | 'ar', extra: Partial<VersePushPayload> = {}): VersePushPayload => ({
    v: 1,
    kind: 'verse',
    chapter: 94,
    verse: 5,
    name: lang === 'ar' ? 'الشرح' : 'Ash-Sharh',
    ar: 'فَإِنَّ مَعَ ٱلۡعُسۡرِ يُسۡرًا',
    ...(lang === 'ar'
      ? {}
      : {
          translation:
            lang === 'fr'
              ? 'À côté de la difficulté est, certes, une facilité'
              : 'For indeed, with hardship [will be] ease',
        }),
    lang,
    ...extra,
  });

  test('in French: its surah and address, the translation, its own tag, and a tap opens the verse', () => {
    const { title, options } = verseNotification(verse('fr'), workerStrings('fr'));
    expect(title).toBe('Verset du jour · Ash-Sharh 94:5');
    expect(options).toMatchObject({
      body: 'À côté de la difficulté est, certes, une facilité',
      tag: 'verse',
      dir: 'ltr',
      data: { url: '/quran_detail/94#v5' },
    });
  });

  test('in Arabic: the verse itself, right to left, Arabic-Indic digits', () => {
    const { title, options } = verseNotification(verse('ar'), workerStrings('ar'));
    expect(title).toBe('آية اليوم · الشرح ٩٤:٥');
    expect(options).toMatchObject({ body: 'فَإِنَّ مَعَ ٱلۡعُسۡرِ يُسۡرًا', dir: 'rtl', data: { url: '/ar/quran_detail/94#v5' } });
  });

  test('a payload out of shape is not read as a verse (the worker then shows the generic one)', () => {
    expect(isVersePushPayload(verse('en'))).toBe(true);
    expect(isVersePushPayload(verse('en', { chapter: 115 }))).toBe(false);
    expect(isVersePushPayload(verse('en', { verse: 0 }))).toBe(false);
    expect(isVersePushPayload(verse('en', { ar: '' }))).toBe(false);
    expect(isVersePushPayload(verse('en', { translation: 'x'.repeat(601) }))).toBe(false);
    expect(isVersePushPayload({ ...verse('en'), lang: 'de' })).toBe(false);
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
    await openInApp([window('https://other.example/'), open], async (u) => opened.push(u), '/en/4', origin);
    expect(open.calls).toEqual(['focus', `navigate ${origin}/en/4`]);
    expect(opened).toEqual([]);
  });

  test('already on the prayer page: only brought forward', async () => {
    const open = window(`${origin}/ar/4`);
    await openInApp([open], async () => undefined, '/ar/4', origin);
    expect(open.calls).toEqual(['focus']);
  });

  test('no window of the app open: opens one on the prayer page', async () => {
    const opened: string[] = [];
    await openInApp([], async (u) => opened.push(u), '/4', origin);
    expect(opened).toEqual([`${origin}/4`]);
  });
});
