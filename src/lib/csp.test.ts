import { describe, expect, it } from 'vitest';
import { cspDirectives, inlineScriptHashes, keepUsedHashes, scriptHash } from './csp.mjs';
import { PRE_PAINT_HASHES, PRE_PAINT_SCRIPTS } from '../../integrations/pre-paint.mjs';

const { HEAD_SCRIPT, TODAY_SCRIPT, BOOKMARKS_SCRIPT, QIBLA_SCRIPT, HIJRI_TODAY_SCRIPT, VERSE_OF_DAY_SCRIPT } =
  PRE_PAINT_SCRIPTS;

const directive = (list: string[], name: string) => list.find((d) => d.startsWith(`${name} `)) ?? '';

describe('content security policy', () => {
  it('allows only this site by default, plus what hls.js and the YouTube player need', () => {
    const csp = cspDirectives({});
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'media-src')).toBe("media-src 'self' blob:");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com');
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(csp.some((d) => d.startsWith('script-src') || d.startsWith('style-src'))).toBe(false);
  });

  it('adds the origins of the configured API, events, oEmbed, live stream and media', () => {
    const csp = cspDirectives({
      PUBLIC_API_BASE: 'https://api.operator.example/v1',
      PUBLIC_EVENTS_URL: 'https://events.operator.example/in',
      PUBLIC_OEMBED_URL: '/api/oembed',
      PUBLIC_LIVE_STREAM_URL: 'https://live.example/radio.m3u8',
      PUBLIC_MEDIA_ORIGINS: 'https://cdn.example, javascript:alert(1)',
    });
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.operator.example https://events.operator.example https://live.example https://cdn.example",
    );
    expect(directive(csp, 'media-src')).toBe(
      "media-src 'self' https://api.operator.example https://live.example https://cdn.example blob:",
    );
    expect(directive(csp, 'img-src')).toContain('https://cdn.example');
  });

  it('hashes the hand-written inline scripts as browsers do', () => {
    expect(PRE_PAINT_HASHES).toEqual([
      scriptHash(HEAD_SCRIPT),
      scriptHash(TODAY_SCRIPT),
      scriptHash(BOOKMARKS_SCRIPT),
      scriptHash(QIBLA_SCRIPT),
      scriptHash(HIJRI_TODAY_SCRIPT),
      scriptHash(VERSE_OF_DAY_SCRIPT),
    ]);
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});

describe('the policy written in each page', () => {
  const page = (policy: string, body: string) =>
    `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;

  it('hashes only inline scripts, not those loaded from a file', () => {
    const html = page('', '<script>alert(1)</script><script type="module" src="/a.js"></script><script>b()</script>');
    expect(inlineScriptHashes(html)).toEqual([scriptHash('alert(1)'), scriptHash('b()')]);
  });

  it('keeps the hashes of scripts some page carries, and every other source as written', () => {
    const [used, unused] = [scriptHash('alert(1)'), scriptHash('never()')];
    const html = page(
      `default-src 'self'; script-src 'self' '${unused}' '${used}' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'`,
      '<script>alert(1)</script>',
    );
    expect(keepUsedHashes(html, new Set([used]))).toBe(
      page(
        `default-src 'self'; script-src 'self' '${used}' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'`,
        '<script>alert(1)</script>',
      ),
    );
  });
});
