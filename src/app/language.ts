import { localePath, type Locale } from '../i18n/index.ts';
import { setItem } from '../lib/storage.ts';
import { closeModal } from '../stores/app.ts';
import { currentRoute } from './page.ts';

/** Stores the language and loads the same route in it: a full page load, so every string and the API language follow. */
export function changeLanguage(next: Locale): void {
  setItem('themeLang', next);
  closeModal();
  location.assign(localePath(next, currentRoute()) + location.search);
}
