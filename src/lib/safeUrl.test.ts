import { describe, expect, it, vi } from 'vitest';
import { allowedOrigins, checkUrl, isSafeSubUrl, parseOrigins, safeUrl } from './safeUrl.ts';

const PAGE = 'https://nour.example';
const settings = { apiBase: 'https://api.operator.example/v1', mediaOrigins: 'https://cdn.example/, nonsense' };

const verdict = (value: unknown, use: Parameters<typeof allowedOrigins>[0]) =>
  checkUrl(value, allowedOrigins(use, PAGE, settings), PAGE);

describe('URLs the API sends', () => {
  it('accepts paths and http(s) URLs on the page, API and media origins', () => {
    expect(verdict('/media/a.mp3', 'media')).toEqual({ ok: true, url: 'https://nour.example/media/a.mp3' });
    expect(verdict('https://api.operator.example/media/a.mp3', 'media').ok).toBe(true);
    expect(verdict('https://cdn.example/x/a.webm', 'media').ok).toBe(true);
    expect(verdict('HTTPS://CDN.EXAMPLE/img.jpg', 'image').ok).toBe(true);
  });

  const HOSTILE = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'blob:https://nour.example/1',
    'file:///etc/passwd',
    '//evil.example/a.mp3',
    '///evil.example/a.mp3',
    '/\\evil.example/a.mp3',
    '\\\\evil.example/a.mp3',
    '\\/evil.example',
    '/\t/evil.example',
    'https:evil.example',
    'https://evil.example/a.mp3',
    'https://nour.example@evil.example/a.mp3',
    'https://user:pw@cdn.example/a.mp3',
    'https://cdn.example.evil.example/a.mp3',
    'http://nour.example:8080/a.mp3',
    'media/relative.mp3',
    '',
    `/${'a'.repeat(3000)}`,
    42,
    null,
    { href: '/media/a.mp3' },
  ];

  it('refuses scripts, data, other hosts, protocol-relative and backslash tricks, credentials', () => {
    for (const value of HOSTILE) {
      for (const use of ['media', 'video', 'image', 'subscribe'] as const) {
        expect(verdict(value, use).ok, `${String(value)} as ${use}`).toBe(false);
      }
    }
  });

  it("allows the live stream's own origin for media", () => {
    const live = { apiBase: '/api', liveStreamUrl: 'https://radio.example/live/index.m3u8' };
    const origins = allowedOrigins('media', PAGE, live);
    expect(checkUrl('https://radio.example/live/index.m3u8', origins, PAGE).ok).toBe(true);
    expect(checkUrl('https://radio.example/live/index.m3u8', allowedOrigins('media', PAGE, settings), PAGE).ok).toBe(
      false,
    );
  });

  it('allows YouTube only where a YouTube link is expected', () => {
    const link = 'https://www.youtube.com/watch?v=NourSample1';
    expect(verdict(link, 'video').ok).toBe(true);
    expect(verdict(link, 'media').ok).toBe(false);
    expect(verdict(link, 'image').ok).toBe(false);
    expect(verdict('https://i.ytimg.com/vi/NourSample1/hqdefault.jpg', 'image').ok).toBe(true);
    expect(verdict('https://i.ytimg.com/vi/NourSample1/hqdefault.jpg', 'media').ok).toBe(false);
  });

  it("follows the subscription URL only to the configured origins, by default the API's", () => {
    expect(verdict('https://api.operator.example/subscribe', 'subscribe').ok).toBe(true);
    expect(verdict('/subscribe', 'subscribe').ok).toBe(false);
    const relativeApi = { apiBase: '/api' };
    expect(checkUrl('/subscribe', allowedOrigins('subscribe', PAGE, relativeApi), PAGE).ok).toBe(true);
    const configured = { apiBase: '/api', subOrigins: 'https://pay.operator.example' };
    const origins = allowedOrigins('subscribe', PAGE, configured);
    expect(checkUrl('https://pay.operator.example/s?x=1', origins, PAGE).ok).toBe(true);
    expect(checkUrl('/subscribe', origins, PAGE).ok).toBe(false);
  });

  it('reads comma-separated origin settings, ignoring what is not an http(s) URL', () => {
    expect(parseOrigins(' https://A.example/path , javascript:alert(1), , http://b.example:81')).toEqual([
      'https://a.example',
      'http://b.example:81',
    ]);
    expect(parseOrigins(undefined)).toEqual([]);
  });

  it('logs why a URL was refused', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeUrl('javascript:alert(1)', 'media', 'hadith audio')).toBeNull();
    expect(warn.mock.calls[0]?.join(' ')).toMatch(/hadith audio.*not an absolute path/);
    warn.mockRestore();
  });
});

describe('subscription URL', () => {
  const origin = 'http://127.0.0.1:4321';
  it("follows the API's own origin (the page's, as the API base is relative) by default", () => {
    expect(isSafeSubUrl('http://127.0.0.1:4321/subscribe', origin)).toBe(true);
    expect(isSafeSubUrl('/subscribe', origin)).toBe(true);
  });
  it('refuses other hosts, even over https, other schemes and protocol-relative tricks', () => {
    for (const url of [
      'https://operator.example/sub',
      'javascript:alert(1)',
      'http://evil.example/',
      'data:text/html,hi',
      '//evil.example/sub',
      '\\\\evil.example/sub',
      '/\\evil.example/sub',
      'https://user:pw@127.0.0.1:4321/subscribe',
    ]) {
      expect(isSafeSubUrl(url, origin), url).toBe(false);
    }
  });
});
