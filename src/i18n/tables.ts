// The three strings tables, for what runs at build (pages and their .astro components) and for
// tests: a page picks what its islands show (pickStrings) and passes it as props, and client code
// that needs a whole table loads one with lazyStrings(). Lint keeps client code from importing it.
import fr from './fr.ts';
import en from './en.ts';
import ar from './ar.ts';
import { CHROME_KEYS, type ChromeStrings, type Locale, type Strings } from './index.ts';

const tables: Record<Locale, Strings> = { fr, en, ar };

export function strings(locale: Locale): Strings {
  return tables[locale];
}

export function chromeStrings(locale: Locale): ChromeStrings {
  return pickStrings(locale, CHROME_KEYS);
}

/**
 * The strings an island uses, for its props: every island's props ride in the page's HTML, and
 * the whole table is several kilobytes of it.
 */
export function pickStrings<K extends keyof Strings>(locale: Locale, keys: readonly K[]): Pick<Strings, K> {
  const t = strings(locale);
  return Object.fromEntries(keys.map((k) => [k, t[k]])) as Pick<Strings, K>;
}
