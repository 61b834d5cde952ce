// The inline script after home's verse card, compiled at build (integrations/pre-paint.mjs) and
// hashed for the CSP. Only the phone knows what day it is: this fetches today's verse (half a
// kilobyte, kept by the service worker) and shows the card. Offline the first time, slow, or
// answered with anything else, home stays as it is, without the card.
import { isLocale, localePath } from '../../shared/locales.ts';
import { versePath } from '../../shared/routes.ts';
import { fill } from '../../lib/fill.ts';
import { formatNumber } from '../../i18n/index.ts';
import { readVerseOfDay, verseOfDayIndex, verseOfDayPath } from './verseOfDay.ts';

/** Past this, the card is not worth the wait: home is used without it. */
const TIMEOUT_MS = 8000;
/** The build's files are about 1 KB; anything far larger is not one of them. */
const MAX_BYTES = 16_384;

const lang = document.documentElement.lang;
const card = document.querySelector<HTMLElement>('.verse-day');
const count = Number(card?.dataset.count);
if (card && isLocale(lang) && Number.isInteger(count) && count > 0) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  fetch(verseOfDayPath(verseOfDayIndex(new Date(), count)), { signal: abort.signal })
    .then((answer) => (answer.ok ? answer.text() : ''))
    .then((text) => {
      const verse = text.length <= MAX_BYTES ? readVerseOfDay(JSON.parse(text)) : null;
      const arabic = card.querySelector('.verse-day-ar');
      const link = card.querySelector<HTMLAnchorElement>('.verse-day-link');
      if (!verse || !arabic || !link) return;
      arabic.textContent = verse.ar;
      const translation = card.querySelector('.verse-day-tr');
      if (translation && lang !== 'ar') translation.textContent = verse[lang];
      link.href = localePath(lang, versePath(verse.chapter, verse.verse));
      const ref = `${formatNumber(lang, verse.chapter)}:${formatNumber(lang, verse.verse)}`;
      link.textContent = fill(card.dataset.link ?? '', { name: verse.name[lang], ref });
      card.hidden = false;
    })
    .catch(() => {
      // Offline before it was ever fetched, too slow, or not JSON: no card.
    })
    .finally(() => clearTimeout(timer));
}
