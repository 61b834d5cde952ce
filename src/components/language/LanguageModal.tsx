import { useStore } from '@nanostores/react';
import { ENDONYMS, type Locale, type ChromeStrings } from '../../i18n/index.ts';
import { $languageOpen } from '../../stores/app.ts';
import { changeLanguage } from './changeLanguage.ts';
import Dialog from '../chrome/Dialog.tsx';

const CHOICES: Locale[] = ['en', 'ar', 'fr'];

/**
 * The one language switch: from the side menu, and from home for every visitor, subscribed or not.
 * The chrome loads it the first time it is asked for (AppChrome.tsx).
 */
export default function LanguageModal({ t, locale }: { t: ChromeStrings; locale: Locale }) {
  const open = useStore($languageOpen, { ssr: 'initial' });
  const close = () => $languageOpen.set(false);
  return (
    <Dialog open={open} onClose={close} labelledBy="language-title" className="modal">
      <h2 id="language-title">{t.changeLanguage}</h2>
      <ul className="choice-list">
        {CHOICES.map((c) => (
          <li key={c}>
            <button
              type="button"
              lang={c}
              aria-current={c === locale ? 'true' : undefined}
              onClick={() => {
                close();
                changeLanguage(c);
              }}
            >
              {ENDONYMS[c]}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="close-button" onClick={close}>
        {t.close}
      </button>
    </Dialog>
  );
}
