import { useStore } from '@nanostores/react';
import type { ChromeStrings } from '../../i18n/index.ts';
import { $languageOpen, $menuOpen, openModal } from '../../stores/app.ts';
import { $canRead } from '../../stores/subscription.ts';
import Dialog from './Dialog.tsx';

export default function SideMenu({ t }: { t: ChromeStrings }) {
  const open = useStore($menuOpen, { ssr: 'initial' });
  const canRead = useStore($canRead, { ssr: 'initial' });
  const close = () => $menuOpen.set(false);
  const confirmUnsubscribe = () =>
    openModal({
      title: t.unsubscribe,
      body: t.unsubscribeConfirm,
      // Loaded on the Yes: every page carries this menu, almost no one unsubscribes.
      buttons: [
        { label: t.yes, action: () => void import('../../app/unsubscribe.ts').then((m) => m.unsubscribe(t)) },
        { label: t.no, safe: true },
      ],
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
