/**
 * Dispatched on `document` just before a language change loads the same page in another language
 * (a full load): a page that has something to carry over (a reading place, a recitation under
 * way) writes it down then. `detail.href` is the page about to load.
 */
export const LANGUAGE_CHANGE = 'nour:language-change';

export interface LanguageChangeDetail {
  href: string;
}
