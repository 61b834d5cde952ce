/**
 * The one route table. Every path the app links to is built here; pages, the header's back button,
 * usage events, gating and the reference server's shell rewrite all read it. Routes are written
 * without the locale prefix (see localePath in src/shared/locales.ts). In src/shared: the server
 * loads it too, so it imports nothing.
 */

/** The header's theme (PUBLIC_THEME), on which the hadith playlist's back target depends. */
export type Theme = 'green' | 'red';

export const HOME = '/';

/** Where the back button goes: one path, or one per header theme. */
export type BackRule = string | Readonly<Record<Theme, string>>;

/** Home tiles: tile id -> page, what the page reports when it opens, and where back leads. */
export const TILE_PAGES = {
  1: { route: '/1', event: 'MakkahLive', back: HOME },
  2: { route: '/2', event: 'quran', back: HOME },
  3: { route: '/3', event: 'dua', back: HOME },
  4: { route: '/4', event: 'prayer_alert', back: HOME },
  5: { route: '/5', event: '99 Names of Allah', back: HOME },
  6: { route: '/6', event: 'wallpapers', back: HOME },
  7: { route: '/7', event: 'Hadith', back: HOME },
  8: { route: '/8', event: 'Hajj', back: HOME },
  9: { route: '/9', event: null, back: HOME },
} as const satisfies Record<number, { route: string; event: string | null; back: BackRule }>;

export type TileId = keyof typeof TILE_PAGES;

export function tileRoute(id: number): string | null {
  return id in TILE_PAGES ? TILE_PAGES[id as TileId].route : null;
}

/**
 * Pages below a section, by their first path segment: where back leads and the usage-event page.
 * islamicStoriesDetails and ramdan_list are not built; their back rules are kept for when they are.
 */
export const SECTION_PAGES = {
  alFatiha: { back: TILE_PAGES[2].route, event: 'quran' },
  quran_detail: { back: TILE_PAGES[2].route, event: 'quran' },
  dua_detail: { back: TILE_PAGES[3].route, event: 'dua' },
  search: { back: HOME, event: 'search' },
  hadesList: { back: { green: TILE_PAGES[7].route, red: HOME }, event: 'Hadith' },
  islamicStoriesDetails: { back: TILE_PAGES[7].route, event: null },
  ramdan_list: { back: TILE_PAGES[8].route, event: null },
  allVideos: { back: TILE_PAGES[9].route, event: null },
  allAudios: { back: TILE_PAGES[9].route, event: null },
  bookmarks: { back: HOME, event: null },
  qibla: { back: TILE_PAGES[4].route, event: 'qibla' },
  tasbih: { back: HOME, event: 'tasbih' },
  juz: { back: TILE_PAGES[2].route, event: 'quran' },
  calendar: { back: HOME, event: null },
  ramadan_times: { back: TILE_PAGES[9].route, event: null },
  plan: { back: TILE_PAGES[2].route, event: 'quran' },
} as const satisfies Record<string, { back: BackRule; event: string | null }>;

type Section = keyof typeof SECTION_PAGES;

/** Chapter 1 has its own page; the others are /quran_detail/{n}. */
export function surahPath(chapter: number): string {
  return chapter === 1 ? '/alFatiha' : `/quran_detail/${chapter}`;
}

/** A verse's address: its surah page, scrolled to the verse. */
export function versePath(chapter: number, verse: number): string {
  return `${surahPath(chapter)}#v${verse}`;
}

/** The element the prayer page brings into view for home's "every day as a notification" link. */
export const VERSE_PUSH_ID = 'verse-push';

/** The prayer page at its notification option, where the verse of the day is asked for at an hour. */
export const versePushPath = (): string => `${TILE_PAGES[4].route}#${VERSE_PUSH_ID}`;

/** A chapter's transliteration, verse by verse: a static JSON built with the site, fetched only when the reader asks for it. */
export function transliterationPath(chapter: number): string {
  return `/transliteration/${chapter}.json`;
}

/** The bookmarks of verses and duas kept on this device (reached from the side menu and /2). */
export const BOOKMARKS = '/bookmarks';

/** The direction of the Kaaba (reached from the prayer page and the side menu). */
export const QIBLA = '/qibla';

/** The Quran by juz and hizb, a month's reading in 30 portions (reached from /2). */
export const JUZ = '/juz';

/** The reading plan: the whole Quran in N days, today's portion and progress (reached from /2 and home). */
export const READING_PLAN = '/plan';

/** The Hijri calendar and the year's days (reached from the side menu). */
export const CALENDAR = '/calendar';

/** Ramadan's timetable, Imsak and Iftar for the subscriber's place (reached from /4 and /9). */
export const RAMADAN_TIMES = '/ramadan_times';

/** The dhikr counter (reached from the side menu). */
export const TASBIH = '/tasbih';

/** Duas are numbered from zero in their path. */
export function duaPath(index: number): string {
  return `/dua_detail/${index}`;
}

export function hadithMonthPath(id: string | number): string {
  return `/hadesList/${encodeURIComponent(String(id))}`;
}

export type SeeAllKind = 'video' | 'audio';

/** A Ramadan category's full list; the category rides in the query so reload and deep links work. */
export function seeAllPath(kind: SeeAllKind, category: number): string {
  return `/${kind === 'video' ? 'allVideos' : 'allAudios'}?category=${category}`;
}

/** The search page, with what to look for when a link brings it (?q=). */
export function searchPath(query = ''): string {
  return query ? `/search?q=${encodeURIComponent(query)}` : '/search';
}

/** A see-all page's ?category=<index>; the head script (src/layouts/headScript.ts) reads it with this too. */
export const CATEGORY_QUERY = /[?&]category=(\d{1,3})(?:&|$)/;

/** ?category=<index> of the see-all pages, or null when absent or not an index. */
export function categoryFromSearch(search: string): number | null {
  const match = CATEGORY_QUERY.exec(search);
  return match ? Number(match[1]) : null;
}

function sectionOf(route: string): (typeof SECTION_PAGES)[Section] | null {
  const first = route.split('/')[1] ?? '';
  return Object.hasOwn(SECTION_PAGES, first) ? SECTION_PAGES[first as Section] : null;
}

function tileOf(route: string) {
  return Object.values(TILE_PAGES).find((p) => p.route === route) ?? null;
}

/** The back rule of a route from the tables above; null when neither names it. */
export function backRuleOf(route: string): BackRule | null {
  return tileOf(route)?.back ?? sectionOf(route)?.back ?? null;
}

/** The usage-event page name of a route, or null for pages that report nothing. */
export function pageEventOf(route: string): string | null {
  if (route === HOME) return 'homepage';
  const tile = tileOf(route);
  if (tile) return tile.event;
  return sectionOf(route)?.event ?? null;
}

/** The month id of '/hadesList/{id}', decoded; null for any other route. */
export function hadithMonthOf(route: string): string | null {
  const match = /^\/hadesList\/([^/]+)$/.exec(route);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Routes pre-rendered for the ids known at build time, with a shell page that serves any other id
 * (a hadith month the API added later): '/hadesList/{id}' -> '/hadesList'. The server and the CDN
 * rewrite answer unknown ids with the shell, status 200.
 */
export function shellRouteOf(route: string): string | null {
  return hadithMonthOf(route) === null ? null : '/hadesList';
}

const HEADERLESS = new Set([HOME, '/login', '/makkah', '/otp']);

export function headerHidden(route: string): boolean {
  return HEADERLESS.has(route);
}

/** Everything but home (and the 404 page) needs a verified subscriber. */
export function isGated(route: string): boolean {
  return route !== HOME && route !== '/404';
}
