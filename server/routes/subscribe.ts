import { randomInt, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { HTML_HEADERS, readBody, type Route } from '../http.ts';
import { langOf, msg, type Lang } from '../messages.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(lang: Lang, enabled: boolean): string {
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
  .notice { padding: 0.75rem 1rem; border: 2px solid #e0a800; border-radius: 0.5rem; background: #fff8e1; }
</style>
</head>
<body>
<main>
  <h1>${t('pageTitle')}</h1>
  <p class="notice"><strong>${t('pageStandIn')}</strong></p>
${
  enabled
    ? `  <p>${t('pageIntro')}</p>
  <form method="post" action="/subscribe">
    <input type="hidden" name="lang" value="${lang}">
    <button type="submit">${t('pageButton')}</button>
  </form>`
    : `  <p>${t('pageDisabled')}</p>`
}
</main>
</body>
</html>
`;
}

const PAGE_HEADERS = {
  ...HTML_HEADERS,
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
};

const disabled = (res: ServerResponse, lang: Lang) => res.writeHead(404, PAGE_HEADERS).end(page(lang, false));

/**
 * Stand-in for the operator's subscription page (the appConfig subUrl). It creates active
 * subscribers for anyone, so it works only with the development routes; otherwise it says so.
 */
export const subscribeRoutes: Route[] = [
  {
    method: 'GET',
    path: '/subscribe',
    handle({ res, query, options }) {
      const lang = langOf(query.get('lang'));
      if (!options.devRoutes) return void disabled(res, lang);
      res.writeHead(200, PAGE_HEADERS).end(page(lang, true));
    },
  },
  {
    method: 'POST',
    path: '/subscribe',
    async handle({ req, res, store, query, options }) {
      if (!options.devRoutes) return void disabled(res, langOf(query.get('lang')));
      const form = new URLSearchParams((await readBody(req, options.limits.bodyBytes)).toString('utf8'));
      const lang = langOf(form.get('lang') ?? query.get('lang'));
      const uid = randomUUID(); // 36 chars of [0-9a-f-]: within the uid pattern
      const msisdn = `22177${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
      await store.upsertSubscriber(uid, 'active', msisdn);
      const prefix = lang === 'fr' ? '' : `/${lang}`;
      res.writeHead(303, { Location: `${prefix}/#uid=${uid}`, 'Cache-Control': 'no-store' }).end();
    },
  },
];
