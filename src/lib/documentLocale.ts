import { pageLocale, type Locale } from '../i18n/index.ts';

/** The locale of the page on screen, as its `<html lang>` says (the default outside a browser). */
export function documentLocale(doc: Pick<Document, 'documentElement'> | undefined = globalThis.document): Locale {
  return pageLocale(doc?.documentElement.lang);
}
