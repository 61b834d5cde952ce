import { useEffect, useSyncExternalStore } from 'react';
import { useValue } from '../../stores/useValue.ts';
import { splitLocale, type Locale, type ChromeStrings } from '../../i18n/index.ts';
import { $languageOpen, $loader, $menuOpen } from '../../stores/app.ts';
import { pageOpened, startup } from '../../stores/subscription.ts';
import { flushQueue } from '../../lib/events.ts';
import { installMediaCoordinator } from '../../stores/media.ts';
import Header from './Header.tsx';
import SideMenu from './SideMenu.tsx';
import LanguageModal from './LanguageModal.tsx';
import GenericModal from './GenericModal.tsx';

interface Props {
  locale: Locale;
  route: string;
  t: ChromeStrings;
}

let started = false;

/** The route in the address bar, which changes when the client router swaps the page. */
function onRouteChange(notify: () => void): () => void {
  document.addEventListener('astro:after-swap', notify);
  return () => document.removeEventListener('astro:after-swap', notify);
}
const addressBarRoute = () => splitLocale(location.pathname).route;

/** The app chrome: one island that persists across client-side navigations. */
export default function AppChrome({ locale, route: initialRoute, t }: Props) {
  // A shell page serves routes the build did not list (a new hadith month): after hydration,
  // the address bar, not the build, says which route this is.
  const route = useSyncExternalStore(onRouteChange, addressBarRoute, () => initialRoute);
  const loading = useValue($loader);

  useEffect(() => {
    const onSwap = () => {
      $menuOpen.set(false);
      $languageOpen.set(false);
      pageOpened();
    };
    document.addEventListener('astro:after-swap', onSwap);
    window.addEventListener('online', flushQueue);
    if (!started) {
      started = true;
      installMediaCoordinator();
      void startup(locale, t).then(() => flushQueue());
      pageOpened();
    }
    return () => {
      document.removeEventListener('astro:after-swap', onSwap);
      window.removeEventListener('online', flushQueue);
    };
  }, [locale, t]);

  return (
    <>
      <Header route={route} locale={locale} t={t} />
      <SideMenu t={t} />
      <LanguageModal t={t} locale={locale} />
      <GenericModal />
      {loading ? (
        <div className="loader" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{t.loading}</span>
        </div>
      ) : null}
    </>
  );
}
