import { lazy } from 'react';
import { useStore } from '@nanostores/react';
import { localePath, type ChromeStrings, type Locale } from '../../i18n/index.ts';
import { lazyStrings } from '../../i18n/lazyStrings.ts';
import { BOOKMARKS, CALENDAR, QIBLA, TASBIH, searchPath } from '../../shared/routes.ts';
import { $languageOpen, $menuOpen, openModal } from '../../stores/app.ts';
import { $canRead } from '../../stores/subscription.ts';
import { withApp } from '../../app/load.ts';
import Dialog from '../chrome/Dialog.tsx';

// With the open menu, like the dialog's styles: every page's startup script has a budget.
const NightChoice = lazy(() => import('./NightChoice.tsx'));

export default function SideMenu({ t, locale }: { t: ChromeStrings; locale: Locale }) {
  const open = useStore($menuOpen, { ssr: 'initial' });
  const canRead = useStore($canRead, { ssr: 'initial' });
  const close = () => $menuOpen.set(false);
  // The question comes with the locale's whole strings table (precached), not in every page's
  // props: almost no one unsubscribes, and the surah page's HTML is at its budget.
  const confirmUnsubscribe = () =>
    void lazyStrings(locale)
      .then(({ default: all }) => all)
      .catch(() => undefined)
      .then((all) =>
        openModal({
          title: t.unsubscribe,
          body: all?.unsubscribeConfirm ?? t.unsubscribe,
          // Unsubscribing is a job of the app's life cycle (app/unsubscribe.ts), reached like its others.
          buttons: [
            {
              label: t.yes,
              action: () => withApp((app) => app.unsubscribe({ ...t, unsubscribePushOff: all?.unsubscribePushOff })),
            },
            { label: t.no, safe: true },
          ],
        }),
      );
  return (
    <Dialog open={open && canRead} onClose={close} labelledBy="side-menu-title" className="drawer">
      <nav aria-labelledby="side-menu-title">
        <h2 id="side-menu-title" className="sr-only">
          {t.menu}
        </h2>
        <ul className="menu-list">
          <li>
            {/* A full load: the search page's own policy allows WebAssembly (src/lib/csp.mjs). */}
            <a href={localePath(locale, searchPath())} data-astro-reload onClick={close}>
              {t.search}
            </a>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                $languageOpen.set(true);
              }}
            >
              {t.language}
            </button>
          </li>
          <li>
            <NightChoice t={t} />
          </li>
          <li>
            <a href={localePath(locale, BOOKMARKS)} onClick={close}>
              {t.bookmarks}
            </a>
          </li>
          <li>
            <a href={localePath(locale, QIBLA)} onClick={close}>
              {t.qibla}
            </a>
          </li>
          <li>
            <a href={localePath(locale, TASBIH)} onClick={close}>
              {t.tasbih}
            </a>
          </li>
          <li>
            <a href={localePath(locale, CALENDAR)} onClick={close}>
              {t.hijriCalendar}
            </a>
          </li>
          <li>
            <button type="button" onClick={confirmUnsubscribe}>
              {t.unsubscribe}
            </button>
          </li>
        </ul>
        <button type="button" className="close-button" onClick={close}>
          {t.closeMenu}
        </button>
      </nav>
    </Dialog>
  );
}
