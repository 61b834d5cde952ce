import { LANGS, msg } from './messages.ts';
import { localePath } from '../src/shared/locales.ts';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * What a request too large to read is answered (431): a page that says so, in every language,
 * since the request's own cannot be read, with a way back. Written to the socket before any
 * handler runs, so it is a whole HTTP answer.
 */
export function tooLongAnswer(): string {
  const blocks = LANGS.map(
    (lang) =>
      `<section lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><p>${escape(msg('tooLong', lang))}</p>` +
      `<p><a href="${localePath(lang, '/')}">${escape(msg('tooLongHome', lang))}</a></p></section>`,
  ).join('');
  const body =
    `<!doctype html><html lang="${LANGS[0]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>431</title></head><body>${blocks}</body></html>`;
  return (
    'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n' +
    `Content-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}
