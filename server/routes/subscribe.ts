import { randomInt, randomUUID } from 'node:crypto';
import { readBody, type Route } from '../http.ts';
import { langOf, msg, type Lang } from '../messages.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(lang: Lang): string {
  const t = (k: Parameters<typeof msg>[0]) => escapeHtml(msg(k, lang));
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('pageTitle')}</title>
<style>
  body { margin: 0; font: 1.125rem/1.5 system-ui, sans-serif; background: #f4f7f4; color: #1b2a1f; }
  main { max-width: 500px; margin: 0 auto; padding: 3rem 1.5rem; text-align: center; }
  h1 { font-size: 1.6rem; margin: 0 0 1rem; color: #0d5c2e; }
  button { font: inherit; font-weight: 600; min-height: 48px; padding: 0.75rem 2rem; border: 0;
    border-radius: 999px; background: #0d5c2e; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #e0a800; outline-offset: 3px; }
</style>
</head>
<body>
<main>
  <h1>${t('pageTitle')}</h1>
  <p>${t('pageIntro')}</p>
  <form method="post" action="/subscribe">
    <input type="hidden" name="lang" value="${lang}">
    <button type="submit">${t('pageButton')}</button>
  </form>
</main>
</body>
</html>
`;
}

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
};

// Stand-in for the operator's subscription page (the appConfig subUrl).
export const subscribeRoutes: Route[] = [
  {
    method: 'GET',
    path: '/subscribe',
    handle({ res, query }) {
      res.writeHead(200, HTML_HEADERS).end(page(langOf(query.get('lang'))));
    },
  },
  {
    method: 'POST',
    path: '/subscribe',
    async handle({ req, res, store, query }) {
      const form = new URLSearchParams((await readBody(req)).toString('utf8'));
      const lang = langOf(form.get('lang') ?? query.get('lang'));
      const uid = randomUUID(); // 36 chars of [0-9a-f-]: within the uid pattern
      const msisdn = `22177${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
      store.upsertSubscriber(uid, 'active', msisdn);
      const prefix = lang === 'fr' ? '' : `/${lang}`;
      res.writeHead(303, { Location: `${prefix}/#uid=${uid}`, 'Cache-Control': 'no-store' }).end();
    },
  },
];
