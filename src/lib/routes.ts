/** The one route table: tile id -> page, and what each page reports when it opens. */
export const TILE_PAGES = {
  1: { route: '/1', event: 'MakkahLive' },
  2: { route: '/2', event: 'quran' },
  3: { route: '/3', event: 'dua' },
  4: { route: '/4', event: 'prayer_alert' },
  5: { route: '/5', event: '99 Names of Allah' },
  6: { route: '/6', event: 'wallpapers' },
  7: { route: '/7', event: 'Hadith' },
  8: { route: '/8', event: 'Hajj' },
  9: { route: '/9', event: null },
} as const;

export type TileId = keyof typeof TILE_PAGES;

export function tileRoute(id: number): string | null {
  return id in TILE_PAGES ? TILE_PAGES[id as TileId].route : null;
}

/** Usage-event page names for routes that are not tiles. */
export const DETAIL_EVENTS: Array<[RegExp, string]> = [
  [/^\/alFatiha$/, 'quran'],
  [/^\/quran_detail\//, 'quran'],
  [/^\/dua_detail\//, 'dua'],
  [/^\/hadesList\//, 'Hadith'],
];

export function pageEventOf(route: string): string | null {
  if (route === '/') return 'homepage';
  const tile = Object.values(TILE_PAGES).find((p) => p.route === route);
  if (tile) return tile.event;
  return DETAIL_EVENTS.find(([re]) => re.test(route))?.[1] ?? null;
}

const HEADERLESS = new Set(['/', '/login', '/makkah', '/otp']);

export function headerHidden(route: string): boolean {
  return HEADERLESS.has(route);
}

/** Everything but home (and the 404 page) needs a verified subscriber. */
export function isGated(route: string): boolean {
  return route !== '/' && route !== '/404';
}
