// The pages `npm run perf` and `npm run weight` measure: one of each kind, from the route table.
const {
  BOOKMARKS,
  CALENDAR,
  RAMADAN_TIMES,
  READING_PLAN,
  JUZ,
  QIBLA,
  TASBIH,
  TILE_PAGES,
  duaPath,
  hadithMonthPath,
  searchPath,
  seeAllPath,
  surahPath,
} = await import('../src/shared/routes.ts');

export const tile = (id) => TILE_PAGES[id].route;

export const ROUTES = [
  '/',
  ...Object.keys(TILE_PAGES).map(tile),
  surahPath(1),
  surahPath(2),
  JUZ,
  duaPath(0),
  hadithMonthPath(1),
  seeAllPath('video', 0),
  seeAllPath('audio', 0),
  searchPath(),
  BOOKMARKS,
  QIBLA,
  TASBIH,
  CALENDAR,
  RAMADAN_TIMES,
  READING_PLAN,
];
