// The page's Content-Security-Policy, derived from the build-time settings (the same PUBLIC_*
// values and defaults as src/lib/config.ts). Plain JavaScript: astro.config.mjs imports it.
import { createHash } from 'node:crypto';

const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com';
const YOUTUBE_IMAGES = ['https://i.ytimg.com', 'https://img.youtube.com'];

/** The origin of an absolute http(s) URL; null for a path on this site (covered by 'self'). */
/** @param {string} url */
function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** @param {string | undefined} list @returns {string[]} */
function originsOf(list) {
  return (list ?? '')
    .split(',')
    .map((s) => originOf(s.trim()))
    .filter(Boolean);
}

/** @param {Array<string | null | string[]>} lists */
const sources = (...lists) => [...new Set(["'self'", ...lists.flat().filter(Boolean)])].join(' ');

/**
 * sha256 of an inline script, as CSP hashes are written.
 * @param {string} source
 * @returns {import('astro').CspHash}
 */
export function scriptHash(source) {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/**
 * Added to script-src on the search page only: Pagefind runs its index in WebAssembly, which
 * Chromium refuses to compile without it. A document keeps the policy it was loaded with, so links
 * to the search page load it in full (data-astro-reload) rather than through the client router.
 */
export const SEARCH_SCRIPT_SOURCE = "'wasm-unsafe-eval'";

/**
 * Every directive but script-src and style-src, which Astro writes from its own hashes.
 * @param {Record<string, string | undefined>} env
 * @returns {import('astro/dist/core/csp/config.js').CspDirective[]}
 */
export function cspDirectives(env) {
  const api = originOf(env.PUBLIC_API_BASE ?? '');
  const events = originOf(env.PUBLIC_EVENTS_URL ?? '');
  const oembed = originOf(env.PUBLIC_OEMBED_URL ?? '');
  const live = originOf(env.PUBLIC_LIVE_STREAM_URL ?? '');
  const media = originsOf(env.PUBLIC_MEDIA_ORIGINS);
  return [
    "default-src 'self'",
    `connect-src ${sources(api, events, oembed, live, media)}`,
    // blob: is where hls.js hands the stream to the media element (Media Source Extensions).
    `media-src ${sources(api, live, media, 'blob:')}`,
    `img-src ${sources(api, media, YOUTUBE_IMAGES)}`,
    `frame-src ${YOUTUBE_EMBED}`,
    // hls.js may run its demuxer in a worker built from a blob: URL.
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const POLICY = /(<meta\b[^>]*http-equiv="content-security-policy"[^>]*content=")([^"]*)(")/i;

/**
 * The hashes of a page's inline scripts.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => scriptHash(m[1]));
}

/**
 * The page's policy with only the script hashes in `used` (other sources are kept as written).
 * Astro lists a hash for every client directive it knows and for its development island script,
 * used or not: each is 45 bytes of base64, which gzip cannot shrink, in every page's HTML.
 * @param {string} html
 * @param {ReadonlySet<string>} used
 * @returns {string}
 */
export function keepUsedHashes(html, used) {
  return html.replace(POLICY, (_, open, policy, close) => {
    const kept = policy.replace(/\s*'(sha256-[^']+)'/g, (token, hash) => (used.has(hash) ? token : ''));
    return `${open}${kept}${close}`;
  });
}
