import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { twinPath } from './localeUrl.ts';
import { PRE_PAINT_SCRIPTS } from '../../integrations/pre-paint.mjs';

const { HEAD_SCRIPT } = PRE_PAINT_SCRIPTS;
import type { Locale } from '../i18n/index.ts';

const ORIGIN = 'http://127.0.0.1:4321';

/** Runs the head script on `url` as a page in `pageLang` with `themeLang` stored, on a phone whose
 * languages are `phone` (none given: a context without navigator): where it sends the browser, the
 * attributes it leaves on <html>, and its page-swap listener. */
function runHead(
  url: string,
  pageLang: string,
  stored?: Locale,
  uid?: string,
  lastRead?: object,
  tab = new Map<string, string>(),
  phone?: { languages?: unknown; language?: unknown },
) {
  // As a browser parses a path typed after the origin (backslashes become slashes).
  const here = new URL(ORIGIN + url);
  let target: string | null = null;
  let onSwap: (() => void) | null = null;
  const location = {
    href: here.href,
    origin: here.origin,
    pathname: here.pathname,
    search: here.search,
    hash: here.hash,
    replace: (to: string) => (target = to),
  };
  const attributes = new Map<string, string>();
  const documentElement = {
    lang: pageLang,
    hasAttribute: () => false,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
  };
  const document = {
    documentElement,
    addEventListener: (type: string, listener: () => void) => type === 'astro:after-swap' && (onSwap = listener),
  };
  const held: Record<string, unknown> = { themeLang: stored, uid, lastRead };
  const localStorage = { getItem: (k: string) => (held[k] ? JSON.stringify(held[k]) : null) };
  // The tab's sessionStorage: where a page notes the arrival link's uid for the next ones.
  const sessionStorage = {
    getItem: (k: string) => tab.get(k) ?? null,
    setItem: (k: string, v: string) => void tab.set(k, v),
    removeItem: (k: string) => void tab.delete(k),
  };
  runInNewContext(HEAD_SCRIPT, {
    location,
    document,
    localStorage,
    window: { sessionStorage },
    URL,
    URLSearchParams,
    ...(phone ? { navigator: phone } : {}),
  });
  return { target: target as string | null, attributes, location, swap: () => onSwap?.() };
}

const headRedirect = (url: string, pageLang: string, stored: Locale) => runHead(url, pageLang, stored).target;
/** Where the head script sends a phone that speaks `languages`, with `stored` (or nothing) kept. */
const phoneRedirect = (url: string, pageLang: string, languages: unknown, stored?: Locale) =>
  runHead(url, pageLang, stored, undefined, undefined, new Map(), { languages }).target;

const place = (url: string) => {
  const u = new URL(ORIGIN + url);
  return { pathname: u.pathname, search: u.search, hash: u.hash };
};

