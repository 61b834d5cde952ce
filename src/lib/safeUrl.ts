import { config } from './config.ts';

/**
 * Which origins a URL from the API may point at, by what it is for. The page's own origin and the
 * API's are always trusted for media and images; YouTube only where a YouTube link is expected.
 */
export type UrlUse = 'media' | 'video' | 'image' | 'subscribe';

export type UrlVerdict = { ok: true; url: string } | { ok: false; reason: string };

const YOUTUBE_ORIGINS = [
  'https://www.youtube.com',
  'https://youtube.com',
  'https://m.youtube.com',
  'https://youtu.be',
  'https://www.youtube-nocookie.com',
];
/** Where YouTube's embed-metadata service puts its thumbnails. */
const YOUTUBE_IMAGE_ORIGINS = ['https://i.ytimg.com', 'https://img.youtube.com'];

const MAX_URL_LENGTH = 2048;

/** Comma-separated origins of a setting, normalised through URL ('https://A.example/' → 'https://a.example'). */
export function parseOrigins(setting: string | undefined): string[] {
  const origins: string[] = [];
  for (const part of (setting ?? '').split(',')) {
    try {
      const url = new URL(part.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.push(url.origin);
    } catch {
      // An entry that is not a URL allows nothing.
    }
  }
  return origins;
}

export interface OriginSettings {
  apiBase: string;
  liveStreamUrl?: string;
  subOrigins?: string;
  mediaOrigins?: string;
}

/** The origins allowed for `use`, with `pageOrigin` the origin relative settings resolve against. */
export function allowedOrigins(use: UrlUse, pageOrigin: string, settings: OriginSettings = config): string[] {
  const api = new URL(settings.apiBase, pageOrigin).origin;
  if (use === 'subscribe') {
    const configured = parseOrigins(settings.subOrigins);
    return configured.length > 0 ? configured : [api];
  }
  const own = [pageOrigin, api, ...parseOrigins(settings.mediaOrigins), ...parseOrigins(settings.liveStreamUrl)];
  if (use === 'video') return [...own, ...YOUTUBE_ORIGINS];
  if (use === 'image') return [...own, ...YOUTUBE_IMAGE_ORIGINS];
  return own;
}

/**
 * Accepts only an absolute path ('/media/a.mp3') or an http(s) URL whose origin is allowed, and
 * says why anything else is refused. Backslashes, whitespace and control characters are refused
 * outright: URL parsers drop or turn them into slashes, which is how '/\evil' or '/\t/evil'
 * become another host.
 */
export function checkUrl(value: unknown, origins: readonly string[], pageOrigin: string): UrlVerdict {
  if (typeof value !== 'string' || value === '') return { ok: false, reason: 'not a URL' };
  if (value.length > MAX_URL_LENGTH) return { ok: false, reason: 'too long' };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return { ok: false, reason: 'whitespace, control character or backslash' };
  if (!/^(\/(?!\/)|https?:\/\/)/i.test(value)) return { ok: false, reason: 'not an absolute path or http(s) URL' };
  let url: URL;
  try {
    url = new URL(value, pageOrigin);
  } catch {
    return { ok: false, reason: 'unparseable' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `scheme ${url.protocol}` };
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL' };
  if (!origins.includes(url.origin)) return { ok: false, reason: `origin ${url.origin} not allowed` };
  return { ok: true, url: url.href };
}

function currentOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/** This page's allowed origins per use: the settings are fixed at build, and an API answer checks many URLs. */
const allowedHere = new Map<string, string[]>();
function allowedOnThisPage(use: UrlUse, origin: string): string[] {
  const key = `${use} ${origin}`;
  let origins = allowedHere.get(key);
  if (!origins) allowedHere.set(key, (origins = allowedOrigins(use, origin)));
  return origins;
}

/** `value` if it is a safe URL for `use` on this page; otherwise null, with the reason logged. */
export function safeUrl(value: unknown, use: UrlUse, what: string = use): string | null {
  const origin = currentOrigin();
  const verdict = checkUrl(value, allowedOnThisPage(use, origin), origin);
  if (verdict.ok) return verdict.url;
  console.warn(`[url] refusing ${what} URL (${verdict.reason}):`, value);
  return null;
}

export const isSafeUrl = (value: unknown, use: UrlUse, what?: string): value is string =>
  safeUrl(value, use, what) !== null;

/** A subscription URL is followed only to an origin the operator configured (default: the API's). */
export function isSafeSubUrl(url: string, origin: string): boolean {
  const verdict = checkUrl(url, allowedOrigins('subscribe', origin), origin);
  if (!verdict.ok) console.warn(`[subscribe] refusing subscription URL (${verdict.reason}):`, url);
  return verdict.ok;
}
