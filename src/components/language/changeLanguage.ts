import type { Locale } from '../../i18n/index.ts';
import { LANGUAGE_CHANGE, type LanguageChangeDetail } from '../../lib/languageChange.ts';
import { twinPath } from '../../lib/localeUrl.ts';
import { setItem } from '../../lib/storage.ts';
import { closeModal } from '../../stores/app.ts';

/** Stores the language and loads the same route in it: a full page load, so every string and the API language follow. */
export function changeLanguage(next: Locale): void {
  setItem('themeLang', next);
  closeModal();
  const href = twinPath(next, location);
  // Synchronous: listeners write down what the next page should carry on with before it loads.
  document.dispatchEvent(new CustomEvent<LanguageChangeDetail>(LANGUAGE_CHANGE, { detail: { href } }));
  location.assign(href);
}
