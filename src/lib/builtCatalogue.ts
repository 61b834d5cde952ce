import type { Locale } from '../i18n/index.ts';

// What the pages built from content/ share: links to its media, and whether an API answer shows
// what the page was built with. Each feature shapes its own catalogue (hajj/builtHajj.ts,
// hadith/builtHadith.ts, ramadan/builtRamadan.ts) like the API's answer, from the same files the
// reference API serves, so its first paint needs no script and no request.

/** A catalogue's text in each locale, as content/ writes it. */
export type Localized = Record<Locale, string>;

/**
 * A content media path as a URL: below /media/ on the API's origin when the API is elsewhere,
 * root-relative when it is this site's; absolute http(s) links (YouTube) pass through.
 */
export function mediaLink(apiBase: string, link: string): string {
  if (/^https?:\/\//.test(link)) return link;
  const origin = /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : '';
  return `${origin}/media/${link.replace(/^\/+/, '')}`;
}

/**
 * Whether two answers show the same thing once links are resolved against `base`: the built
 * catalogue's root-relative links and the API's absolute ones name the same files.
 */
export function sameContent(a: unknown, b: unknown, base: string): boolean {
  const replacer = (_key: string, value: unknown) => {
    if (value instanceof Map) return [...(value as Map<unknown, unknown>)];
    if (typeof value === 'string' && /^(\/|https?:)/.test(value) && URL.canParse(value, base)) {
      return new URL(value, base).href;
    }
    return value;
  };
  return JSON.stringify(a, replacer) === JSON.stringify(b, replacer);
}
