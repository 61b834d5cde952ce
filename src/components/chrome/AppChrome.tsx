import { useEffect, useState } from 'react';
import { useValue } from '../../stores/useValue.ts';
import { splitLocale, type Locale, type ChromeStrings } from '../../i18n/index.ts';
import { $languageOpen, $loader, $menuOpen } from '../../stores/app.ts';
import { pageOpened } from '../../app/pageOpened.ts';
import { startOnce } from '../../app/startup.ts';
import { flushQueue } from '../../lib/eventQueue.ts';
import { useAnswerModal } from './useAnswerModal.ts';
import Header from './Header.tsx';
import SideMenu from './SideMenu.tsx';
import LanguageModal from './LanguageModal.tsx';
import GenericModal from './GenericModal.tsx';
import ConnectionNote from './ConnectionNote.tsx';

interface Props {
  locale: Locale;
  route: string;
  t: ChromeStrings;
}

/** The app chrome: one island that persists across client-side navigations. */
export default function AppChrome({ locale, route: initialRoute, t }: Props) {
  const [route, setRoute] = useState(initialRoute);
  const loading = useValue($loader);
  useAnswerModal(t);

  useEffect(() => {
    // The 404 page also renders routes the build did not know (a new hadith month): the
    // address bar, not the build, says which route this is.
    setRoute(splitLocale(location.pathname).route);
    const onSwap = () => {
      setRoute(splitLocale(location.pathname).route);
      $menuOpen.set(false);
      $languageOpen.set(false);
      pageOpened();
    };
    document.addEventListener('astro:after-swap', onSwap);
    window.addEventListener('online', flushQueue);
    startOnce();
    return () => {
      document.removeEventListener('astro:after-swap', onSwap);
      window.removeEventListener('online', flushQueue);
    };
  }, []);

  return (
    <>
      <Header route={route} locale={locale} t={t} />
      <ConnectionNote t={t} />
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
