// The service worker's runtime caching rules (Workbox generateSW). Functions here are copied
// into the worker as text: each must be self-contained (no outer variables); what they need of the
// site's routes is src/sw/pages.ts, the worker's global `nourPages`.

/** Audio files played to the end are kept up to this many bytes, least recently used out first. */
export const AUDIO_CACHE_BYTES = 100 * 1024 * 1024;

/** Pages: same origin, no file extension, not the API, media or the search index (.pf_index). */
const isPage = ({ request, url }) =>
  request.method === 'GET' &&
  url.origin === self.location.origin &&
  !/\.[a-z0-9]+$/i.test(url.pathname) &&
  !/^\/(api|media|events|__dev|pagefind)(\/|$)/.test(url.pathname);

/** Never opened and no network: the offline page of the address's language. */
const offlinePage = {
  handlerDidError: async ({ request }) => {
    return caches.match(self.nourPages.offlinePageOf(new URL(request.url).pathname), { cacheName: 'pages' });
  },
};

/** API answers worth having offline: the Quran audio URL, prayer times, Hajj, hadith, Ramadan lists. */
const isCachedApi = ({ url, request }) =>
  request.method === 'POST' && /\/(quranData|salatTimings|hajjData|hadithContent|ramadan)$/.test(url.pathname);

/**
 * Stale-while-revalidate for POST answers, which the Cache API cannot key: the key is a GET of the
 * URL plus the language header and the body, so each surah, date and language has its entry.
 */
const postStaleWhileRevalidate = async ({ request, event }) => {
  const body = await request.clone().text();
  const key = `${request.url}?lang=${encodeURIComponent(request.headers.get('Language') || '')}&body=${encodeURIComponent(body)}`;
  const cache = await caches.open('api');
  const cached = await cache.match(key);
  const fresh = fetch(request).then(async (response) => {
    if (response.ok) {
      await cache.put(key, response.clone());
      const keys = await cache.keys();
      // Dated answers pile up day after day: the oldest go beyond 200 entries.
      await Promise.all(keys.slice(0, Math.max(0, keys.length - 200)).map((k) => cache.delete(k)));
    }
    return response;
  });
  if (!cached) return fresh;
  event.waitUntil(fresh.catch(() => undefined));
  return cached;
};

/** Keeps the audio cache under its byte limit, dropping the entries stored longest ago. */
const audioByteLimit = {
  cacheDidUpdate: async ({ cacheName }) => {
    const limit = 100 * 1024 * 1024;
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    const sizes = await Promise.all(
      keys.map(async (k) => Number((await cache.match(k))?.headers.get('content-length')) || 0),
    );
    let total = sizes.reduce((a, b) => a + b, 0);
    for (let i = 0; i < keys.length - 1 && total > limit; i++) {
      await cache.delete(keys[i]);
      total -= sizes[i];
    }
  },
};

/**
 * A file downloaded for offline on purpose (src/components/offline/keep.ts) is answered from its own
 * cache, which no byte limit or expiry touches. Listed before `rangesAsTheServer`, which then
 * answers the player's Range requests from it.
 */
const keptCopy = {
  // keep.ts fetches with cache: 'no-store' and stores its own copy: not a second one here.
  cacheWillUpdate: async ({ event, response }) => (event?.request?.cache === 'no-store' ? null : response),
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse ?? (await caches.match(request.url, { cacheName: 'kept' })) ?? null,
};

/**
 * A whole file the worker holds answers each request as the server would (status, Content-Range,
 * Content-Length, bytes, Accept-Ranges): `nourRange` is src/sw/range.ts, loaded by importScripts
 * (integrations/pwa.mjs), whose Range policy is the server's own (src/shared/range.ts). Workbox's
 * range plugin answered some forms otherwise (an empty 206 for a start past the end, 416 for an
 * end past it).
 */
const rangesAsTheServer = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse ? self.nourRange.rangeResponse(request, cachedResponse) : null,
};

/** Pagefind asks for its entry file with a ?ts= cache buster: one entry per file, whatever the query. */
const withoutQuery = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

export const runtimeCaching = [
  {
    // The search page is one page whatever its ?q=: stored and found offline without the query.
    urlPattern: ({ request, url }) =>
      request.method === 'GET' && url.origin === self.location.origin && self.nourPages.isSearchPage(url.pathname),
    handler: 'NetworkFirst',
    options: {
      cacheName: 'pages',
      networkTimeoutSeconds: 6,
      cacheableResponse: { statuses: [200] },
      plugins: [withoutQuery, offlinePage],
    },
  },
  {
    urlPattern: isPage,
    // Network first: a new deploy shows at once online; the cache answers offline.
    handler: 'NetworkFirst',
    options: {
      cacheName: 'pages',
      networkTimeoutSeconds: 6,
      expiration: { maxEntries: 300 },
      cacheableResponse: { statuses: [200] },
      plugins: [offlinePage],
    },
  },
  { urlPattern: isCachedApi, method: 'POST', handler: postStaleWhileRevalidate },
  {
    urlPattern: /\.(?:mp3|m4a|aac|ogg|opus|wav)(?:\?|$)/i,
    // Only whole answers (200) are stored, which the player's range requests never are: a file gets
    // in when a page asks for it whole after it was played to the end.
    handler: 'CacheFirst',
    options: {
      cacheName: 'audio',
      // In this order: the kept copy found, then the request answered from it.
      plugins: [keptCopy, rangesAsTheServer, audioByteLimit],
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 40, purgeOnQuotaError: true },
    },
  },
  {
    // The place search's gazetteer files fetched so far (a few KB each; the rest is never downloaded).
    urlPattern: /\/places\/v\d+\/.+\.json$/,
    handler: 'StaleWhileRevalidate',
    options: { cacheName: 'places', expiration: { maxEntries: 200 } },
  },
  {
    // A chapter's transliteration, fetched when a reader turns it on (a few KB): kept, so it shows
    // offline on a chapter read with it before; refreshed in the background when online.
    urlPattern: /\/transliteration\/\d{1,3}\.json$/,
    handler: 'StaleWhileRevalidate',
    options: { cacheName: 'transliteration', expiration: { maxEntries: 114 } },
  },
  {
    // Home's verse of the day (about 1 KB a day): kept, so a day's verse seen online shows offline
    // on that day; refreshed in the background when online.
    urlPattern: /\/verse-of-day\/\d{1,3}\.json$/,
    handler: 'StaleWhileRevalidate',
    options: { cacheName: 'verse-of-day', expiration: { maxEntries: 60 } },
  },
  {
    // The search's index chunks, fragments and filters are named by their content: once fetched,
    // they are kept, so a search run before works offline.
    urlPattern: /\/pagefind\/(?:index|fragment|filter)\/[^/]+$/,
    handler: 'CacheFirst',
    options: { cacheName: 'search', expiration: { maxEntries: 600, purgeOnQuotaError: true } },
  },
  {
    // Its script, worker, wasm and entry keep their names across deploys: the network first, so a
    // new deploy's entry never points at chunks the old one named, the cache when offline.
    urlPattern: /\/pagefind\/[^/]+$/,
    handler: 'NetworkFirst',
    options: {
      cacheName: 'search-core',
      networkTimeoutSeconds: 6,
      cacheableResponse: { statuses: [200] },
      plugins: [withoutQuery],
    },
  },
  {
    urlPattern: /\/_astro\/.+\.(?:avif|webp|png|jpe?g|svg)$/i,
    handler: 'CacheFirst',
    options: { cacheName: 'images', expiration: { maxEntries: 150, purgeOnQuotaError: true } },
  },
];
