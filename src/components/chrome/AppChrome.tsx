import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useHydrated } from '../../lib/useHydrated.ts';
import { lazyOrNothing } from '../../lib/lazyOrNothing.ts';
import { splitLocale, type Locale, type ChromeStrings } from '../../i18n/index.ts';
import { $languageOpen, $loader, $menuOpen, $modal } from '../../stores/app.ts';
import { $nowPlaying } from '../../stores/nowPlaying.ts';
import { loadApp, withApp } from '../../app/load.ts';
import { wakeDelay } from '../../lib/prayerWake.ts';
import { useAnswerModal } from './useAnswerModal.ts';
import Header from './Header.tsx';
import ConnectionNote from './ConnectionNote.tsx';
import GateSlot from './GateSlot.tsx';

interface Props {
  locale: Locale;
  route: string;
  t: ChromeStrings;
}

const LanguageModal = lazy(() => import('../language/LanguageModal.tsx'));
// Loaded when first opened: few visits open the menu, and only after a tap.
const SideMenu = lazy(() => import('../menu/SideMenu.tsx'));
const GenericModal = lazy(() => import('./GenericModal.tsx'));
const PrayerWake = lazy(() => import('../prayer/PrayerWake.tsx'));
// Without its chunk the sound plays on, with no bar.
const NowPlayingBar = lazyOrNothing(() => import('../media/NowPlayingBar.tsx'), 'the now-playing bar');

/**
 * The route in the address bar, which changes when the client router swaps the page. Until
 * hydration is over, the build's route, which the HTML was rendered with.
 */
function useAddressBarRoute(initialRoute: string, hydrated: boolean): string {
  const [, swapped] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    document.addEventListener('astro:after-swap', swapped);
    return () => document.removeEventListener('astro:after-swap', swapped);
  }, []);
  return hydrated ? splitLocale(location.pathname).route : initialRoute;
}

/** True from the first time the store holds something (that `wanted` accepts), for good. */
function useAskedOnce<T>(store: ReadableAtom<T>, wanted: (value: T) => boolean = Boolean): boolean {
  const asked = wanted(useStore(store, { ssr: 'initial' }));
  const [loaded, setLoaded] = useState(false);
  if (asked && !loaded) setLoaded(true);
  return loaded || asked;
}

/** The app chrome: one island that persists across client-side navigations. */
export default function AppChrome({ locale, route: initialRoute, t }: Props) {
  // A shell page serves routes the build did not list (a new hadith month): after hydration,
  // the address bar, not the build, says which route this is.
  const hydrated = useHydrated();
  const route = useAddressBarRoute(initialRoute, hydrated);
  const loading = useStore($loader, { ssr: 'initial' });
  // Each dialog loads the first time it is asked for, then stays (it returns focus on close).
  const languageLoaded = useAskedOnce($languageOpen);
  const menuLoaded = useAskedOnce($menuOpen);
  const modalLoaded = useAskedOnce($modal);
  // No page pays for the bar until something plays on after its page.
  const barLoaded = useAskedOnce($nowPlaying, (now) => Boolean(now?.inBar));
  useAnswerModal(t);
  // The prayer alert on every page, loaded only shortly before a prayer time kept on the device.
  const [wake, setWake] = useState(false);
  useEffect(() => {
    if (wake) return;
    const timer = setTimeout(() => setWake(true), wakeDelay(Date.now()));
    return () => clearTimeout(timer);
  }, [wake, route]);

  useEffect(() => {
    const onSwap = () => {
      $menuOpen.set(false);
      $languageOpen.set(false);
      withApp((app) => app.pageOpened());
    };
    const flushQueue = () => withApp((app) => app.flushQueue());
    document.addEventListener('astro:after-swap', onSwap);
    window.addEventListener('online', flushQueue);
    // A task of its own, after the effects of hydration: together they made one long task.
    // Started again when the connection comes back if the app's chunk could not come.
    const start = () =>
      loadApp().then(
        (app) => app.startOnce(),
        () => window.addEventListener('online', start, { once: true }),
      );
    const starting = setTimeout(start, 0);
    return () => {
      clearTimeout(starting);
      document.removeEventListener('astro:after-swap', onSwap);
      window.removeEventListener('online', flushQueue);
    };
  }, []);

  return (
    <>
      <Header route={route} locale={locale} t={t} />
      {/* Closed until asked for: rendered after hydration, whose task they would lengthen. */}
      {hydrated ? (
        <>
          <ConnectionNote t={t} />
          <GateSlot route={route} locale={locale} />
          {menuLoaded ? (
            <Suspense fallback={null}>
              <SideMenu t={t} locale={locale} />
            </Suspense>
          ) : null}
          {languageLoaded ? (
            <Suspense fallback={null}>
              <LanguageModal t={t} locale={locale} />
            </Suspense>
          ) : null}
          {wake ? (
            <Suspense fallback={null}>
              <PrayerWake locale={locale} />
            </Suspense>
          ) : null}
          {modalLoaded ? (
            <Suspense fallback={null}>
              <GenericModal />
            </Suspense>
          ) : null}
          {barLoaded ? (
            <Suspense fallback={null}>
              <NowPlayingBar />
            </Suspense>
          ) : null}
        </>
      ) : null}
      {loading ? (
        <div className="loader" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{t.loading}</span>
        </div>
      ) : null}
    </>
  );
}
