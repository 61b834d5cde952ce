import { useStore } from '@nanostores/react';
import type { Locale, ChromeStrings } from '../../i18n/index.ts';
import { $languageOpen } from '../../stores/app.ts';
import { $canRead } from '../../stores/subscription.ts';
import { changeLanguage } from '../../app/language.ts';
import Dialog from './Dialog.tsx';

/** Each language is named in itself, so a user lost in a foreign UI still finds theirs. */
const CHOICES: Array<{ locale: Locale; label: string }> = [
  { locale: 'en', label: 'English' },
  { locale: 'ar', label: 'العربية' },
  { locale: 'fr', label: 'Français' },
];

export default function LanguageModal({ t, locale }: { t: ChromeStrings; locale: Locale }) {
  const open = useStore($languageOpen, { ssr: 'initial' });
  const canRead = useStore($canRead, { ssr: 'initial' });
  const close = () => $languageOpen.set(false);
  return (
    <Dialog open={open && canRead} onClose={close} labelledBy="language-title" className="modal">
      <h2 id="language-title">{t.changeLanguage}</h2>
      <ul className="choice-list">
        {CHOICES.map((c) => (
          <li key={c.locale}>
            <button
              type="button"
              lang={c.locale}
              aria-current={c.locale === locale ? 'true' : undefined}
              onClick={() => {
                close();
                changeLanguage(c.locale);
              }}
            >
              {c.label}
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
