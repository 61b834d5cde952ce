import { NOTIFICATION_TAGS, type PrayerPushPayload, type PushLang, type VersePushPayload } from '../shared/push.ts';
import { localDigits, localePath } from '../shared/locales.ts';
import { TILE_PAGES, versePath } from '../shared/routes.ts';
import { fill } from '../lib/fill.ts';
import labels from '../../content/prayer.json' with { type: 'json' };

/** The only strings the worker carries: integrations/pwa.mjs bundles these keys, per language. */
export const WORKER_KEYS = ['appName', 'prayerTimeNow', 'pushBody', 'pushGeneric', 'versePushTitle'] as const;
export type WorkerStrings = Record<(typeof WORKER_KEYS)[number], string>;

/** The app's icon as integrations/pwa.mjs draws it. */
export const APP_ICON = '/icons/app-192.png';

/** showNotification's options as Chromium takes them (TypeScript's DOM types lack renotify). */
export interface ShownNotification {
  title: string;
  options: {
    body: string;
    icon: string;
    badge: string;
    tag: string;
    renotify: boolean;
    lang: PushLang;
    dir: 'ltr' | 'rtl';
    timestamp?: number;
    data: { url: string };
  };
}

export const prayerPage = (lang: PushLang): string => localePath(lang, TILE_PAGES[4].route);

function shown(
  lang: PushLang,
  title: string,
  body: string,
  {
    timestamp,
    tag = NOTIFICATION_TAGS.prayer,
    url = prayerPage(lang),
  }: { timestamp?: number; tag?: string; url?: string },
): ShownNotification {
  return {
    title,
    options: {
      body,
      icon: APP_ICON,
      badge: APP_ICON,
      tag,
      // A newer notification of its kind replaces the last one and still rings, rather than stacking.
      renotify: true,
      lang,
      dir: lang === 'ar' ? 'rtl' : 'ltr',
      timestamp,
      data: { url },
    },
  };
}

/** "C'est l'heure de la prière : Fajr" / "05:12 à Paris", in the subscriber's language. */
export function prayerNotification(payload: PrayerPushPayload, t: WorkerStrings): ShownNotification {
  const name = labels.find((label) => label.id === payload.prayer)?.name[payload.lang] ?? payload.prayer;
  const at = Date.parse(payload.at);
  return shown(
    payload.lang,
    fill(t.prayerTimeNow, { prayer: name }),
    fill(t.pushBody, { time: localDigits(payload.lang, payload.time), place: payload.place }),
    { timestamp: Number.isNaN(at) ? undefined : at },
  );
}

/** "Verset du jour · Al-Baqara 2:152" / the verse in the subscriber's language; a tap opens it. */
export function verseNotification(payload: VersePushPayload, t: WorkerStrings): ShownNotification {
  const { lang, chapter, verse } = payload;
  const ref = localDigits(lang, `${chapter}:${verse}`);
  return shown(lang, fill(t.versePushTitle, { name: payload.name, ref }), payload.translation ?? payload.ar, {
    tag: NOTIFICATION_TAGS.verse,
    url: localePath(lang, versePath(chapter, verse)),
  });
}

/** For a push the worker cannot read: the app's name and a pointer to the prayer page. */
export function genericNotification(lang: PushLang, t: WorkerStrings): ShownNotification {
  return shown(lang, t.appName, t.pushGeneric, {});
}

export interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** A tap: the app's open window, brought forward on the notification's page; else a new one. */
export async function openInApp(
  windows: readonly WindowLike[],
  openWindow: (url: string) => Promise<unknown>,
  url: string,
  origin: string,
): Promise<void> {
  const target = new URL(url, origin).href;
  const open = windows.find((w) => new URL(w.url).origin === origin);
  if (!open) {
    await openWindow(target);
    return;
  }
  await open.focus();
  if (open.url !== target) await open.navigate(target);
}
