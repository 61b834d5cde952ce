import { useStore } from '@nanostores/react';
import { localePath, type ChromeStrings, type Locale } from '../../i18n/index.ts';
import { BOOKMARKS } from '../../lib/routes.ts';
import { $languageOpen, $menuOpen, openModal } from '../../stores/app.ts';
import { $canRead } from '../../stores/subscription.ts';
import { unsubscribe } from '../../app/unsubscribe.ts';
import Dialog from './Dialog.tsx';

export default function SideMenu({ locale, t }: { locale: Locale; t: ChromeStrings }) {
  const open = useStore($menuOpen, { ssr: 'initial' });
  const canRead = useStore($canRead, { ssr: 'initial' });
  const close = () => $menuOpen.set(false);
  const confirmUnsubscribe = () =>
    openModal({
      title: t.unsubscribe,
      body: t.unsubscribeConfirm,
      buttons: [{ label: t.yes, action: () => void unsubscribe(t) }, { label: t.no }],
    });
  return (
    <Dialog open={open && canRead} onClose={close} labelledBy="side-menu-title" className="drawer">
      <nav aria-labelledby="side-menu-title">
        <h2 id="side-menu-title" className="sr-only">
          {t.menu}
        </h2>
        <ul className="menu-list">
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
            <a href={localePath(locale, BOOKMARKS)} onClick={close}>
              {t.bookmarks}
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