describe('the same page in another language', () => {
  it('maps ordinary routes between locales', () => {
    expect(twinPath('en', place('/quran_detail/2'))).toBe('/en/quran_detail/2');
    expect(twinPath('fr', place('/ar/allVideos?category=1'))).toBe('/allVideos?category=1');
    expect(twinPath('ar', place('/en/'))).toBe('/ar');
    expect(twinPath('fr', place('/en'))).toBe('/');
    expect(twinPath('en', place('/7#x'))).toBe('/en/7#x');
  });

  // Raw strings as well as what a browser's location would hold for them.
  const HOSTILE = [
    '/en//evil.example/x',
    '/en///evil.example',
    '/ar/\\evil.example',
    '/ar/\\\\evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '/en/%2F%2Fevil.example',
    '/en/%5C%5Cevil.example',
    '/en/\t/evil.example',
    '/en//evil.example/x?next=//evil.example#//evil.example',
  ];

  it('never builds a protocol-relative or offsite URL from a hostile path', () => {
    for (const raw of HOSTILE) {
      for (const locale of ['fr', 'en', 'ar'] as const) {
        const fromRaw = twinPath(locale, { pathname: raw, search: '', hash: '' });
        const fromLocation = twinPath(locale, place(raw));
        for (const path of [fromRaw, fromLocation]) {
          expect(path, raw).toMatch(/^\/(?![/\\])/);
          expect(new URL(path, ORIGIN).origin, raw).toBe(ORIGIN);
        }
      }
    }
    expect(twinPath('fr', place('/en//evil.example/x'))).toBe('/evil.example/x');
  });

  it('the head script sends a stored language to the same page, and never offsite', () => {
    expect(headRedirect('/quran_detail/2', 'fr', 'en')).toBe(`${ORIGIN}/en/quran_detail/2`);
    expect(headRedirect('/en/9?x=1#y', 'en', 'fr')).toBe(`${ORIGIN}/9?x=1#y`);
    expect(headRedirect('/en/', 'en', 'ar')).toBe(`${ORIGIN}/ar`);
    expect(headRedirect('/ar/2', 'ar', 'ar')).toBeNull();
    for (const raw of HOSTILE) {
      for (const [pageLang, stored] of [
        ['en', 'fr'],
        ['ar', 'fr'],
        ['fr', 'en'],
      ] as const) {
        const target = headRedirect(raw, pageLang, stored);
        if (target !== null) expect(new URL(target).origin, `${raw} ${pageLang}→${stored}`).toBe(ORIGIN);
      }
    }
    expect(headRedirect('/en//evil.example/x', 'en', 'fr')).toBe(`${ORIGIN}/evil.example/x`);
  });

  it('agrees with the language menu on every path', () => {
    for (const raw of ['/en/2', '/ar/hadesList/1', '/en//evil.example/x', '/ar/\\evil.example', '/en/%2F%2Fe']) {
      const fromHead = headRedirect(raw, raw.slice(1, 3), 'fr');
      expect(fromHead, raw).toBe(new URL(twinPath('fr', place(raw)), ORIGIN).href);
    }
  });

  it("the head script copies a see-all page's category to <html>, and again after a page swap", () => {
    expect(runHead('/allAudios?category=02', 'fr').attributes.get('data-category')).toBe('2');
    for (const url of ['/allAudios', '/allAudios?category=x', '/allAudios?category=1234', '/allAudios?x=1']) {
      expect(runHead(url, 'fr').attributes.has('data-category')).toBe(false);
    }
    const head = runHead('/9', 'fr');
    head.location.search = '?category=1';
    head.swap();
    expect(head.attributes.get('data-category')).toBe('1');
    head.location.search = '';
    head.swap();
    expect(head.attributes.has('data-category')).toBe(false);
  });

  it('the head script marks a visitor with no uid, stored or in the link, as new; anyone else not', () => {
    expect(runHead('/', 'fr').attributes.get('data-visitor')).toBe('new');
    expect(runHead('/', 'fr', undefined, 'u-1').attributes.has('data-visitor')).toBe(false);
    expect(runHead('/#uid=u-2', 'fr').attributes.has('data-visitor')).toBe(false);
    const head = runHead('/', 'fr');
    head.location.hash = '#uid=u-3';
    head.swap();
    expect(head.attributes.has('data-visitor')).toBe(false);
  });

  it('the head script knows the arrival link’s subscriber on the next page of the tab, tapped before the app ran', () => {
    const tab = new Map<string, string>();
    runHead('/#uid=u-4', 'fr', undefined, undefined, undefined, tab);
    expect(runHead('/3', 'fr', undefined, undefined, undefined, tab).attributes.has('data-visitor')).toBe(false);
    expect(runHead('/3', 'fr', undefined, undefined, undefined, new Map()).attributes.get('data-visitor')).toBe('new');
    // Not a uid: nobody arrived.
    expect(runHead('/#uid=a%20b', 'fr').attributes.get('data-visitor')).toBe('new');
  });

  it('the head script tells home a place to continue reading is kept, so its card has room', () => {
    expect(runHead('/', 'fr').attributes.has('data-continue')).toBe(false);
    const held = runHead('/', 'fr', undefined, undefined, { surah: { id: 2 }, verse: 255 });
    expect(held.attributes.get('data-continue')).toBe('');
  });
});

describe("before any language is stored, the operator's link to home follows the phone", () => {
  it('the default home goes to the first of our languages the phone lists, with the link, and stores nothing', () => {
    expect(phoneRedirect('/', 'fr', ['en-GB', 'fr'])).toBe(`${ORIGIN}/en`);
    expect(phoneRedirect('/#uid=u-5', 'fr', ['ar-SA'])).toBe(`${ORIGIN}/ar#uid=u-5`);
    expect(phoneRedirect('/?x=1#uid=u-5', 'fr', ['de-DE', 'ar-SA'])).toBe(`${ORIGIN}/ar?x=1#uid=u-5`);
    expect(phoneRedirect('/', 'fr', ['fr-FR', 'en'])).toBeNull();
    expect(phoneRedirect('/', 'fr', ['de-DE', 'ja'])).toBeNull();
    expect(phoneRedirect('/', 'fr', [])).toBeNull();
  });

  it('the stored choice always wins', () => {
    expect(phoneRedirect('/', 'fr', ['en-GB'], 'fr')).toBeNull();
    expect(phoneRedirect('/', 'fr', ['ar'], 'en')).toBe(`${ORIGIN}/en`);
    expect(phoneRedirect('/en/3', 'en', ['en-GB'], 'fr')).toBe(`${ORIGIN}/3`);
  });

  it('any other page keeps its URL’s language: an inner French page, a link to one, a prefixed page', () => {
    expect(phoneRedirect('/4', 'fr', ['en-US'])).toBeNull();
    expect(phoneRedirect('/4#uid=u-5', 'fr', ['en-US'])).toBeNull();
    expect(phoneRedirect('/quran_detail/2', 'fr', ['ar'])).toBeNull();
    expect(phoneRedirect('/en/', 'en', ['ar'])).toBeNull();
    expect(phoneRedirect('/ar/#uid=u-5', 'ar', ['fr-FR'])).toBeNull();
  });

  it('a hostile path is no home: it stays where it is', () => {
    for (const raw of ['//evil.example/x#uid=u-1', '/\\evil.example/x', '///evil.example/', '/%2F%2Fevil.example']) {
      expect(phoneRedirect(raw, 'fr', ['en-GB']), raw).toBeNull();
    }
  });

  it('a phone that names its languages in no way the script can read changes nothing', () => {
    expect(runHead('/', 'fr', undefined, undefined, undefined, new Map(), {}).target).toBeNull();
    expect(runHead('/', 'fr').target).toBeNull();
    expect(runHead('/', 'fr', 'en').target).toBe(`${ORIGIN}/en`);
  });
});
